import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessInfo } from '@zappy/contract/customization';
import { jsonResponse, mockFetch } from '../test/helpers';
import { WEBSITE_ID } from '../test/website';
import { BusinessInfoPanel, businessInfoErrors } from './business-info-panel';

const day = (open: string, close: string) => ({ closed: false, open, close });
const INFO: BusinessInfo = {
  companyName: 'Golden Crumb',
  contactDetails: {
    email: 'hello@goldencrumb.example',
    phone: '(503) 555-0100',
    website: '',
    address: { street: '14 Mill Street', city: 'Portland', state: 'OR', zip: '97205', country: '' },
  },
  businessHours: {
    sunday: { closed: true, open: '09:00', close: '17:00' },
    monday: day('07:00', '15:00'),
    tuesday: day('07:00', '15:00'),
    wednesday: day('07:00', '15:00'),
    thursday: day('07:00', '15:00'),
    friday: day('07:00', '15:00'),
    saturday: day('08:00', '12:00'),
  },
};

const EXTRACT = `/api/customization/extract-business-info/${WEBSITE_ID}`;
const UPDATE = `/api/customization/update-business-info/${WEBSITE_ID}`;

function mockApi(options: { extract?: Response; update?: Response } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url === EXTRACT)
      return options.extract ?? jsonResponse({ success: true, businessInfo: INFO, error: null });
    if (url === UPDATE)
      return options.update ?? jsonResponse({ success: true, error: null, versionNumber: 2 });
    return jsonResponse({ error: 'unexpected' }, 500);
  });
  return calls;
}

