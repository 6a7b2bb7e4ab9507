import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebsiteDetail } from '@zappy/contract/website';
import { websiteQueryKey } from '../../../lib/get-website';
import { jsonResponse, mockFetch, renderRoute } from '../../../test/helpers';
import { LIVE_URL, WEBSITE_ID, websiteDetail } from '../../../test/website';
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
