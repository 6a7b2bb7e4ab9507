import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SiteDomain } from '@zappy/contract/domains';
import type { RepositoryStatus } from '@zappy/contract/repository';
import type { HostingPlatform } from '@zappy/contract/website';
import { jsonResponse, mockFetch, renderRoute } from '../../../test/helpers';
import { LIVE_URL, WEBSITE_ID, websiteDetail } from '../../../test/website';
import { PreviewPage } from './preview-page';
import { PublishingPanel } from './publishing-panel';

const DOMAINS = `/api/website/${WEBSITE_ID}/domains`;
const REPOSITORY = `/api/website/${WEBSITE_ID}/repository`;
const TOKEN = 'github_pat_s3cr3t';

const pendingDomain: SiteDomain = {
  domain: 'www.golden-crumb.example',
  status: 'pending',
  role: null,
  redirectsTo: null,
  url: 'https://www.golden-crumb.example',
  records: [
    {
      type: 'CNAME',
      name: 'www.golden-crumb.example',
      value: 'golden-crumb.zappy.example',
      purpose: 'Points your domain at your Zappy site.',
      state: 'wrong',
      found: ['parked.registrar.example'],
      problem: 'Another address is there: replace it.',
    },
    {
      type: 'TXT',
      name: '_zappy.www.golden-crumb.example',
      value: 'zappy-verify=abc123',
      purpose: 'Proves the domain is yours.',
      state: 'missing',
      found: [],
      problem: null,
    },
  ],
  createdAt: '2025-05-01T10:00:00.000Z',
  checkedAt: '2025-05-01T10:05:00.000Z',
  verifiedAt: null,
};

const notConnected: RepositoryStatus = {
  connected: false,
  owner: null,
  name: null,
  htmlUrl: null,
  createdByZappy: false,
  lastPush: null,
  pages: null,
  usesInstanceToken: false,
};

const connected: RepositoryStatus = {
  connected: true,
  owner: 'dana',
  name: 'golden-crumb',
  htmlUrl: 'https://github.com/dana/golden-crumb',
  createdByZappy: true,
  lastPush: {
    status: 'failed',
    versionNumber: 3,
    at: '2025-05-01T10:00:00.000Z',
    error: 'GitHub refused the push: the token may not write to this repository.',
    nextAttemptAt: '2025-05-01T10:10:00.000Z',
  },
  pages: null,
  usesInstanceToken: false,
};

const pushed: RepositoryStatus = {
  ...connected,
  lastPush: { status: 'pushed', versionNumber: 1, at: '2025-05-01T10:00:30.000Z' },
};

interface Api {
  domains?: SiteDomain[];
  repository?: RepositoryStatus;
}

/** A server holding the site's domains and repository, answering as the routes do. */
function serve(api: Api = {}) {
  let domains = api.domains ?? [];
  let repository = api.repository ?? notConnected;
  return mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (url === DOMAINS && method === 'GET') return jsonResponse({ domains, limit: 5 });
    if (url === DOMAINS && method === 'POST') {
      const { domain } = JSON.parse(init?.body as string) as { domain: string };
      if (domains.some((d) => d.domain === domain)) {
        return jsonResponse({ error: 'This domain is already connected to a site' }, 409);
      }
      const added = { ...pendingDomain, domain };
      domains = [...domains, added];
      return jsonResponse(added);
    }
    if (url === `${DOMAINS}/${pendingDomain.domain}/verify`) {
      domains = domains.map((d) => ({
        ...d,
        records: d.records.map((r) => ({ ...r, state: 'ok' as const, problem: null })),
        status: 'verified' as const,
        role: 'primary' as const,
      }));
      return jsonResponse({ ...domains[0], verified: true });
    }
    if (url === `${DOMAINS}/${pendingDomain.domain}` && method === 'DELETE') {
      domains = [];
      return jsonResponse({ success: true });
    }
    if (url === REPOSITORY && method === 'GET') {
      // A worker pushes meanwhile: the next look finds the push done.
      if (repository.lastPush?.status === 'pending') repository = pushed;
      return jsonResponse(repository);
    }
    if (url === REPOSITORY && method === 'PUT') {
      repository = { ...connected, lastPush: { status: 'pending', versionNumber: 1, at: '' } };
      return jsonResponse(repository);
    }
    if (url === `/api/website/${WEBSITE_ID}`) {
      return jsonResponse({ website: websiteDetail({ liveUrl: LIVE_URL }) });
    }
    throw new Error(`Unexpected ${method} ${url}`);
  });
}

