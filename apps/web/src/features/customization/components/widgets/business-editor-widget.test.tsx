import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadAppWords } from '@zappy/locales/app-words';
import { WidgetWordsContext, type WidgetWords } from '../../../../components/widgets/widget-words';
import { jsonResponse } from '../../../../test/helpers';
import { WEBSITE_ID } from '../../../../test/website';
import { widgets } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { BusinessEditorWidget } from './business-editor-widget';

const EXTRACT = `/api/customization/extract-business-info/${WEBSITE_ID}`;
const UPDATE = `/api/customization/update-business-info/${WEBSITE_ID}`;

/**
 * Renders the widget in English, or as the chat does for a site in another language: with that
 * language's widget words and the site's language for the editor it opens.
 */
function renderWidget(words?: WidgetWords, language?: string) {
  const onSubmit = vi.fn(() => Promise.resolve(true));
  const onUpdated = vi.fn();
  const widget = (
    <BusinessEditorWidget
      widget={widgets.business}
      websiteId={WEBSITE_ID}
      isBusy={false}
      onSubmit={onSubmit}
      onUpdated={onUpdated}
      language={language}
    />
  );
  render(
    <div id="root">
      {words === undefined ? (
        widget
      ) : (
        <WidgetWordsContext value={words}>{widget}</WidgetWordsContext>
      )}
    </div>,
  );
  return { onSubmit, onUpdated };
}

/** What the widget lists: each term with its value. */
function detailsIn(card: HTMLElement) {
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('business_editor widget (Business details)', () => {
  it('shows the business’s name, contact details, address and opening hours', () => {
    mockApi({});
    renderWidget();
    const card = screen.getByRole('region', { name: 'Business details' });
    expect(within(card).getByText(widgets.business.question)).toBeInTheDocument();
    expect(detailsIn(card)).toEqual({
      Company: 'Golden Crumb',
      Email: 'hello@goldencrumb.example',
      Phone: '(503) 555-0100',
      Address: '14 Mill Street, Portland, OR, 97205',
      'Opening hours': 'Monday–Friday 07:00–15:00; Saturday 08:00–12:00; Sunday closed',
    });
  });

  it('opens the business-info editor, and a save reloads the preview and tells the AI', async () => {
    const info = widgets.business.extractedBusinessInfo;
    mockApi({
      [EXTRACT]: () => jsonResponse({ success: true, businessInfo: info, error: null }),
      [UPDATE]: () => jsonResponse({ success: true, error: null, versionNumber: 5 }),
    });
    const { onSubmit, onUpdated } = renderWidget();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Edit business info' }));
    const dialog = screen.getByRole('dialog', { name: 'Business information' });
    await waitFor(() => {
      expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveValue(
        'Golden Crumb',
      );
    });
    await user.click(within(dialog).getByRole('button', { name: 'Update Website' }));
    await within(dialog).findByText('Website updated successfully! Refreshing page...');
    expect(onUpdated).not.toHaveBeenCalled();
    // The editor hands over after its spec'd 2 s.
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onUpdated).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        type: 'business_editor',
        value: 'saved',
        action: 'saved',
        question: widgets.business.question,
      },
      'Business info saved',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks the site’s language: its title, terms, days and button, and the owner’s answer', async () => {
    const info = widgets.business.extractedBusinessInfo;
    mockApi({
      [EXTRACT]: () => jsonResponse({ success: true, businessInfo: info, error: null }),
      [UPDATE]: () => jsonResponse({ success: true, error: null, versionNumber: 5 }),
    });
    const { onSubmit } = renderWidget((await loadAppWords('es')).widgets, 'es');
    const card = screen.getByRole('region', { name: 'Datos del negocio' });
    expect(detailsIn(card)).toEqual({
      Empresa: 'Golden Crumb',
      'Correo electrónico': 'hello@goldencrumb.example',
      Teléfono: '(503) 555-0100',
      Dirección: '14 Mill Street, Portland, OR, 97205',
      Horario: 'Lunes–Viernes 07:00–15:00; Sábado 08:00–12:00; Domingo cerrado',
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(card).getByRole('button', { name: 'Editar datos del negocio' }));
    // The editor it opens speaks Spanish too; its button is the spec's English.
    const dialog = screen.getByRole('dialog', { name: 'Datos del negocio' });
    await waitFor(() => {
      expect(within(dialog).getByRole('textbox', { name: 'Nombre de la empresa' })).toHaveValue(
        'Golden Crumb',
      );
    });
    expect(within(dialog).getByRole('checkbox', { name: 'Cerrado el domingo' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Update Website' }));
    await within(dialog).findByText('Website updated successfully! Refreshing page...');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'business_editor', action: 'saved' }),
      'Datos del negocio guardados',
    );
  });
});
