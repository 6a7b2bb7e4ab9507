import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebsiteDetail } from '@zappy/contract/website';
import { websiteQueryKey } from '../../../lib/get-website';
import { jsonResponse, mockFetch, renderRoute } from '../../../test/helpers';
import { LIVE_URL, PREVIEW_URL, WEBSITE_ID, websiteDetail } from '../../../test/website';
import { PreviewPage, type PreviewPageProps } from './preview-page';

function website(overrides: Partial<WebsiteDetail> = {}): WebsiteDetail {
  return websiteDetail({
    previewUrl: null,
    liveUrl: LIVE_URL,
    feedback: [
      {
        feedback: 'Too much text on top',
        suggestions: ['Shorten the headline'],
        questions: ['What are your opening hours?'],
        timestamp: '2025-05-02T09:00:00.000Z',
      },
    ],
    versions: [
      {
        number: 2,
        reason: 'Regenerated: warmer colours',
        createdAt: '2025-05-03T10:00:00.000Z',
        isLive: true,
        isCurrent: true,
      },
      {
        number: 1,
        reason: 'Generated from the wizard',
        createdAt: '2025-05-01T10:00:00.000Z',
        isLive: false,
        isCurrent: false,
      },
    ],
    currentVersion: 2,
    lastModified: '2025-05-03T10:00:00.000Z',
    ...overrides,
  });
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

function renderPreview(
  handler: Handler = () => jsonResponse({ error: 'unexpected' }, 500),
  props: PreviewPageProps = {},
  detail: () => WebsiteDetail = website,
) {
  const fetchMock = mockFetch((url, init) =>
    url === `/api/website/${WEBSITE_ID}` && (init?.method ?? 'GET') === 'GET'
      ? jsonResponse({ website: detail() })
      : handler(url, init),
  );
  const result = renderRoute(
    <>
      <PreviewPage {...props} />
      <Toaster />
    </>,
    { path: '/preview/:websiteId', initialEntry: `/preview/${WEBSITE_ID}` },
  );
  return { ...result, fetchMock };
}

beforeEach(() => {
  document.cookie = 'zappy_signed_in=1; path=/';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Regenerate (spec sections 2 and 4)', () => {
  it('asks for optional improvements, then starts the regeneration with them', async () => {
    const user = userEvent.setup();
    const onRegenerate = vi.fn(() => Promise.resolve(true));
    renderPreview(undefined, { onRegenerate });
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate Website' });
    const field = within(dialog).getByLabelText(/What should change/);
    expect(field).toHaveFocus();
    await user.type(field, 'Use warmer colours');
    expect(within(dialog).getByText('18/5000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(onRegenerate).toHaveBeenCalledWith('Use warmer colours');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('Cancel starts nothing; Regenerate is disabled while regenerating', async () => {
    const user = userEvent.setup();
    const onRegenerate = vi.fn(() => Promise.resolve(true));
    const { unmount } = renderPreview(undefined, { onRegenerate });
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRegenerate).not.toHaveBeenCalled();
    unmount();
    renderPreview(undefined, { isRegenerating: true });
    expect(await screen.findByRole('button', { name: 'Regenerate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restore version 1' })).toBeDisabled();
  });

  it('shows the new version once a regeneration puts it into the website query, not before', async () => {
    let loads = 0;
    const { queryClient } = renderPreview(undefined, {}, () => {
      loads += 1;
      return website();
    });
    const frame = await screen.findByTitle('Golden Crumb website preview');
    const panel = screen.getByRole('region', { name: 'Versions' });
    // Rewriting what is already shown (as a feedback answer does) keeps the frame.
    act(() => {
      queryClient.setQueryData(websiteQueryKey(WEBSITE_ID), website());
    });
    expect(screen.getByTitle('Golden Crumb website preview')).toBe(frame);

    // What the generation flow writes when the regeneration completes.
    const regenerated = website({
      currentVersion: 3,
      versions: [
        {
          number: 3,
          reason: 'Regenerated: add our phone number',
          createdAt: '2025-05-04T10:00:00.000Z',
          isLive: false,
          isCurrent: true,
        },
        ...website().versions.map((v) => ({ ...v, isCurrent: false })),
      ],
    });
    act(() => {
      queryClient.setQueryData(websiteQueryKey(WEBSITE_ID), regenerated);
    });
    expect(await within(panel).findByText('Regenerated: add our phone number')).toBeInTheDocument();
    expect(screen.getByText(/Version 3/, { selector: 'p' })).toBeInTheDocument();
    // Same address, new content: the frame loads it afresh.
    expect(screen.getByTitle('Golden Crumb website preview')).not.toBe(frame);
    expect(loads).toBe(1);
  });
});

describe('Export (spec sections 2 and 7)', () => {
  it('downloads the zip with the session cookie as a blob named after the id', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.href, download: this.download });
    });
    const { fetchMock } = renderPreview((url) =>
      url.endsWith('/export?format=zip')
        ? new Response('PK', {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': `attachment; filename="${WEBSITE_ID}.zip"`,
            },
          })
        : jsonResponse({ error: 'unexpected' }, 500),
    );
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: /ZIP archive/ }));
    expect(await screen.findByText('Website exported successfully!')).toBeInTheDocument();
    expect(clicks).toEqual([{ href: 'blob:zip', download: `${WEBSITE_ID}.zip` }]);
    // The body itself (Node's Blob, not jsdom's, so compare by content rather than class).
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('PK');
    const exportCall = fetchMock.mock.calls.find(
      ([url]) => typeof url === 'string' && url.includes('/export'),
    );
    expect(exportCall?.[0]).toBe(`/api/website/${WEBSITE_ID}/export?format=zip`);
    expect(exportCall?.[1]).toEqual({ credentials: 'same-origin' });
  });

  it('offers JSON too, and a failure toasts and is logged', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPreview(() => jsonResponse({ error: 'Website not found' }, 404));
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(2);
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: /JSON data/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Failed to export website')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('Escape closes the menu and returns focus to Export', async () => {
    const user = userEvent.setup();
    renderPreview();
    const button = await screen.findByRole('button', { name: 'Export' });
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('Versions panel', () => {
  it('lists versions with reason and time, marks live and current, restores an older one', async () => {
    const user = userEvent.setup();
    const restored = website({
      currentVersion: 3,
      versions: [
        {
          number: 3,
          reason: 'Restored version 1',
          createdAt: '2025-05-04T10:00:00.000Z',
          isLive: false,
          isCurrent: true,
        },
        ...website().versions.map((v) => ({ ...v, isCurrent: false })),
      ],
    });
    const { fetchMock } = renderPreview((url, init) =>
      init?.method === 'POST' && url.endsWith('/versions/1/restore')
        ? jsonResponse({ website: restored })
        : jsonResponse({ error: 'unexpected' }, 500),
    );
    const panel = await screen.findByRole('region', { name: 'Versions' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Version 2');
    expect(items[0]).toHaveTextContent('Regenerated: warmer colours');
    expect(within(items[0] as HTMLElement).getByText('Live')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Current')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Generated from the wizard');
    expect(items[1]?.querySelector('time')).toHaveAttribute('datetime', '2025-05-01T10:00:00.000Z');

    await user.click(within(panel).getByRole('button', { name: 'Restore version 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Restore version 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Version 1 restored as version 3')).toBeInTheDocument();
    expect(await within(panel).findByText('Restored version 1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) =>
          url === `/api/website/${WEBSITE_ID}/versions/1/restore` && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('a failed restore shows the server text and keeps the versions', async () => {
    const user = userEvent.setup();
    renderPreview(() => jsonResponse({ error: 'A new version is being generated' }, 409));
    const panel = await screen.findByRole('region', { name: 'Versions' });
    await user.click(within(panel).getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('A new version is being generated')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('Feedback panel (spec section 3, "Feedback entry")', () => {
  it('shows earlier entries, submits new feedback and shows the suggestions and questions', async () => {
    const user = userEvent.setup();
    let body: unknown;
    const stored = website();
    const answer = { suggestions: ['Add a photo of the shop'], questions: ['Do you deliver?'] };
    renderPreview(
      (url, init) => {
        if (url === '/api/website/feedback' && init?.method === 'POST') {
          body = JSON.parse(init.body as string);
          stored.feedback.push({
            feedback: 'Love it',
            ...answer,
            timestamp: '2025-05-05T10:00:00.000Z',
          });
          return jsonResponse(answer);
        }
        return jsonResponse({ error: 'unexpected' }, 500);
      },
      {},
      () => stored,
    );
    const panel = await screen.findByRole('region', { name: 'Feedback' });
    const earlier = within(panel).getByRole('list', { name: 'Earlier feedback' });
    expect(earlier).toHaveTextContent('Too much text on top');
    expect(earlier).toHaveTextContent('Shorten the headline');
    expect(earlier).toHaveTextContent('What are your opening hours?');

    const submit = within(panel).getByRole('button', { name: 'Submit Feedback' });
    expect(submit).toBeDisabled();
    await user.type(within(panel).getByLabelText('What do you think of this version?'), '  ');
    expect(submit).toBeDisabled();
    await user.type(within(panel).getByLabelText('What do you think of this version?'), 'Love it');
    await user.click(submit);
    expect(await screen.findByText('Feedback submitted successfully!')).toBeInTheDocument();
    expect(body).toEqual({ websiteId: WEBSITE_ID, feedback: 'Love it' });
    expect(within(earlier).getByText('Add a photo of the shop')).toBeInTheDocument();
    expect(within(earlier).getByText('Do you deliver?')).toBeInTheDocument();
    expect(within(panel).getByLabelText('What do you think of this version?')).toHaveValue('');
  });

  it('speaks the site’s language, and its toasts stay the spec’s English', async () => {
    const user = userEvent.setup();
    const answer = { suggestions: [], questions: [] };
    renderPreview(
      (url, init) =>
        url === '/api/website/feedback' && init?.method === 'POST'
          ? jsonResponse(answer)
          : jsonResponse({ error: 'unexpected' }, 500),
      {},
      () => website({ content: { locale: { language: 'es-MX' } } }),
    );
    const panel = await screen.findByRole('region', { name: 'Comentarios' });
    const field = within(panel).getByLabelText('¿Qué te parece esta versión?');
    expect(field).toHaveAttribute(
      'placeholder',
      'Por ejemplo: el titular es demasiado largo y me gustaría mostrar nuestro horario.',
    );
    const earlier = within(panel).getByRole('list', { name: 'Comentarios anteriores' });
    expect(within(earlier).getByRole('heading', { name: 'Sugerencias' })).toBeInTheDocument();
    expect(within(earlier).getByRole('heading', { name: 'Preguntas' })).toBeInTheDocument();
    expect(within(earlier).getByRole('heading', { level: 3 })).toHaveTextContent(
      /^Tu comentario, /,
    );
    await user.type(field, 'Me encanta');
    await user.click(within(panel).getByRole('button', { name: 'Enviar comentarios' }));
    expect(await screen.findByText('Feedback submitted successfully!')).toBeInTheDocument();
  });

  it('a failure toasts and keeps the text', async () => {
    const user = userEvent.setup();
    renderPreview(() => jsonResponse({ error: 'boom' }, 500));
    const panel = await screen.findByRole('region', { name: 'Feedback' });
    const field = within(panel).getByLabelText('What do you think of this version?');
    await user.type(field, 'Love it');
    await user.click(within(panel).getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('Failed to submit feedback')).toBeInTheDocument();
    expect(field).toHaveValue('Love it');
  });
});

describe('the preview’s own controls in the site’s language (issue 23)', () => {
  const spanish = (overrides: Partial<WebsiteDetail> = {}) =>
    website({ previewUrl: PREVIEW_URL, content: { locale: { language: 'es-MX' } }, ...overrides });

  it('names the page’s controls, the frame and the versions in Spanish; the spec’s texts stay English', async () => {
    const user = userEvent.setup();
    renderPreview(undefined, {}, () => spanish());
    const versions = await screen.findByRole('region', { name: 'Versiones' });
    expect(screen.getByRole('heading', { level: 1, name: 'Website Preview' })).toBeInTheDocument();
    expect(screen.getByText(/Versión 2/, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Personalizar' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customize Website' })).toBeInTheDocument();
    for (const name of ['Regenerate', 'Export']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('link', { name: 'Live Site (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
    expect(screen.getByTitle('Vista previa del sitio web de Golden Crumb')).toBeInTheDocument();

    const list = within(versions).getByRole('list', {
      name: 'Versiones, de la más reciente a la más antigua',
    });
    const [newest] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent('Versión 2');
    expect(within(newest as HTMLElement).getByText('Publicada')).toBeInTheDocument();
    expect(within(newest as HTMLElement).getByText('Actual')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Señalar y editar' }));
    expect(screen.getByRole('button', { name: 'Señalar y editar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByText(/^Haz clic en un título, un texto, una imagen o una sección de tu sitio/),
    ).toBeInTheDocument();
  });

  it('restores a version in Spanish, with a Spanish toast', async () => {
    const user = userEvent.setup();
    const restored = spanish({
      currentVersion: 3,
      versions: [
        {
          number: 3,
          reason: 'Restored version 1',
          createdAt: '2025-05-04T10:00:00.000Z',
          isLive: false,
          isCurrent: true,
        },
        ...website().versions.map((v) => ({ ...v, isCurrent: false })),
      ],
    });
    renderPreview(
      (url, init) =>
        init?.method === 'POST' && url.endsWith('/versions/1/restore')
          ? jsonResponse({ website: restored })
          : jsonResponse({ error: 'unexpected' }, 500),
      {},
      () => spanish(),
    );
    const versions = await screen.findByRole('region', { name: 'Versiones' });
    await user.click(within(versions).getByRole('button', { name: 'Restaurar la versión 1' }));
    const confirm = screen.getByRole('dialog', { name: '¿Restaurar la versión 1?' });
    expect(confirm).toHaveTextContent(/Se crea una nueva versión como copia de esta/);
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(
      within(confirm).getByRole('button', { name: 'Cerrar el cuadro de diálogo' }),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Restaurar' }));
    expect(await screen.findByText('Versión 1 restaurada como versión 3')).toBeInTheDocument();
  });

  it('asks what to regenerate, exports and opens the business info in Spanish', async () => {
    const user = userEvent.setup();
    renderPreview(undefined, {}, () => spanish());
    await user.click(await screen.findByRole('button', { name: 'Regenerate' }));
    const regenerate = screen.getByRole('dialog', { name: 'Regenerar el sitio web' });
    expect(regenerate).toHaveTextContent(/Zappy crea una nueva versión de Golden Crumb/);
    expect(within(regenerate).getByLabelText(/¿Qué debería cambiar\?/)).toHaveFocus();
    expect(within(regenerate).getByText('(opcional)')).toBeInTheDocument();
    expect(within(regenerate).getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
    await user.click(within(regenerate).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Archivo ZIP/ })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: /Datos JSON/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const chat = screen.getByRole('region', { name: 'Customize Website' });
    await user.click(within(chat).getByRole('button', { name: 'Datos del negocio' }));
    expect(await screen.findByRole('dialog', { name: 'Datos del negocio' })).toBeInTheDocument();
  });
});
