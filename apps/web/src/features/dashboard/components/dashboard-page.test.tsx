import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebsiteListItem, WebsiteStats } from '@zappy/contract/website';
import { jsonResponse, mockFetch, renderRoute } from '../../../test/helpers';
import { DashboardPage, type DashboardPageProps } from './dashboard-page';

const BAKERY: WebsiteListItem = {
  id: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
  name: 'Golden Crumb',
  industry: 'Bakery',
  versions: 1,
  status: 'completed',
  createdAt: '2025-05-01T10:00:00.000Z',
  lastModified: '2025-05-03T10:00:00.000Z',
  renderUrl: 'http://golden-crumb.localhost:3107/',
  customDomainUrl: null,
};
const STUDIO: WebsiteListItem = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Clay Hands',
  industry: 'Pottery studio',
  versions: 3,
  status: 'generating',
  createdAt: '2025-04-02T10:00:00.000Z',
  lastModified: '',
  renderUrl: null,
  customDomainUrl: null,
};
const STATS: WebsiteStats = { totalWebsites: 2, thisMonth: 1, totalVersions: 4 };

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

function renderDashboard(
  list: () => Response | Promise<Response>,
  options: { onDelete?: Handler; stats?: () => Response; props?: Partial<DashboardPageProps> } = {},
) {
  const fetchMock = mockFetch((url, init) => {
    if (init?.method === 'DELETE' && options.onDelete) return options.onDelete(url, init);
    if (url === '/api/website/user') return list();
    if (url.startsWith('/api/website/stats?tz=')) return options.stats?.() ?? jsonResponse(STATS);
    return jsonResponse({ error: 'unexpected' }, 500);
  });
  const result = renderRoute(
    <>
      <DashboardPage firstName="Dana" {...options.props} />
      <Toaster />
    </>,
    { path: '/dashboard' },
  );
  return { ...result, fetchMock };
}

const statValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DashboardPage (spec section 2)', () => {
  it('greets by first name, says it is loading, then shows the statistics and the rows', async () => {
    const { fetchMock } = renderDashboard(() => jsonResponse([BAKERY, STUDIO]));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Dana!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Manage your AI-generated marketing websites')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Website' })).toHaveAttribute(
      'href',
      '/wizard',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your websites...');

    expect(await screen.findByRole('heading', { name: 'Golden Crumb' })).toBeInTheDocument();
    await waitFor(() => {
      expect(statValue('Total Websites')).toBe('2');
    });
    expect(statValue('This Month')).toBe('1');
    expect(statValue('Total Versions')).toBe('4');
    // "This month" is the viewer's month, so the server is told the viewer's zone.
    const statsCall = fetchMock.mock.calls.find(
      ([url]) => typeof url === 'string' && url.includes('/stats'),
    );
    expect(statsCall?.[0]).toBe(
      `/api/website/stats?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    );
  });

  it('shows each row: versions singular and plural, Updated date, Live Site, badge, actions', async () => {
    renderDashboard(() => jsonResponse([BAKERY, STUDIO]));
    await screen.findByRole('heading', { name: 'Golden Crumb' });
    const rows = screen.getAllByRole('listitem');
    const bakery = rows.find((row) => within(row).queryByRole('heading', { name: 'Golden Crumb' }));
    const studio = rows.find((row) => within(row).queryByRole('heading', { name: 'Clay Hands' }));
    if (!bakery || !studio) throw new Error('rows missing');

    expect(within(bakery).getByText('Bakery')).toBeInTheDocument();
    expect(within(bakery).getByText('1 version')).toBeInTheDocument();
    expect(within(studio).getByText('3 versions')).toBeInTheDocument();

    // lastModified, or createdAt when there is none.
    expect(
      within(bakery)
        .getByText(/Updated/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', BAKERY.lastModified);
    expect(
      within(studio)
        .getByText(/Updated/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', STUDIO.createdAt);
    expect(within(bakery).getByText(/Updated/)).toHaveTextContent(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
        new Date(BAKERY.lastModified),
      ),
    );

    const live = within(bakery).getByRole('link', { name: /Live Site/ });
    expect(live).toHaveAttribute('href', BAKERY.renderUrl);
    expect(live).toHaveAttribute('target', '_blank');
    expect(within(studio).queryByRole('link', { name: /Live Site/ })).not.toBeInTheDocument();

    expect(within(bakery).getByText('Completed')).toHaveAttribute('data-tone', 'green');
    expect(within(bakery).getByText('Completed')).toHaveClass('bg-emerald-50');
    expect(within(studio).getByText('Generating')).toHaveAttribute('data-tone', 'yellow');
    expect(within(studio).getByText('Generating')).toHaveClass('bg-amber-50');

    expect(within(bakery).getByRole('link', { name: 'Preview Golden Crumb' })).toHaveAttribute(
      'href',
      `/preview/${BAKERY.id}`,
    );
    expect(within(bakery).getByRole('button', { name: 'Export Golden Crumb' })).toBeInTheDocument();
    expect(within(bakery).getByRole('button', { name: 'Delete Golden Crumb' })).toBeInTheDocument();

    // The thumbnail is the live page, inert and hidden from assistive technology.
    const thumbnail = bakery.querySelector('iframe');
    expect(thumbnail).toHaveAttribute('src', BAKERY.renderUrl);
    expect(thumbnail).toHaveAttribute('sandbox', '');
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('tabindex', '-1');
    expect(thumbnail).toHaveAttribute('aria-hidden', 'true');
    expect(studio.querySelector('iframe')).toBeNull();
  });

  it('computes the statistics from the list until the server answers', async () => {
    const thisMonth = new Date();
    thisMonth.setDate(1);
    thisMonth.setHours(0, 0, 1);
    renderDashboard(
      () =>
        jsonResponse([
          { ...BAKERY, versions: 2, createdAt: thisMonth.toISOString() },
          { ...STUDIO, versions: 5 },
        ]),
      { stats: () => jsonResponse({ error: 'Database unavailable' }, 503) },
    );
    await screen.findByRole('heading', { name: 'Golden Crumb' });
    expect(statValue('Total Websites')).toBe('2');
    expect(statValue('This Month')).toBe('1');
    expect(statValue('Total Versions')).toBe('7');
  });

  it('shows the empty state with Create Your First Website, Quick Start and Need Help?', async () => {
    renderDashboard(() => jsonResponse([]), {
      stats: () => jsonResponse({ totalWebsites: 0, thisMonth: 0, totalVersions: 0 }),
    });
    expect(await screen.findByRole('heading', { name: 'No websites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Website' })).toHaveAttribute(
      'href',
      '/wizard',
    );
    expect(screen.getByRole('heading', { name: 'Quick Start' })).toBeInTheDocument();
    const help = screen.getByRole('region', { name: 'Need Help?' });
    expect(within(help).getByRole('link')).toHaveAttribute('href', '/documentation');
  });

  it('treats a non-array answer as an empty list', async () => {
    renderDashboard(() => jsonResponse({ websites: [BAKERY] }));
    expect(await screen.findByRole('heading', { name: 'No websites yet' })).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => jsonResponse({ error: 'boom' }, 500), 'Failed to load websites'],
    ['a 401', () => jsonResponse({ error: 'no' }, 401), 'Please log in to view your websites'],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Network error. Please check your connection.',
    ],
  ])('says why the list failed after %s, with the list emptied', async (_name, list, text) => {
    renderDashboard(list);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('heading', { name: 'Golden Crumb' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No websites yet' })).not.toBeInTheDocument();
  });

  it('shows the site’s own domain when one is verified', async () => {
    renderDashboard(() =>
      jsonResponse([{ ...BAKERY, customDomainUrl: 'https://www.golden-crumb.example' }, STUDIO]),
    );
    await screen.findByRole('heading', { name: 'Golden Crumb' });
    const rows = screen.getAllByRole('listitem');
    const bakery = rows.find((row) => within(row).queryByRole('heading', { name: 'Golden Crumb' }));
    const studio = rows.find((row) => within(row).queryByRole('heading', { name: 'Clay Hands' }));
    if (!bakery || !studio) throw new Error('rows missing');
    const domain = within(bakery).getByRole('link', { name: /www\.golden-crumb\.example/ });
    expect(domain).toHaveAttribute('href', 'https://www.golden-crumb.example');
    expect(domain).toHaveAccessibleName('www.golden-crumb.example (opens in a new tab)');
    expect(
      within(studio)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).not.toContain(expect.stringContaining('example'));
  });

  it('says Authenticating... while auth loads and asks signed-out visitors to log in', () => {
    const fetchMock = mockFetch(() => jsonResponse([]));
    const { unmount } = renderRoute(<DashboardPage firstName="" authStatus="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...');
    unmount();
    renderRoute(<DashboardPage firstName="" authStatus="signed-out" />);
    expect(screen.getByText('Please log in to view your dashboard.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('deleting a website (spec sections 2, 4 and 8)', () => {
  async function openDelete(onDelete: Handler) {
    const user = userEvent.setup();
    const rendered = renderDashboard(() => jsonResponse([BAKERY, STUDIO]), { onDelete });
    await screen.findByRole('heading', { name: 'Golden Crumb' });
    await user.click(screen.getByRole('button', { name: 'Delete Golden Crumb' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Website' });
    return { user, dialog, ...rendered };
  }

  it('lists what is deleted, says it cannot be undone, and Cancel or Escape keep the site', async () => {
    const onDelete = vi.fn(() => jsonResponse({ success: true }));
    const { user, dialog } = await openDelete(onDelete);
    expect(dialog).toHaveTextContent(/website and all its versions from the database/);
    expect(dialog).toHaveTextContent(/repository, if it has one/);
    expect(dialog).toHaveTextContent(/deployment, if it has one/);
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Golden Crumb' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Golden Crumb' })).toBeInTheDocument();
  });

  it('names the GitHub repository Zappy created as deleted with it, and one it did not as kept', async () => {
    const user = userEvent.setup();
    const created = {
      htmlUrl: 'https://github.com/dana/golden-crumb',
      createdByZappy: true,
      lastPush: null,
    };
    const theirs = { ...created, htmlUrl: 'https://github.com/dana/clay', createdByZappy: false };
    renderDashboard(() =>
      jsonResponse([
        { ...BAKERY, repository: created },
        { ...STUDIO, repository: theirs },
      ]),
    );
    await screen.findByRole('heading', { name: 'Golden Crumb' });
    await user.click(screen.getByRole('button', { name: 'Delete Golden Crumb' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete Website' });
    expect(within(dialog).getByRole('list')).toHaveTextContent(
      /its repository on GitHub, https:\/\/github\.com\/dana\/golden-crumb, which Zappy created \(should GitHub refuse/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Clay Hands' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Website' });
    expect(within(dialog).getByRole('list')).toHaveTextContent(
      'Its code repository, if it has one',
    );
    expect(within(dialog).getByRole('list')).not.toHaveTextContent('github.com');
    expect(dialog).toHaveTextContent(
      'Its GitHub repository, https://github.com/dana/clay, stays: Zappy did not create it.',
    );
  });

  it('names the site’s own domain as no longer showing it, and its repository by address', async () => {
    const user = userEvent.setup();
    renderDashboard(() =>
      jsonResponse([
        {
          ...BAKERY,
          customDomainUrl: 'https://www.golden-crumb.example',
          repository: {
            htmlUrl: 'https://github.com/dana/golden-crumb',
            createdByZappy: true,
            lastPush: null,
          },
        },
        STUDIO,
      ]),
    );
    await screen.findByRole('heading', { name: 'Golden Crumb' });
    await user.click(screen.getByRole('button', { name: 'Delete Golden Crumb' }));
    let items = within(screen.getByRole('dialog', { name: 'Delete Website' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'The website and all its versions from the database',
      expect.stringContaining('https://github.com/dana/golden-crumb, which Zappy created'),
      'Its deployment, if it has one: the live site stops answering',
      'Its connection to your own domains, such as https://www.golden-crumb.example, which stop showing the site at once (the domain names stay yours)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Clay Hands' }));
    items = within(screen.getByRole('dialog', { name: 'Delete Website' })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent('Its connection to your own domains, if it has any');
  });

  it('says Deleting... while busy, then toasts the name and removes the row', async () => {
    let finish: (() => void) | undefined;
    const { user, dialog, fetchMock } = await openDelete(
      () =>
        new Promise<Response>((resolve) => {
          finish = () => {
            resolve(jsonResponse({ success: true }));
          };
        }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Website' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    finish?.();
    expect(
      await screen.findByText('Website "Golden Crumb" deleted successfully'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Golden Crumb' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clay Hands' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleteCall?.[0]).toBe(`/api/website/${BAKERY.id}`);
  });

  it('a 404 says it was already deleted and removes the row', async () => {
    const { user, dialog } = await openDelete(() =>
      jsonResponse({ error: 'Website not found' }, 404),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Website' }));
    expect(await screen.findByText('Website not found or already deleted')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Golden Crumb' })).not.toBeInTheDocument();
  });

  it('a 401 says there is no permission and keeps the row (and the page)', async () => {
    const { user, dialog, router } = await openDelete(() =>
      jsonResponse({ error: 'Authentication required' }, 401),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Website' }));
    expect(
      await screen.findByText('You do not have permission to delete this website'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Golden Crumb' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    [
      'the server error text',
      () => jsonResponse({ error: 'Hosting provider unavailable' }, 502),
      'Hosting provider unavailable',
    ],
    [
      'the fallback',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Failed to delete website',
    ],
  ])('any other failure shows %s and keeps the row', async (_name, onDelete, text) => {
    const { user, dialog } = await openDelete(onDelete);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Website' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Golden Crumb' })).toBeInTheDocument();
  });

  it("puts the composed Messages button in each row, for that row's site", async () => {
    const renderMessages = vi.fn((website: WebsiteListItem) => (
      <button type="button">Messages for {website.name}</button>
    ));
    renderDashboard(() => jsonResponse([BAKERY, STUDIO]), { props: { renderMessages } });
    const row = (await screen.findByRole('heading', { name: 'Golden Crumb' })).closest('li');
    expect(
      within(row as HTMLElement).getByRole('button', { name: 'Messages for Golden Crumb' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Messages for Clay Hands' })).toBeInTheDocument();
  });
});
