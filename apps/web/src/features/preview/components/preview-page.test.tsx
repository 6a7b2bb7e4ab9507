import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WebsiteDetail } from '@zappy/contract/website';
import { jsonResponse, mockFetch, renderRoute } from '../../../test/helpers';
import { LIVE_URL, PREVIEW_URL, WEBSITE_ID, websiteDetail } from '../../../test/website';
import { PreviewPage, type PreviewPageProps } from './preview-page';

const website = (overrides: Partial<WebsiteDetail> = {}) =>
  websiteDetail({ liveUrl: LIVE_URL, ...overrides });

function renderPreview(response: () => Response | Promise<Response>, props: PreviewPageProps = {}) {
  const fetchMock = mockFetch((url) =>
    url === `/api/website/${WEBSITE_ID}` ? response() : jsonResponse({ error: 'unexpected' }, 500),
  );
  const result = renderRoute(<PreviewPage {...props} />, {
    path: '/preview/:websiteId',
    initialEntry: `/preview/${WEBSITE_ID}`,
  });
  return { ...result, fetchMock };
}

describe('PreviewPage (spec section 2)', () => {
  it('says it is loading, then shows the header, the buttons, the chat area and the live site', async () => {
    renderPreview(() => jsonResponse({ website: website() }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your website...');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Website Preview' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    for (const name of ['Regenerate', 'Export']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const live = screen.getByRole('link', { name: 'Live Site (opens in a new tab)' });
    expect(live).toHaveAttribute('href', 'http://golden-crumb.localhost:3107');
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveAttribute('rel', 'noopener noreferrer');

    const chat = screen.getByRole('region', { name: 'Customize Website' });
    expect(within(chat).getByText('AI-powered customization assistant')).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'Business info' })).toBeInTheDocument();
    // Below lg (jsdom's width) the chat opens from this button as a slide-over.
    expect(screen.getByRole('button', { name: 'Customize' })).toHaveAttribute(
      'aria-controls',
      chat.id,
    );

    const frame = screen.getByTitle('Golden Crumb website preview');
    expect(frame).toHaveAttribute('src', 'http://golden-crumb.localhost:3107');
    // DESIGN section 9: never allow-same-origin together with allow-scripts.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  });

  it('hosts the composed customization chat in the left third, with what it needs', async () => {
    const renderCustomizationChat = vi.fn(() => <p>The chat</p>);
    renderPreview(() => jsonResponse({ website: website() }), { renderCustomizationChat });
    const chat = await screen.findByRole('region', { name: 'Customize Website' });
    expect(within(chat).getByText('The chat')).toBeInTheDocument();
    expect(renderCustomizationChat).toHaveBeenCalledWith(
      expect.objectContaining({ websiteId: WEBSITE_ID, subject: null }),
    );
  });

  it('frames the sandboxed preview endpoint while there is no live URL', async () => {
    renderPreview(() => jsonResponse({ website: website({ liveUrl: null }) }));
    const frame = await screen.findByTitle('Golden Crumb website preview');
    expect(frame).toHaveAttribute('src', PREVIEW_URL);
    expect(screen.getByRole('link', { name: /Live Site/ })).toHaveAttribute('href', PREVIEW_URL);
  });

  it('says when the website does not exist', async () => {
    renderPreview(() => jsonResponse({ error: 'Website not found' }, 404));
    expect(await screen.findByRole('heading', { name: 'Website Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The website you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows an error with its message and Go to Dashboard', async () => {
    const { fetchMock } = renderPreview(() => jsonResponse({ error: 'Database unavailable' }, 503));
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Website' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    // A server error is asked once more before giving up.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the composed deployment indicator and Regenerating...', async () => {
    const renderDeploymentIndicator = vi.fn(() => <p>Deploying...</p>);
    renderPreview(() => jsonResponse({ website: website() }), {
      renderDeploymentIndicator,
      isRegenerating: true,
    });
    expect(await screen.findByText('Deploying...')).toBeInTheDocument();
    expect(screen.getByText('Regenerating...')).toBeInTheDocument();
    expect(renderDeploymentIndicator).toHaveBeenCalledWith(website(), expect.any(Function));
  });

  it('reloads the website when the deployment settles', async () => {
    let calls = 0;
    let settle: (() => void) | undefined;
    renderPreview(
      () => {
        calls += 1;
        return jsonResponse({ website: website() });
      },
      {
        renderDeploymentIndicator: (_website, onSettled) => {
          settle = onSettled;
          return null;
        },
      },
    );
    await screen.findByRole('heading', { name: 'Website Preview' });
    settle?.();
    await waitFor(() => {
      expect(calls).toBe(2);
    });
  });

  it("gives the composed Integrations button the site's language and puts it before Regenerate; an apply reloads the preview", async () => {
    let calls = 0;
    let reload: (() => void) | undefined;
    renderPreview(
      () => {
        calls += 1;
        return jsonResponse({
          website: website({ currentVersion: calls, content: { locale: { language: 'en-GB' } } }),
        });
      },
      {
        renderIntegrations: ({ websiteId, onApplied, language }) => {
          reload = onApplied;
          return (
            <button type="button">
              Integrations {websiteId.slice(0, 4)} {language}
            </button>
          );
        },
      },
    );
    const integrations = await screen.findByRole('button', { name: /^Integrations/ });
    expect(integrations).toHaveTextContent(`Integrations ${WEBSITE_ID.slice(0, 4)} en-GB`);
    const regenerate = screen.getByRole('button', { name: 'Regenerate' });
    expect(integrations.compareDocumentPosition(regenerate)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const frame = screen.getByTitle('Golden Crumb website preview');
    reload?.();
    await waitFor(() => {
      expect(calls).toBe(2);
    });
    // The new version is new content: the frame loads afresh.
    await waitFor(() => {
      expect(screen.getByTitle('Golden Crumb website preview')).not.toBe(frame);
    });
  });
});