function renderPanel(
  customDomainUrl: string | null = null,
  hostedOn: HostingPlatform = 'zappy',
  liveUrl: string | null = LIVE_URL,
) {
  return renderRoute(
    <PublishingPanel
      websiteId={WEBSITE_ID}
      liveUrl={liveUrl}
      customDomainUrl={customDomainUrl}
      hostedOn={hostedOn}
      currentVersion={1}
    />,
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('PublishingPanel', () => {
  it('shows where the site is live, its own domain first once verified', () => {
    serve();
    renderPanel('https://www.golden-crumb.example');
    expect(
      screen.getByRole('link', { name: /^https:\/\/www\.golden-crumb\.example/ }),
    ).toHaveAttribute('href', 'https://www.golden-crumb.example');
    expect(screen.getByText('Its Zappy address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^${LIVE_URL}`) })).toHaveAttribute(
      'href',
      LIVE_URL,
    );
  });

  it('names the platform the site is published to, live or not yet', () => {
    serve();
    const { unmount } = renderPanel(null, 'vercel');
    expect(screen.getByText('Hosted on').closest('div')).toHaveTextContent('Hosted on Vercel');
    unmount();
    renderPanel(null, 'netlify', null);
    expect(screen.getByText('Hosted on').closest('div')).toHaveTextContent('Hosted on Netlify');
    expect(screen.getByText('Your site is not live yet.')).toBeInTheDocument();
  });

  it('lists each domain with its status and the DNS records to create, with their states', async () => {
    serve({ domains: [pendingDomain] });
    renderPanel();
    const table = await screen.findByRole('table', {
      name: 'DNS records for www.golden-crumb.example',
    });
    expect(screen.getByText('1 of 5 domains')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    const [, cname, txt] = within(table).getAllByRole('row') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(cellsOf(cname)).toEqual([
      'CNAME',
      'www.golden-crumb.examplePoints your domain at your Zappy site.',
      'golden-crumb.zappy.example',
      'WrongFound: parked.registrar.exampleAnother address is there: replace it.',
    ]);
    expect(cellsOf(txt)[3]).toBe('Missing');
    expect(within(txt).getByRole('button', { name: 'Copy TXT Value' })).toBeInTheDocument();
    // On a phone (the table hidden there by CSS), each record is a labelled block instead.
    const list = screen.getByRole('list', { name: 'DNS records for www.golden-crumb.example' });
    const [cnameBlock] = within(list).getAllByRole('listitem') as [HTMLElement];
    expect(
      within(cnameBlock)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Type', 'Name', 'Value', 'State']);
    expect(within(cnameBlock).getAllByRole('definition')[2]).toHaveTextContent(
      'golden-crumb.zappy.example',
    );
    expect(
      within(cnameBlock).getByRole('button', { name: 'Copy CNAME Value' }),
    ).toBeInTheDocument();
  });

  it('checks a domain now and says it is verified', async () => {
    const fetchMock = serve({ domains: [pendingDomain] });
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Check now: www.golden-crumb.example' }),
    );
    expect(await screen.findByText('www.golden-crumb.example is verified.')).toBeInTheDocument();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `${DOMAINS}/www.golden-crumb.example/verify`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('adds a domain, and shows the server’s reason when it refuses one', async () => {
    serve({ domains: [pendingDomain] });
    const user = userEvent.setup();
    renderPanel();
    const input = await screen.findByLabelText('Domain name');
    await user.type(input, 'shop.golden-crumb.example');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(
      await screen.findByRole('table', { name: 'DNS records for shop.golden-crumb.example' }),
    ).toBeInTheDocument();
    expect(input).toHaveValue('');

    await user.type(input, 'www.golden-crumb.example');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This domain is already connected to a site',
    );
    expect(input).toHaveAccessibleDescription(
      'Such as www.example.com, without https:// This domain is already connected to a site',
    );
  });

  it('removes a domain once the owner confirms', async () => {
    const fetchMock = serve({ domains: [pendingDomain] });
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Remove www.golden-crumb.example' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove www.golden-crumb.example?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('No domains yet. Add one you own, such as www.example.com.'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `${DOMAINS}/www.golden-crumb.example`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('shows a connected repository: its link, a failed push with its reason and next attempt', async () => {
    serve({ repository: connected });
    renderPanel();
    expect(
      await screen.findByRole('link', { name: /^Open on GitHub: dana\/golden-crumb/ }),
    ).toHaveAttribute('href', 'https://github.com/dana/golden-crumb');
    expect(screen.getByText('Pushing version 3 failed')).toBeInTheDocument();
    expect(
      screen.getByText('GitHub refused the push: the token may not write to this repository.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Next attempt on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Push now' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect the repository?' });
    expect(
      within(dialog).getByRole('checkbox', {
        name: 'Also delete dana/golden-crumb on GitHub, which Zappy created',
      }),
    ).not.toBeChecked();
  });

  it('connects a repository with the owner’s token, never showing it, and sees the push end', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    const { container } = renderPanel();
    await user.type(await screen.findByLabelText('Repository name'), 'golden-crumb');
    const token = screen.getByLabelText('GitHub access token');
    expect(token).toHaveAttribute('type', 'password');
    await user.type(token, TOKEN);
    await user.click(screen.getByRole('checkbox', { name: 'Turn on GitHub Pages' }));
    await user.click(screen.getByRole('button', { name: 'Connect repository' }));

    expect(await screen.findByText('Pushing version 1...')).toBeInTheDocument();
    // Nothing tells the page when the worker is done: it asks again while the push is under way.
    expect(await screen.findByText(/^Pushed version 1 on /, {}, { timeout: 4000 })).toBeVisible();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({
      name: 'golden-crumb',
      token: TOKEN,
      pages: true,
    });
    expect(container.innerHTML).not.toContain(TOKEN);
  });

  it('asks about the repository again once the site has a new version, which is pushed', async () => {
    let repository = pushed;
    mockFetch((url, init) => {
      if (url === DOMAINS) return jsonResponse({ domains: [], limit: 5 });
      if (url === REPOSITORY) return jsonResponse(repository);
      throw new Error(`Unexpected ${init?.method ?? 'GET'} ${url}`);
    });
    /** The panel as the preview gives it the site's newest version. */
    function NewVersion() {
      const [version, setVersion] = useState(1);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setVersion(2);
            }}
          >
            Publish version 2
          </button>
          <PublishingPanel
            websiteId={WEBSITE_ID}
            liveUrl={LIVE_URL}
            customDomainUrl={null}
            hostedOn="zappy"
            currentVersion={version}
          />
        </>
      );
    }
    const user = userEvent.setup();
    renderRoute(<NewVersion />);
    expect(await screen.findByText(/^Pushed version 1 on /)).toBeVisible();
    repository = { ...connected, lastPush: { status: 'pending', versionNumber: 2, at: '' } };
    await user.click(screen.getByRole('button', { name: 'Publish version 2' }));
    expect(await screen.findByText('Pushing version 2...')).toBeVisible();
  });

  it('asks for no token when the server has its own', async () => {
    serve({ repository: { ...notConnected, usesInstanceToken: true } });
    renderPanel();
    expect(await screen.findByLabelText('Repository name')).toBeInTheDocument();
    expect(screen.queryByLabelText('GitHub access token')).not.toBeInTheDocument();
  });
});

describe('PreviewPage Publishing section', () => {
  it('loads the panel when first opened, in the site’s language', async () => {
    mockFetch((url, init) => {
      if (url === `/api/website/${WEBSITE_ID}`) {
        return jsonResponse({
          website: websiteDetail({ liveUrl: LIVE_URL, content: { locale: { language: 'fr' } } }),
        });
      }
      if (url === DOMAINS) return jsonResponse({ domains: [pendingDomain], limit: 5 });
      if (url === REPOSITORY) return jsonResponse(notConnected);
      throw new Error(`Unexpected ${init?.method ?? 'GET'} ${url}`);
    });
    const user = userEvent.setup();
    renderRoute(<PreviewPage />, {
      path: '/preview/:websiteId',
      initialEntry: `/preview/${WEBSITE_ID}`,
    });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Publication' });
    const section = heading.closest('details');
    expect(section).not.toHaveAttribute('open');
    expect(screen.queryByText('Vos domaines')).not.toBeInTheDocument();
    await user.click(heading);
    expect(section).toHaveAttribute('open');
    // Its own words are in the panel's chunk: until that arrives, the app's say it is loading.
    expect(await screen.findByText('Chargement...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Vos domaines' })).toBeInTheDocument();
    expect(screen.getByText('Hébergé par').closest('div')).toHaveTextContent('Hébergé par Zappy');
    expect(
      await screen.findByRole('button', { name: 'Vérifier www.golden-crumb.example' }),
    ).toBeVisible();
  });
});
