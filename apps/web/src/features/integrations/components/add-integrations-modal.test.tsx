import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../test/helpers';
import { CATALOGUE, WEBSITE_ID } from '../test/fixtures';
import { deferred, mockApi } from '../../../test/mock-api';
import { AddIntegrationsModal } from './add-integrations-modal';

const APPLY = `POST /api/website/${WEBSITE_ID}/integrations`;
const APPLIED = {
  success: true,
  appliedIntegrations: [],
  versionNumber: 3,
  summary: { successful: 1, failed: 0, total: 1 },
};

function renderModal(
  routes: Parameters<typeof mockApi>[0] = {},
  props: { preselected?: { serverId: string; toolName: string } } = {},
) {
  const api = mockApi({
    '/api/integrations/available': () => jsonResponse(CATALOGUE),
    ...routes,
  });
  const onApplied = vi.fn();
  const onClose = vi.fn();
  renderRoute(
    <>
      <AddIntegrationsModal
        open
        websiteId={WEBSITE_ID}
        onApplied={onApplied}
        onClose={onClose}
        preselected={props.preselected ?? null}
      />
      <Toaster />
    </>,
  );
  return { ...api, onApplied, onClose };
}

const toolCheckbox = (name: string) => screen.findByRole('checkbox', { name });

describe('AddIntegrationsModal (spec section 2)', () => {
  it('is a labelled dialog with a search box, All and each category as tabs', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Add Integrations' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('searchbox', { name: 'Search integrations' })).toHaveFocus();
    await toolCheckbox('Plausible Analytics');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'All',
      'Analytics',
      'Payments',
      'Accessibility',
      'SEO',
      'Social',
      'Email',
    ]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters servers and tools by name and description as the owner types', async () => {
    const user = userEvent.setup();
    renderModal();
    await toolCheckbox('Plausible Analytics');
    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'cookie-free');
    expect(screen.getByRole('checkbox', { name: 'Plausible Analytics' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'PayPal' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search integrations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'contact-form');
    expect(screen.getByRole('checkbox', { name: 'Contact-form delivery' })).toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: 'Send from your domain' }),
    ).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'zzz');
    expect(screen.getByText('No integrations match “contact-formzzz”.')).toBeInTheDocument();
  }, 15_000);

  it('shows only the chosen category under its tab', async () => {
    const user = userEvent.setup();
    renderModal();
    await toolCheckbox('Plausible Analytics');
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('checkbox', { name: 'PayPal' })).toBeInTheDocument();
    expect(
      within(panel).queryByRole('checkbox', { name: 'Plausible Analytics' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'SEO' }));
    expect(screen.getByText('No integrations in this category yet.')).toBeInTheDocument();
  });

  it('keeps Apply disabled until a tool is selected, and marks required fields with *', async () => {
    const user = userEvent.setup();
    renderModal();
    await toolCheckbox('Plausible Analytics');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Plausible Analytics' }));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    const domain = screen.getByRole('textbox', { name: 'Site domain' });
    expect(domain).toBeRequired();
    expect(domain).toHaveAttribute('aria-required', 'true');
    expect(domain).toHaveAccessibleDescription('The domain as registered in Plausible.');
    expect(screen.getByText('Site domain', { selector: 'label' })).toHaveTextContent(
      'Site domain*',
    );
    const host = screen.getByRole('textbox', { name: 'Plausible server' });
    expect(host).not.toBeRequired();
    expect(host).toHaveAttribute('type', 'url');
    expect(host).toHaveValue('https://plausible.io');
    expect(screen.getByText('Plausible server', { selector: 'label' })).not.toHaveTextContent('*');
  });

  it('posts each selection with its settings converted to their types', async () => {
    const user = userEvent.setup();
    const { calls, onApplied } = renderModal({ [APPLY]: () => jsonResponse(APPLIED) });
    await user.click(await toolCheckbox('PayPal'));
    await user.type(screen.getByRole('textbox', { name: /PayPal.Me name/ }), 'goldencrumb');
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '25');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');

    await user.click(screen.getByRole('checkbox', { name: 'Accessibility toolbar' }));
    const tools = screen.getByRole('group', { name: 'Tools offered' });
    expect(within(tools).getByRole('checkbox', { name: 'Text size' })).toBeChecked();
    await user.click(within(tools).getByRole('checkbox', { name: 'Big cursor' }));
    await user.click(within(tools).getByRole('checkbox', { name: 'Contrast' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show the toolbar' }));

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(onApplied).toHaveBeenCalled();
    });
    const apply = calls.find((call) => call.method === 'POST');
    expect(apply?.url).toBe(`/api/website/${WEBSITE_ID}/integrations`);
    expect(apply?.body).toEqual({
      selectedIntegrations: [
        {
          serverId: 'paypal',
          toolName: 'add_paypal_button',
          configuration: { username: 'goldencrumb', amount: 25, currency: 'EUR' },
        },
        {
          serverId: 'accessibility-toolbar',
          toolName: 'configure_accessibility_toolbar',
          configuration: { enabled: false, features: ['text-size', 'big-cursor'] },
        },
      ],
    });
  }, 15_000);

  it('disables Apply while applying', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    renderModal({ [APPLY]: () => pending.promise });
    await user.click(await toolCheckbox('Accessibility toolbar'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Applying...' })).toBeDisabled();
    pending.resolve(jsonResponse(APPLIED));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
    });
  });

  it('shows each error of a refused apply, toasts the server error and stays open', async () => {
    const user = userEvent.setup();
    const { onApplied, onClose } = renderModal({
      [APPLY]: () =>
        jsonResponse(
          {
            error: 'Invalid integration settings',
            errors: [
              'Plausible Analytics: Site domain must be a domain name',
              'PayPal: PayPal.Me name is required',
            ],
          },
          400,
        ),
    });
    await user.click(await toolCheckbox('Plausible Analytics'));
    await user.type(screen.getByRole('textbox', { name: 'Site domain' }), 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Plausible Analytics: Site domain must be a domain name',
      'PayPal: PayPal.Me name is required',
    ]);
    expect(await screen.findByText('Invalid integration settings')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Integrations' })).toBeInTheDocument();
    expect(onApplied).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  }, 15_000);

  it("falls back to 'Failed to apply integrations' when the server gives no error", async () => {
    const user = userEvent.setup();
    renderModal({ [APPLY]: () => jsonResponse({}, 500) });
    await user.click(await toolCheckbox('Accessibility toolbar'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to apply integrations');
    await waitFor(() => {
      expect(screen.getAllByText('Failed to apply integrations')).toHaveLength(2);
    });
  });

  it("toasts 'Failed to get available integrations' when the catalogue cannot be loaded", async () => {
    mockApi({ '/api/integrations/available': () => new Response('', { status: 500 }) });
    renderRoute(
      <>
        <AddIntegrationsModal open websiteId={WEBSITE_ID} onApplied={vi.fn()} onClose={vi.fn()} />
        <Toaster />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to get available integrations',
    );
    await waitFor(() => {
      expect(screen.getAllByText('Failed to get available integrations')).toHaveLength(2);
    });
  });

  it('opens with a suggested tool already selected and its form expanded', async () => {
    renderModal({}, { preselected: { serverId: 'plausible', toolName: 'add_plausible' } });
    expect(await toolCheckbox('Plausible Analytics')).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Site domain' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});