function renderPanel(language?: string) {
  const onUpdated = vi.fn();
  const onClose = vi.fn();
  render(
    <div id="root">
      <BusinessInfoPanel
        websiteId={WEBSITE_ID}
        onClose={onClose}
        onUpdated={onUpdated}
        language={language}
      />
    </div>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const dialog = () => screen.getByRole('dialog', { name: 'Business information' });
  return { onUpdated, onClose, user, dialog };
}

const status = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('business-info editor', () => {
  it('reads the site’s info, says so for 3 s, and shows every field with a closed day’s times hidden', async () => {
    mockApi();
    const { dialog } = renderPanel();
    expect(status()).toHaveTextContent('Analyzing website content...');
    await waitFor(() => {
      expect(status()).toHaveTextContent('✅ Business information extracted successfully!');
    });
    const panel = dialog();
    expect(within(panel).getByRole('textbox', { name: 'Company name' })).toHaveValue(
      'Golden Crumb',
    );
    expect(within(panel).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'hello@goldencrumb.example',
    );
    expect(within(panel).getByRole('textbox', { name: 'Phone' })).toHaveValue('(503) 555-0100');
    expect(within(panel).getByRole('textbox', { name: 'ZIP code' })).toHaveValue('97205');
    expect(within(panel).getByLabelText('Monday opens at')).toHaveValue('07:00');
    expect(within(panel).getByRole('checkbox', { name: 'Closed on Sunday' })).toBeChecked();
    expect(within(panel).queryByLabelText('Sunday opens at')).toBeNull();
    expect(within(panel).getByRole('group', { name: 'Opening hours' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(status()).toHaveTextContent('');
  });

  it('speaks the site’s language; its statuses, errors and buttons stay the spec’s English', async () => {
    mockApi();
    const { user } = renderPanel('fr-BE');
    const panel = await screen.findByRole('dialog', { name: 'Informations de l’entreprise' });
    await waitFor(() => {
      expect(status()).toHaveTextContent('✅ Business information extracted successfully!');
    });
    expect(within(panel).getByRole('textbox', { name: 'Nom de l’entreprise' })).toHaveValue(
      'Golden Crumb',
    );
    expect(within(panel).getByRole('group', { name: 'Adresse' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Code postal' })).toHaveValue('97205');
    const week = within(panel).getByRole('group', { name: 'Horaires d’ouverture' });
    expect(within(week).getByText('Lundi')).toBeInTheDocument();
    expect(within(week).getByLabelText('Heure d’ouverture du lundi')).toHaveValue('07:00');
    expect(within(week).getByLabelText('Heure de fermeture du lundi')).toHaveValue('15:00');
    expect(within(week).getByRole('checkbox', { name: 'Fermé le dimanche' })).toBeChecked();
    expect(
      within(panel).getByRole('button', { name: 'Fermer la boîte de dialogue' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.clear(within(panel).getByRole('textbox', { name: 'E-mail' }));
    await user.type(within(panel).getByRole('textbox', { name: 'E-mail' }), 'pas-un-email');
    await user.click(within(panel).getByRole('button', { name: 'Update Website' }));
    expect(within(panel).getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('says when the info cannot be read, and when the sign-in has expired', async () => {
    mockApi({ extract: jsonResponse({ error: 'boom' }, 500) });
    renderPanel();
    await waitFor(() => {
      expect(status()).toHaveTextContent(
        '❌ Failed to extract business information. Please fill in manually.',
      );
    });
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Update Website' })).toBeDisabled();
  });

  it('says “Authentication failed. Please log in again.” on a 401', async () => {
    mockApi({ extract: jsonResponse({ error: 'Authentication required' }, 401) });
    renderPanel();
    await waitFor(() => {
      expect(status()).toHaveTextContent('Authentication failed. Please log in again.');
    });
  });

  it('checks email and phone before sending, and sends nothing while they are wrong', async () => {
    const calls = mockApi();
    const { user } = renderPanel();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Golden Crumb');
    });
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12ab');
    await user.click(screen.getByRole('button', { name: 'Update Website' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.url === UPDATE)).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Company name' }));
    expect(screen.getByRole('button', { name: 'Update Website' })).toBeDisabled();
  });

  it('saves the edited info, says so, and hands over to the page after 2 s', async () => {
    const calls = mockApi();
    const { user, onUpdated } = renderPanel();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Golden Crumb');
    });
    await user.clear(screen.getByRole('textbox', { name: 'Company name' }));
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Golden Crumb Bakery');
    await user.click(screen.getByRole('checkbox', { name: 'Closed on Saturday' }));
    expect(screen.queryByLabelText('Saturday opens at')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Website' }));
    await waitFor(() => {
      expect(status()).toHaveTextContent('Website updated successfully! Refreshing page...');
    });
    const sent = calls.find((c) => c.url === UPDATE)?.body as { businessInfo: BusinessInfo };
    expect(sent.businessInfo.companyName).toBe('Golden Crumb Bakery');
    expect(sent.businessInfo.businessHours.saturday.closed).toBe(true);
    expect(onUpdated).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onUpdated).toHaveBeenCalledOnce();
  });

  it.each([
    [jsonResponse({ error: 'boom' }, 500), 'Failed to update website. Please try again.'],
    [jsonResponse({ error: 'Company name is required' }, 400), 'Company name is required'],
    [
      jsonResponse({ success: false, error: 'no', versionNumber: 1 }),
      'Failed to update business information',
    ],
  ])('shows why a save failed for 5 s and keeps the form', async (response, text) => {
    mockApi({ update: response });
    const { user, onUpdated } = renderPanel();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Golden Crumb');
    });
    await user.click(screen.getByRole('button', { name: 'Update Website' }));
    await waitFor(() => {
      expect(status()).toHaveTextContent(text);
    });
    expect(screen.getByRole('button', { name: 'Update Website' })).toBeEnabled();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(status()).toHaveTextContent('');
    expect(onUpdated).not.toHaveBeenCalled();
  });
});

describe('businessInfoErrors', () => {
  it('accepts blanks and the usual phone forms, and names the wrong fields', () => {
    const withContact = (email: string, phone: string) => ({
      ...INFO,
      contactDetails: { ...INFO.contactDetails, email, phone },
    });
    expect(businessInfoErrors(withContact('', ''))).toEqual({});
    expect(businessInfoErrors(withContact('a@b.co', '+44 (0)20 7946.0958'))).toEqual({});
    expect(businessInfoErrors(withContact('a@b', '555-01'))).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });
});
