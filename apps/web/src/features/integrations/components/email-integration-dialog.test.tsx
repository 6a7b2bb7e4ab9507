import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../test/helpers';
import { DNS_RECORDS, WEBSITE_ID, emailConfig } from '../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { EmailIntegrationDialog } from './email-integration-dialog';

const CONFIG = `/api/email/config/${WEBSITE_ID}`;

function renderDialog(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  renderRoute(<EmailIntegrationDialog open websiteId={WEBSITE_ID} onClose={vi.fn()} />);
  return api;
}

const currentStep = () =>
  screen.getByRole('list', { name: 'Setup steps' }).querySelector('[aria-current="step"]');

describe('EmailIntegrationDialog (spec sections 2 and 4)', () => {
  it('loads the settings in step 1, then shows the DNS records in step 2', async () => {
    renderDialog({ [CONFIG]: () => jsonResponse(emailConfig()) });
    const dialog = screen.getByRole('dialog', { name: 'Email integration' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading your email settings...');
    expect(currentStep()).toHaveTextContent('Configuring');

    expect(
      await within(dialog).findByText('Golden Crumb <hello@goldencrumb.com>'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByText('goldencrumb.com')[0]).toBeInTheDocument();

    expect(currentStep()).toHaveTextContent('DNS records required');
    expect(within(dialog).getByRole('heading', { name: 'DNS records required' })).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Name of record 1' })).toHaveValue(
      DNS_RECORDS[0]?.name,
    );
    expect(within(dialog).getByRole('textbox', { name: 'Value of record 2' })).toHaveValue(
      DNS_RECORDS[1]?.value,
    );
    expect(within(dialog).getByText('DKIM: proves the mail is yours.')).toBeInTheDocument();
    expect(
      within(dialog).getAllByText(
        'DNS changes can take 15 minutes to 48 hours to propagate, usually 1-2 hours.',
      ),
    ).toHaveLength(1);
    expect(within(dialog).getByText('Status: Pending verification')).toBeInTheDocument();
  });

  it('goes straight to step 3 when there are no records to publish', async () => {
    const base = emailConfig();
    renderDialog({
      [CONFIG]: () =>
        jsonResponse({ ...base, config: base.config && { ...base.config, dnsRecords: [] } }),
    });
    expect(await screen.findByRole('button', { name: 'Send test email' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Complete');
    expect(screen.getByText(/DNS records required/)).toHaveTextContent('(not needed)');
    expect(screen.getByRole('button', { name: 'Send test email' })).toBeInTheDocument();
  });

  it('copies the exact name and value and announces it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    renderDialog({ [CONFIG]: () => jsonResponse(emailConfig()) });
    await screen.findByRole('button', { name: 'Verify DNS' });
    // user-event installs its own clipboard on setup; this one records what was written.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

    await user.click(screen.getByRole('button', { name: 'Copy value of record 1' }));
    expect(writeText).toHaveBeenLastCalledWith('v=DKIM1; k=rsa; p=MIIBIjANBgkq');
    await user.click(screen.getByRole('button', { name: 'Copy name of record 2' }));
    expect(writeText).toHaveBeenLastCalledWith('goldencrumb.com');
    expect(await screen.findByText('Copied')).toHaveAttribute('role', 'status');
  });

  it("says 'DNS records not yet verified' with each problem, then moves to step 3 once verified", async () => {
    const user = userEvent.setup();
    let isPublished = false;
    const { calls } = renderDialog({
      [CONFIG]: () => jsonResponse(emailConfig()),
      'POST /api/email/verify-dns': () =>
        jsonResponse(
          isPublished
            ? { success: true, verified: true, message: 'DNS records verified', records: [] }
            : {
                success: true,
                verified: false,
                message: 'DNS records not yet verified',
                records: [
                  { name: DNS_RECORDS[0]?.name, found: false, problem: 'No TXT record found' },
                  { name: DNS_RECORDS[1]?.name, found: true, problem: null },
                ],
              },
        ),
    });
    await screen.findByRole('button', { name: 'Verify DNS' });
    await user.click(screen.getByRole('button', { name: 'Verify DNS' }));
    expect(await screen.findByText('DNS records not yet verified')).toBeInTheDocument();
    expect(screen.getByText(/No TXT record found/)).toHaveTextContent(
      'zappy._domainkey.goldencrumb.com: No TXT record found',
    );
    expect(calls.find((call) => call.url === '/api/email/verify-dns')?.body).toEqual({
      websiteId: WEBSITE_ID,
    });

    isPublished = true;
    await user.click(screen.getByRole('button', { name: 'Verify DNS' }));
    await waitFor(() => {
      expect(currentStep()).toHaveTextContent('Complete');
    });
    expect(
      screen.getByText('DNS records verified: mail from goldencrumb.com is ready.'),
    ).toBeInTheDocument();
  });

  it('opens the help dialog from Need help? and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderDialog({ [CONFIG]: () => jsonResponse(emailConfig()) });
    await screen.findByRole('button', { name: 'Verify DNS' });
    const help = screen.getByRole('button', { name: 'Need help?' });
    await user.click(help);
    const dialog = screen.getByRole('dialog', { name: 'Help with DNS records' });
    expect(within(dialog).getByText(/support replies within about 24 hours/)).toBeInTheDocument();
    expect(within(dialog).getByText('DMARC')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Help with DNS records' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Email integration' })).toBeInTheDocument();
    expect(help).toHaveFocus();
  });

  it('sends a test email and says whether it went', async () => {
    const user = userEvent.setup();
    let answer: Response = jsonResponse({ success: true, error: null });
    const base = emailConfig();
    const { calls } = renderDialog({
      [CONFIG]: () =>
        jsonResponse({
          ...base,
          config: base.config && {
            ...base.config,
            domainAuth: { status: 'verified', checkedAt: '2025-05-02T10:00:00.000Z' },
          },
        }),
      'POST /api/email/test': () => answer,
    });
    await screen.findByRole('button', { name: 'Send test email' });
    const input = screen.getByRole('textbox', { name: 'Send a test email to' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText(/Test email sent to dana@example.com/)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/email/test')?.body).toEqual({
      websiteId: WEBSITE_ID,
      testEmail: 'dana@example.com',
    });

    answer = jsonResponse({ success: false, error: 'Mailbox unavailable' });
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mailbox unavailable');

    answer = jsonResponse({}, 500);
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to send test email');
    });
  });

  it('says plainly when this server has no outgoing mail, and still offers the DNS setup', async () => {
    renderDialog({ [CONFIG]: () => jsonResponse(emailConfig({ outgoingMail: false })) });
    expect(
      await screen.findByText(
        /This Zappy server has no outgoing mail: its administrator has not set SMTP_URL\./,
      ),
    ).toHaveTextContent(/Test emails and contact-form delivery by email are off/);
    expect(screen.getByRole('button', { name: 'Verify DNS' })).toBeEnabled();
  });
});
