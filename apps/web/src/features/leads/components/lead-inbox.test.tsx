import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lead, LeadsResponse } from '@zappy/contract/leads';
import { jsonResponse, renderRoute } from '../../../test/helpers';
import { mockApi } from '../../../test/mock-api';
import { LeadInboxButton } from './lead-inbox-button';

const SITE = '9f8e7d6c-5b4a-4321-8fed-cba987654321';
const OTHER = '11111111-2222-4333-8444-555555555555';
const LEADS = `/api/website/${SITE}/leads`;

const lead = (overrides: Partial<Lead>): Lead => ({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  kind: 'contact',
  name: 'Noa Cohen',
  email: 'noa@example.com',
  subject: 'Wedding cake',
  message: 'Do you bake three-tier cakes?',
  createdAt: '2025-05-02T09:00:00.000Z',
  read: false,
  delivery: 'sent',
  ...overrides,
});

const OLDER = lead({});
const NEWER = lead({
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  kind: 'newsletter',
  name: '',
  email: 'avi@example.com',
  subject: '',
  message: '',
  createdAt: '2025-05-03T09:00:00.000Z',
  read: true,
  delivery: 'stored',
});

const inbox = (leads: Lead[]): LeadsResponse => ({
  leads,
  total: leads.length,
  unread: leads.filter((item) => !item.read).length,
});

function renderButton(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    '/api/leads/summary': () =>
      jsonResponse({
        sites: [
          { websiteId: SITE, total: 2, unread: 2 },
          { websiteId: OTHER, total: 0, unread: 0 },
        ],
      }),
    [LEADS]: () => jsonResponse(inbox([NEWER, OLDER])),
    ...routes,
  });
  renderRoute(
    <>
      <LeadInboxButton websiteId={SITE} siteName="Golden Crumb" />
      <LeadInboxButton websiteId={OTHER} siteName="Clay Hands" />
      <Toaster />
    </>,
  );
  return api;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Lead inbox', () => {
  it("shows each site's unread count on its Messages button", async () => {
    renderButton();
    const button = await screen.findByRole('button', { name: 'Messages, 2 unread' });
    expect(within(button).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });

  it('lists the messages newest first with their kind, date and delivery', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));
    const dialog = screen.getByRole('dialog', { name: 'Messages — Golden Crumb' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('avi@example.com');
    expect(items[0]).toHaveTextContent('Newsletter');
    expect(items[0]).toHaveTextContent('Stored');
    expect(items[1]).toHaveTextContent('Noa Cohen');
    expect(items[1]).toHaveTextContent('Unread');
    expect(items[1]).toHaveTextContent('Wedding cake');
    expect(items[1]).toHaveTextContent('Emailed to you');
    expect(
      within(items[1] as HTMLElement).getByText('May 2, 2025', { exact: false }),
    ).toBeInTheDocument();
  });

  it('marks a message read when it is opened, and unread again on request', async () => {
    const user = userEvent.setup();
    const { calls } = renderButton({
      [`POST ${LEADS}/${OLDER.id}/read`]: () => jsonResponse({ success: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));
    const toggle = await screen.findByRole('button', { name: /Noa Cohen/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'noa@example.com' })).toHaveAttribute(
      'href',
      'mailto:noa@example.com',
    );
    expect(screen.getByText('Do you bake three-tier cakes?')).toBeVisible();
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { read: true },
      ]);
    });
    expect(toggle).not.toHaveTextContent('Unread');

    await user.click(screen.getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { read: true },
        { read: false },
      ]);
    });
    expect(toggle).toHaveTextContent('Unread');
  });

  it('deletes a message after confirmation', async () => {
    const user = userEvent.setup();
    const { calls } = renderButton({
      [`POST ${LEADS}/${OLDER.id}/read`]: () => jsonResponse({ success: true }),
      [`DELETE ${LEADS}/${OLDER.id}`]: () => jsonResponse({ success: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: /Noa Cohen/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      screen.getByText('Delete this message from Noa Cohen? This cannot be undone.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete message' }));

    expect(await screen.findByText('Message deleted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Noa Cohen/ })).not.toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'DELETE' && call.url === `${LEADS}/${OLDER.id}`),
    ).toBe(true);
  }, 15_000);

  it('downloads leads.csv with the session cookie, never a bearer header', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:leads');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let savedAs = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      savedAs = this.download;
    });
    const { fetchMock } = renderButton({
      [`/api/website/${SITE}/leads.csv`]: () =>
        new Response('name,email\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="golden-crumb-messages.csv"',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => {
      expect(savedAs).toBe('golden-crumb-messages.csv');
    });
    const call = fetchMock.mock.calls.find(([url]) => url === `/api/website/${SITE}/leads.csv`);
    expect(call?.[1]).toEqual({ credentials: 'same-origin' });
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('name,email\n');
  });

  it('opens the inbox of the site whose button was pressed', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(await screen.findByRole('button', { name: 'Messages' }));
    expect(
      await screen.findByRole('dialog', { name: 'Messages — Clay Hands' }),
    ).toBeInTheDocument();
  });

  it('shows the empty state, with nothing to export', async () => {
    const user = userEvent.setup();
    renderButton({ [LEADS]: () => jsonResponse(inbox([])) });
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));
    expect(
      await screen.findByText(
        "No messages yet. Messages visitors send through your site's contact form appear here.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when the messages cannot be loaded', async () => {
    const user = userEvent.setup();
    renderButton({ [LEADS]: () => jsonResponse({ error: 'Website not found' }, 404) });
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 unread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Website not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
