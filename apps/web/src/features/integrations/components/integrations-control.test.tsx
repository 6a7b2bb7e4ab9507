import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import type { AppliedIntegration } from '@zappy/contract/integrations';
import { jsonResponse, renderRoute } from '../../../test/helpers';
import { CATALOGUE, WEBSITE_ID, emailConfig, websiteIntegrations } from '../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { IntegrationsControl } from './integrations-control';

const INTEGRATIONS = `/api/website/${WEBSITE_ID}/integrations`;

const applied = (overrides: Partial<AppliedIntegration>): AppliedIntegration => ({
  serverId: 'plausible',
  toolName: 'add_plausible',
  category: 'analytics',
  configuration: { domain: 'goldencrumb.com' },
  priority: 'medium',
  status: 'configured',
  appliedAt: '2025-05-02T10:00:00.000Z',
  ...overrides,
});

function renderControl(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    '/api/integrations/available': () => jsonResponse(CATALOGUE),
    [INTEGRATIONS]: () => jsonResponse(websiteIntegrations()),
    ...routes,
  });
  const onApplied = vi.fn();
  renderRoute(
    <>
      <IntegrationsControl websiteId={WEBSITE_ID} onApplied={onApplied} />
      <Toaster />
    </>,
  );
  return { ...api, onApplied };
}

describe('IntegrationsControl (spec sections 2 and 4)', () => {
  it('opens a labelled panel with what is applied, its status and the suggestions; Escape closes it', async () => {
    const user = userEvent.setup();
    renderControl({
      [INTEGRATIONS]: () =>
        jsonResponse(
          websiteIntegrations({
            appliedIntegrations: [
              applied({}),
              applied({
                serverId: 'email',
                toolName: 'send_from_domain',
                category: 'email',
                status: 'dns_setup_required',
              }),
            ],
            integrationSuggestions: [
              {
                serverId: 'paypal',
                toolName: 'add_paypal_button',
                priority: 'high',
                reason: 'Take deposits online.',
              },
            ],
          }),
        ),
    });
    const opener = screen.getByRole('button', { name: 'Integrations' });
    await user.click(opener);
    const panel = screen.getByRole('dialog', { name: 'Integrations' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(panel).toHaveFocus();

    expect(
      await within(panel).findByRole('heading', { name: 'Plausible Analytics' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Configured')).toBeInTheDocument();
    expect(within(panel).getByText('DNS setup required')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Set up email' })).toBeInTheDocument();
    expect(within(panel).getByText('Take deposits online.')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Integrations' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("opens Add Integrations on a suggestion's tool", async () => {
    const user = userEvent.setup();
    renderControl({
      [INTEGRATIONS]: () =>
        jsonResponse(
          websiteIntegrations({
            integrationSuggestions: [
              {
                serverId: 'paypal',
                toolName: 'add_paypal_button',
                priority: 'high',
                reason: 'Take deposits.',
              },
            ],
          }),
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Integrations' }));
    await user.click(await screen.findByRole('button', { name: 'Add PayPal' }));
    const modal = screen.getByRole('dialog', { name: 'Add Integrations' });
    expect(await within(modal).findByRole('checkbox', { name: 'PayPal' })).toBeChecked();
  });

  it('removes an integration after confirmation and reloads the preview', async () => {
    const user = userEvent.setup();
    const { calls, onApplied } = renderControl({
      [INTEGRATIONS]: () =>
        jsonResponse(websiteIntegrations({ appliedIntegrations: [applied({})] })),
      [`DELETE /api/integrations/${WEBSITE_ID}/add_plausible`]: () =>
        jsonResponse({ success: true, versionNumber: 4, appliedIntegrations: [] }),
    });
    await user.click(screen.getByRole('button', { name: 'Integrations' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Plausible Analytics' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove integration?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Plausible Analytics removed')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(onApplied).toHaveBeenCalledTimes(1);
  });

  it('toasts the server error when a removal fails', async () => {
    const user = userEvent.setup();
    const { onApplied } = renderControl({
      [INTEGRATIONS]: () =>
        jsonResponse(websiteIntegrations({ appliedIntegrations: [applied({})] })),
      [`DELETE /api/integrations/${WEBSITE_ID}/add_plausible`]: () =>
        jsonResponse({ error: 'Integration not found' }, 404),
    });
    await user.click(screen.getByRole('button', { name: 'Integrations' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Plausible Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Integration not found')).toBeInTheDocument();
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('says so in the panel, without a toast, when the integrations cannot be loaded', async () => {
    const user = userEvent.setup();
    renderControl({ [INTEGRATIONS]: () => jsonResponse({ error: 'Website not found' }, 404) });
    await user.click(screen.getByRole('button', { name: 'Integrations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Website not found');
    expect(screen.getAllByText(/Website not found/)).toHaveLength(1);
  });

  it('on a successful apply closes the modal and the panel, toasts, then reloads the preview', async () => {
    const user = userEvent.setup();
    const { onApplied } = renderControl({
      [`POST ${INTEGRATIONS}`]: () =>
        jsonResponse({
          success: true,
          appliedIntegrations: [],
          versionNumber: 3,
          summary: { successful: 1, failed: 0, total: 1 },
        }),
    });
    const opener = screen.getByRole('button', { name: 'Integrations' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Add Integrations' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Accessibility toolbar' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Integrations applied successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Integrations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Integrations' })).not.toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
    expect(screen.queryByRole('dialog', { name: 'Email integration' })).not.toBeInTheDocument();
  });

  it('opens the Email integration dialog after applying Send from domain', async () => {
    const user = userEvent.setup();
    renderControl({
      [`POST ${INTEGRATIONS}`]: () =>
        jsonResponse({
          success: true,
          appliedIntegrations: [],
          versionNumber: 3,
          summary: { successful: 1, failed: 0, total: 1 },
        }),
      [`/api/email/config/${WEBSITE_ID}`]: () => jsonResponse(emailConfig()),
    });
    await user.click(screen.getByRole('button', { name: 'Integrations' }));
    await user.click(screen.getByRole('button', { name: 'Add Integrations' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Send from your domain' }));
    for (const [name, text] of [
      ['Your domain', 'goldencrumb.com'],
      ['Your email address', 'hello@goldencrumb.com'],
      ['Sender name', 'Golden Crumb'],
    ] as const) {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const dialog = await screen.findByRole('dialog', { name: 'Email integration' });
    expect(screen.queryByRole('dialog', { name: 'Integrations' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Verify DNS' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'DNS changes can take 15 minutes to 48 hours to propagate, usually 1-2 hours.',
      ),
    ).toBeInTheDocument();
  }, 15_000);
});
