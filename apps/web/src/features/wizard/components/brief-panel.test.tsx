import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { BRIEF_MESSAGES, type WizardBrief } from '@zappy/contract/brief';
import { RequirementsSchema } from '@zappy/contract/requirements';
import { ENGLISH_APP_WORDS, loadAppWords } from '@zappy/locales/app-words';
import { jsonResponse, mockFetch, renderRoute } from '../../../test/helpers';
import { SESSION_ID } from '../test/fixtures';
import { BriefPanel, type BriefHandle } from './brief-panel';

const PROMPT = 'Panadería La Espiga en Sevilla. Los pedidos de tartas necesitan 48 horas.';

function briefOf(overrides: Partial<WizardBrief['requirements']>, notUsed = true): WizardBrief {
  return {
    requirements: RequirementsSchema.parse({
      businessName: 'La Espiga',
      language: 'es',
      specialties: ['Pan de masa madre'],
      ...overrides,
    }),
    notUsed: notUsed ? [{ messageId: 'm1', start: 32, end: 73, text: PROMPT.slice(32, 73) }] : [],
  };
}

/** The brief routes: GET answers `brief`; PUT and POST are recorded and answer `next`. */
function mockBriefApi(brief: WizardBrief, next: WizardBrief = brief) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    return jsonResponse({ brief: method === 'GET' ? brief : next });
  });
  return calls;
}

function renderBrief() {
  const ref = createRef<BriefHandle>();
  renderRoute(<BriefPanel sessionId={SESSION_ID} ref={ref} />);
  return ref;
}

describe('the brief', () => {
  it('speaks the owner’s language: Spanish owners read Spanish labels and buttons', async () => {
    mockBriefApi(briefOf({}));
    renderBrief();
    const words = (await loadAppWords('es')).brief;
    const region = await screen.findByRole('region', { name: words.title });
    expect(region).toHaveAttribute('lang', 'es');
    expect(within(region).getByRole('textbox', { name: words.fields.businessName })).toHaveValue(
      'La Espiga',
    );
    expect(within(region).getByRole('button', { name: words.addService })).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: words.notUsed.title })).toBeInTheDocument();
  });

  it('saves an edited field when the owner moves on, and what generation saves first', async () => {
    const calls = mockBriefApi(briefOf({}));
    const ref = renderBrief();
    const user = userEvent.setup();
    const words = (await loadAppWords('es')).brief;
    const hours = await screen.findByRole('textbox', { name: words.fields.hours });
    await user.type(hours, 'Con cita previa');
    await user.tab();
    await waitFor(() => {
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    });
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/wizard/session/${SESSION_ID}/brief`);
    expect(put?.body).toMatchObject({
      businessName: 'La Espiga',
      hoursNote: 'Con cita previa',
      services: ['Pan de masa madre'],
      language: 'es',
    });
    expect(await screen.findByText(words.saved)).toBeInTheDocument();
    // Nothing changed since: Generate's save sends nothing more.
    expect(await ref.current?.save()).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('adds a service in place and drops a blank row rather than refusing it', async () => {
    const calls = mockBriefApi(briefOf({}));
    const ref = renderBrief();
    const user = userEvent.setup();
    const words = (await loadAppWords('es')).brief;
    await user.click(await screen.findByRole('button', { name: words.addService }));
    await user.keyboard('Tartas por encargo');
    await user.click(screen.getByRole('button', { name: words.addService }));
    expect(await ref.current?.save()).toBe(true);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ services: ['Pan de masa madre', 'Tartas por encargo'] });
  });

  it('shows the spec’s validation texts in the owner’s language and saves nothing invalid', async () => {
    const calls = mockBriefApi(briefOf({}));
    const ref = renderBrief();
    const user = userEvent.setup();
    const words = (await loadAppWords('es')).brief;
    await user.type(await screen.findByRole('textbox', { name: words.fields.email }), 'no-email');
    await user.clear(screen.getByRole('textbox', { name: words.fields.businessName }));
    expect(await ref.current?.save()).toBe(false);
    expect(await screen.findByText(words.errors.invalidEmail)).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: words.fields.businessName }),
    ).toHaveAccessibleDescription(words.errors.nameRequired);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('puts a "Not used yet" item where the owner chooses in one click', async () => {
    const resolved = briefOf({ highlights: [PROMPT.slice(32, 73)] }, false);
    const calls = mockBriefApi(briefOf({}), resolved);
    renderBrief();
    const user = userEvent.setup();
    const words = (await loadAppWords('es')).brief;
    const actions = await screen.findByRole('group', {
      name: words.notUsed.actionsFor(PROMPT.slice(32, 73)),
    });
    await user.click(within(actions).getByRole('button', { name: words.notUsed.asNote }));
    await waitFor(() => {
      expect(screen.getByText(words.notUsed.empty)).toBeInTheDocument();
    });
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/wizard/session/${SESSION_ID}/brief/not-used`,
      body: { messageId: 'm1', start: 32, end: 73, action: 'note' },
    });
    // The sentence is now one to keep, shown in the form.
    expect(screen.getByDisplayValue(PROMPT.slice(32, 73))).toBeInTheDocument();
  });

  it('words its English validation texts as the server does', () => {
    const errors = ENGLISH_APP_WORDS.brief.errors;
    expect([
      errors.nameRequired,
      errors.invalidEmail,
      errors.invalidPhone,
      errors.invalidWebsite,
    ]).toEqual([
      BRIEF_MESSAGES.nameRequired,
      BRIEF_MESSAGES.invalidEmail,
      BRIEF_MESSAGES.invalidPhone,
      BRIEF_MESSAGES.invalidWebsite,
    ]);
    expect(errors.planName(2)).toBe(BRIEF_MESSAGES.planName(2));
    expect(errors.planPrice(2)).toBe(BRIEF_MESSAGES.planPrice(2));
  });
});
