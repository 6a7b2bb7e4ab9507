import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import type { AppliedIntegration } from '@zappy/contract/integrations';
import { jsonResponse, renderRoute } from '../../../test/helpers';
import { AVAILABLE_FAILED } from './add-integrations-modal';
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

function renderControl(routes: Parameters<typeof mockApi>[0] = {}, language?: string) {
  const api = mockApi({
    '/api/integrations/available': () => jsonResponse(CATALOGUE),
    [INTEGRATIONS]: () => jsonResponse(websiteIntegrations()),
    ...routes,
  });
  const onApplied = vi.fn();
  renderRoute(
    <>
      <IntegrationsControl websiteId={WEBSITE_ID} onApplied={onApplied} language={language} />
      <Toaster />
    </>,
  );
  return { ...api, onApplied };
}

/** A site with a page integration, email still waiting for DNS, and one suggestion. */
const withEmailAndSuggestion = () =>
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
  );

describe('IntegrationsControl (spec sections 2 and 4)', () => {
  it('opens a labelled panel with what is applied, its status and the suggestions; Escape closes it', async () => {
    const user = userEvent.setup();
    renderControl({
      [INTEGRATIONS]: withEmailAndSuggestion,
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

  it('says which integration the site leaves out, and the server’s reason', async () => {
    const user = userEvent.setup();
    const reason =
      'Plausible server may only load from plausible.io, or from a self-hosted server whose host the operator of this Zappy server allows in SITE_SCRIPT_HOSTS; stats.crumb.com is not allowed';
    renderControl({
      [INTEGRATIONS]: () =>
        jsonResponse(
          websiteIntegrations({
            appliedIntegrations: [
              applied({
                configuration: { domain: 'goldencrumb.com', scriptHost: 'https://stats.crumb.com' },
                problem: reason,
              }),
            ],
          }),
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Integrations' }));
    const panel = screen.getByRole('dialog', { name: 'Integrations' });
    expect(await within(panel).findByText('Not on your site')).toBeInTheDocument();
    expect(within(panel).getByText(reason)).toBeInTheDocument();
    expect(within(panel).queryByText('Configured')).not.toBeInTheDocument();
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

  describe('editing an applied integration', () => {
    const PLAUSIBLE_SETTINGS = { domain: 'goldencrumb.com', scriptHost: 'https://stats.crumb.com' };
    const EDIT = `PUT ${INTEGRATIONS}/add_plausible`;
    const withPlausible = () =>
      jsonResponse(
        websiteIntegrations({
          appliedIntegrations: [
            applied({ configuration: PLAUSIBLE_SETTINGS }),
            // Contact-form delivery has no settings in the fixture's catalogue: nothing to edit.
            applied({ serverId: 'email', toolName: 'deliver_contact_form', category: 'email' }),
          ],
        }),
      );

    async function openEdit(routes: Parameters<typeof mockApi>[0]) {
      const user = userEvent.setup();
      const control = renderControl({ [INTEGRATIONS]: withPlausible, ...routes });
      await user.click(screen.getByRole('button', { name: 'Integrations' }));
      const edit = await screen.findByRole('button', { name: 'Edit Plausible Analytics' });
      await user.click(edit);
      const dialog = screen.getByRole('dialog', { name: 'Edit Plausible Analytics' });
      return { ...control, user, edit, dialog };
    }

    it('offers Edit only for integrations that have settings', async () => {
      const user = userEvent.setup();
      renderControl({ [INTEGRATIONS]: withPlausible });
      await user.click(screen.getByRole('button', { name: 'Integrations' }));
      const panel = screen.getByRole('dialog', { name: 'Integrations' });
      expect(
        await within(panel).findByRole('button', { name: 'Edit Plausible Analytics' }),
      ).toHaveTextContent('Edit');
      expect(
        within(panel).getByRole('button', { name: 'Remove Contact-form delivery' }),
      ).toBeInTheDocument();
      expect(within(panel).getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    });

    it('opens the settings filled with what is stored, saves them in place and reloads the preview', async () => {
      const { user, edit, dialog, calls, onApplied } = await openEdit({
        [EDIT]: () =>
          jsonResponse({
            success: true,
            versionNumber: 5,
            appliedIntegration: applied({ configuration: { domain: 'crumb.example' } }),
            appliedIntegrations: [applied({ configuration: { domain: 'crumb.example' } })],
          }),
      });
      expect(dialog).toHaveFocus();
      const domain = within(dialog).getByRole('textbox', { name: 'Site domain' });
      expect(domain).toHaveValue('goldencrumb.com');
      expect(within(dialog).getByRole('textbox', { name: 'Plausible server' })).toHaveValue(
        'https://stats.crumb.com',
      );

      await user.clear(domain);
      await user.type(domain, 'crumb.example');
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByText('Plausible Analytics updated')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        configuration: { domain: 'crumb.example', scriptHost: 'https://stats.crumb.com' },
      });
      expect(
        screen.queryByRole('dialog', { name: 'Edit Plausible Analytics' }),
      ).not.toBeInTheDocument();
      expect(onApplied).toHaveBeenCalledTimes(1);
      // The panel stays open, with focus back where the owner was.
      expect(screen.getByRole('dialog', { name: 'Integrations' })).toBeInTheDocument();
      expect(edit).toHaveFocus();
    });

    it("shows the server's reasons in the dialog when it refuses the settings, and keeps them", async () => {
      const reason = 'Plausible Analytics: Site domain must be a domain name such as example.com';
      const { user, dialog, onApplied } = await openEdit({
        [EDIT]: () => jsonResponse({ error: reason, errors: [reason] }, 400),
      });
      const domain = within(dialog).getByRole('textbox', { name: 'Site domain' });
      await user.clear(domain);
      await user.type(domain, 'not a domain');
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent('Nothing was changed:');
      expect(alert).toHaveTextContent(reason);
      expect(domain).toHaveValue('not a domain');
      expect(onApplied).not.toHaveBeenCalled();
    });

    it('says what went wrong when the server gives no list of reasons', async () => {
      const { user, dialog } = await openEdit({
        [EDIT]: () => jsonResponse({ error: 'This integration is not on this website' }, 404),
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'This integration is not on this website',
      );
    });

    it("speaks the site's language", async () => {
      const user = userEvent.setup();
      renderControl({ [INTEGRATIONS]: withPlausible }, 'fr-CA');
      await user.click(screen.getByRole('button', { name: 'Integrations' }));
      await user.click(await screen.findByRole('button', { name: 'Modifier Plausible Analytics' }));
      const dialog = screen.getByRole('dialog', { name: 'Modifier Plausible Analytics' });
      expect(
        within(dialog).getByRole('button', { name: 'Enregistrer les modifications' }),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByRole('group', { name: 'Paramètres de Plausible Analytics' }),
      ).toBeInTheDocument();
    });
  });

  describe("in the site's language", () => {
    it('speaks French for a French site: the panel, its confirmation and Add Integrations', async () => {
      const user = userEvent.setup();
      renderControl({ [INTEGRATIONS]: withEmailAndSuggestion }, 'fr-FR');
      // The button itself is the spec's English.
      await user.click(screen.getByRole('button', { name: 'Integrations' }));
      const panel = await screen.findByRole('dialog', { name: 'Intégrations' });
      expect(panel).toHaveAttribute('lang', 'fr');
      expect(panel).toHaveAttribute('dir', 'ltr');
      expect(within(panel).getByRole('heading', { name: 'Sur votre site' })).toBeInTheDocument();
      expect(await within(panel).findByText('Configurée')).toBeInTheDocument();
      expect(within(panel).getByText('Configuration DNS requise')).toBeInTheDocument();
      expect(within(panel).getByText('Statistiques')).toBeInTheDocument();
      // A tool of a many-tool server goes by the app's own name for it, in French too.
      expect(
        within(panel).getByRole('heading', { name: 'Envoyer depuis votre domaine' }),
      ).toBeInTheDocument();
      expect(
        within(panel).getByRole('button', { name: 'Configurer l’e-mail' }),
      ).toBeInTheDocument();
      expect(
        within(panel).getByRole('button', { name: 'Modifier Plausible Analytics' }),
      ).toHaveTextContent('Modifier');
      const remove = within(panel).getByRole('button', { name: 'Supprimer Plausible Analytics' });
      expect(remove).toHaveTextContent('Supprimer');
      expect(within(panel).getByText('Suggestions pour votre site')).toBeInTheDocument();
      expect(within(panel).getByText('Priorité : haute')).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Ajouter PayPal' })).toBeInTheDocument();
      expect(within(panel).queryByText(/Remove|On your site|Priority|Configured/)).toBeNull();

      await user.click(remove);
      const confirm = screen.getByRole('dialog', { name: /^Supprimer l’intégration/ });
      expect(confirm).toHaveAttribute('lang', 'fr');
      expect(confirm).toHaveTextContent(
        'L’intégration Plausible Analytics sera retirée de votre site dans une nouvelle version.',
      );
      expect(within(confirm).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Annuler' }));

      await user.click(within(panel).getByRole('button', { name: 'Ajouter des intégrations' }));
      const modal = screen.getByRole('dialog', { name: 'Ajouter des intégrations' });
      expect(modal).toHaveAttribute('lang', 'fr');
      const search = within(modal).getByRole('searchbox', { name: 'Rechercher une intégration' });
      expect(search).toHaveAttribute('placeholder', 'Rechercher une intégration');
      await within(modal).findByRole('checkbox', { name: 'Plausible Analytics' });
      expect(
        within(modal)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual([
        'Toutes',
        'Statistiques',
        'Paiements',
        'Accessibilité',
        'Référencement',
        'Réseaux sociaux',
        'E-mail',
      ]);
      expect(within(modal).getByRole('status')).toHaveTextContent('Aucune sélection');
      expect(within(modal).getByRole('button', { name: 'Appliquer' })).toBeDisabled();
      await user.click(within(modal).getByRole('checkbox', { name: 'PayPal' }));
      expect(within(modal).getByRole('status')).toHaveTextContent('1 intégration sélectionnée');
      expect(
        within(modal).getByRole('group', { name: 'Paramètres de PayPal' }),
      ).toBeInTheDocument();
      expect(within(modal).getByRole('button', { name: 'Appliquer' })).toBeEnabled();
      expect(within(modal).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
      await user.type(search, 'zzz');
      expect(
        within(modal).getByText('Aucune intégration ne correspond à « zzz ».'),
      ).toBeInTheDocument();
    }, 15_000);

    it('lays the panel and its dialogs out right to left for an Arabic site', async () => {
      const user = userEvent.setup();
      renderControl({ [INTEGRATIONS]: withEmailAndSuggestion }, 'ar');
      await user.click(screen.getByRole('button', { name: 'Integrations' }));
      const panel = await screen.findByRole('dialog', { name: 'التكاملات' });
      expect(panel).toHaveAttribute('lang', 'ar');
      expect(panel).toHaveAttribute('dir', 'rtl');
      // A slide-over from the end of the line: the left, right to left.
      expect(panel).toHaveClass('end-0');
      expect(panel).not.toHaveClass('right-0');
      expect(
        await within(panel).findByRole('button', { name: 'إزالة Plausible Analytics' }),
      ).toBeInTheDocument();
      expect(within(panel).getByText('يلزم إعداد DNS')).toBeInTheDocument();

      await user.click(within(panel).getByRole('button', { name: 'إضافة تكاملات' }));
      const modal = screen.getByRole('dialog', { name: 'إضافة تكاملات' });
      expect(modal).toHaveAttribute('dir', 'rtl');
      expect(modal).toHaveAttribute('lang', 'ar');
      await within(modal).findByRole('checkbox', { name: 'Plausible Analytics' });
      // The tabs run right to left, so the arrow pointing left goes on to the next one.
      const all = within(modal).getByRole('tab', { name: 'الكل' });
      all.focus();
      await user.keyboard('{ArrowLeft}');
      const analytics = within(modal).getByRole('tab', { name: 'التحليلات' });
      expect(analytics).toHaveFocus();
      expect(analytics).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowRight}');
      expect(all).toHaveFocus();
      expect(within(modal).getByRole('status')).toHaveTextContent('لم يُحدَّد شيء');
    });

    it('walks a Spanish owner through email from their domain, with its help', async () => {
      const user = userEvent.setup();
      renderControl(
        {
          [INTEGRATIONS]: withEmailAndSuggestion,
          [`/api/email/config/${WEBSITE_ID}`]: () => jsonResponse(emailConfig()),
        },
        'es',
      );
      await user.click(screen.getByRole('button', { name: 'Integrations' }));
      await user.click(await screen.findByRole('button', { name: 'Configurar el correo' }));
      const dialog = screen.getByRole('dialog', { name: 'Integración de correo' });
      expect(dialog).toHaveAttribute('lang', 'es');
      expect(
        await within(dialog).findByRole('heading', { name: 'Registros DNS necesarios' }),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByRole('list', { name: 'Pasos de la configuración' }),
      ).toHaveTextContent('Paso 1Configuración (hecho)');
      expect(within(dialog).getByText('Dominio')).toBeInTheDocument();
      expect(within(dialog).getByText('Remitente')).toBeInTheDocument();
      expect(within(dialog).getByText(/^Añade estos 2 registros/)).toHaveTextContent(
        'luego pulsa Verificar DNS.',
      );
      expect(within(dialog).getByText('Estado: pendiente de verificación')).toBeInTheDocument();
      expect(
        within(dialog).getByRole('textbox', { name: 'Nombre del registro 1' }),
      ).toBeInTheDocument();
      expect(
        within(dialog).getByRole('button', { name: 'Copiar valor del registro 2' }),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Verificar DNS' })).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: '¿Necesitas ayuda?' }));
      const help = screen.getByRole('dialog', { name: 'Ayuda con los registros DNS' });
      expect(help).toHaveAttribute('lang', 'es');
      expect(
        within(help).getByText(/^indica qué servidores pueden enviar correo/),
      ).toBeInTheDocument();
      expect(
        within(help).getByRole('button', { name: 'Cerrar el cuadro de diálogo' }),
      ).toBeInTheDocument();
      await user.click(within(help).getByRole('button', { name: 'Cerrar' }));
      expect(screen.queryByRole('dialog', { name: 'Ayuda con los registros DNS' })).toBeNull();
    }, 15_000);

    it('keeps the texts the spec quotes in its English, whatever the language', async () => {
      const user = userEvent.setup();
      renderControl(
        { '/api/integrations/available': () => new Response('', { status: 500 }) },
        'fr',
      );
      await user.click(screen.getByRole('button', { name: 'Integrations' }));
      await user.click(await screen.findByRole('button', { name: 'Ajouter des intégrations' }));
      const modal = screen.getByRole('dialog', { name: 'Ajouter des intégrations' });
      expect(await within(modal).findByRole('alert')).toHaveTextContent(AVAILABLE_FAILED);
      expect(AVAILABLE_FAILED).toBe('Failed to get available integrations');
    });
  });
});
