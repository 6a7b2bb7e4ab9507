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
    expect(errors.areaTooLong(2)).toBe(BRIEF_MESSAGES.areaTooLong(2));
    expect(errors.tooManyAreas).toBe(BRIEF_MESSAGES.tooManyAreas);
  });
});

describe('the brief’s service area and appointments', () => {
  it('lists the areas covered in a fieldset the owner grows and trims in place', async () => {
    const calls = mockBriefApi(briefOf({ serviceArea: ['Sevilla', 'Dos Hermanas'] }));
    const ref = renderBrief();
    const user = userEvent.setup();
    const words = (await loadAppWords('es')).brief;
    const areas = await screen.findByRole('group', { name: words.fields.serviceArea });
    expect(
      within(areas)
        .getAllByRole('textbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['Sevilla', 'Dos Hermanas']);
    await user.click(within(areas).getByRole('button', { name: words.remove('Dos Hermanas') }));
    await user.click(within(areas).getByRole('button', { name: words.addArea }));
    // The new row has the focus: the owner types the town straight away.
    await user.keyboard('Mairena del Aljarafe');
    await user.click(within(areas).getByRole('button', { name: words.addArea }));
    expect(await ref.current?.save()).toBe(true);
    // Saved as the owner moved on, last of all with the new area.
    const put = calls.filter((call) => call.method === 'PUT').at(-1);
    expect(put?.body).toMatchObject({ serviceArea: ['Sevilla', 'Mairena del Aljarafe'] });
  });

  it('keeps areas to the contract’s length, and offers no more rows past its count', async () => {
    mockBriefApi(briefOf({ serviceArea: Array.from({ length: 30 }, (_, i) => `Zona ${i + 1}`) }));
    renderBrief();
    const words = (await loadAppWords('es')).brief;
    const areas = await screen.findByRole('group', { name: words.fields.serviceArea });
    expect(within(areas).getAllByRole('textbox')[0]).toHaveAttribute('maxLength', '200');
    expect(within(areas).queryByRole('button', { name: words.addArea })).toBeNull();
  });

  it('saves "by appointment" from a labelled checkbox', async () => {
    const calls = mockBriefApi(briefOf({}));
    const ref = renderBrief();
    const user = userEvent.setup();
    const words = (await loadAppWords('es')).brief;
    const box = await screen.findByRole('checkbox', { name: words.fields.byAppointment });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(await ref.current?.save()).toBe(true);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      byAppointment: true,
    });
  });
});

describe('the brief’s way of reaching customers', () => {
  /** The question's radio buttons, as the owner reads them. */
  async function reachGroup() {
    const words = (await loadAppWords('es')).brief;
    return { words, group: await screen.findByRole('group', { name: words.reach.question }) };
  }

  it('shows the mode the reader read, in Spanish for a Spanish brief', async () => {
    mockBriefApi(briefOf({ serviceMode: 'mobile' }));
    renderBrief();
    const { group } = await reachGroup();
    expect(group).toHaveAccessibleName('¿Cómo atiendes a tus clientes?');
    expect(within(group).getByRole('radio', { name: 'Nos desplazamos hasta ellos' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Vienen a nuestro local' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'En línea' })).not.toBeChecked();
  });

  it('reads no mode as customers coming to the business, with no areas to list', async () => {
    mockBriefApi(briefOf({}));
    renderBrief();
    const { words, group } = await reachGroup();
    expect(within(group).getByRole('radio', { name: words.reach.premises })).toBeChecked();
    expect(screen.queryByRole('group', { name: words.fields.serviceArea })).toBeNull();
  });

  it('sends the mode the owner picks, and the towns covered come with going to customers', async () => {
    const calls = mockBriefApi(briefOf({}));
    const ref = renderBrief();
    const user = userEvent.setup();
    const { words, group } = await reachGroup();
    await user.click(within(group).getByRole('radio', { name: words.reach.online }));
    expect(await ref.current?.save()).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      serviceMode: 'online',
    });

    // From the keyboard: the arrow keys move to the next answer and pick it.
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: words.reach.mobile })).toHaveFocus();
    expect(within(group).getByRole('radio', { name: words.reach.mobile })).toBeChecked();
    expect(await ref.current?.save()).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      serviceMode: 'mobile',
    });
    expect(screen.getByRole('group', { name: words.fields.serviceArea })).toBeInTheDocument();
  });

  it('keeps the towns already listed in view when customers come to the business', async () => {
    const calls = mockBriefApi(briefOf({ serviceMode: 'mobile', serviceArea: ['Sevilla'] }));
    const ref = renderBrief();
    const user = userEvent.setup();
    const { words, group } = await reachGroup();
    await user.click(within(group).getByRole('radio', { name: words.reach.premises }));
    const areas = screen.getByRole('group', { name: words.fields.serviceArea });
    expect(within(areas).getByRole('textbox')).toHaveValue('Sevilla');
    expect(await ref.current?.save()).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      serviceMode: 'premises',
      serviceArea: ['Sevilla'],
    });
  });
});

describe('the brief’s kind of business, goal and image', () => {
  const industries = [
    { value: 'bakery', label: 'Panadería' },
    { value: 'cafe', label: 'Cafetería' },
  ];

  it('names the kind of business and the goal in the owner’s language, and stores the keys', async () => {
    const calls = mockBriefApi({
      ...briefOf({ industry: 'bakery', goals: ['orders'] }),
      industries,
    });
    const ref = renderBrief();
    const user = userEvent.setup();
    const words = (await loadAppWords('es')).brief;
    const industry = await screen.findByRole('combobox', { name: words.fields.industry });
    expect(within(industry).getByRole('option', { selected: true })).toHaveTextContent('Panadería');
    const goal = screen.getByRole('combobox', { name: words.fields.goal });
    expect(within(goal).getByRole('option', { selected: true })).toHaveTextContent(
      words.goals.orders,
    );
    await user.selectOptions(industry, 'Cafetería');
    await user.selectOptions(goal, words.goals.bookings);
    expect(await ref.current?.save()).toBe(true);
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      industry: 'cafe',
      goal: 'bookings',
    });
  });

  it('keeps a kind of business in the owner’s own words as a choice of its own', async () => {
    mockBriefApi({ ...briefOf({ industry: 'peluquería canina' }), industries });
    renderBrief();
    const words = (await loadAppWords('es')).brief;
    const industry = await screen.findByRole('combobox', { name: words.fields.industry });
    expect(within(industry).getByRole('option', { selected: true })).toHaveTextContent(
      'peluquería canina',
    );
  });

  it('shows the picked image as a small picture described in words, never its id', async () => {
    mockBriefApi({
      ...briefOf({ heroImageId: 'hero-bakery-4821' }),
      heroImage: {
        id: 'hero-bakery-4821',
        url: 'data:image/svg+xml;base64,PHN2Zy8+',
        alt: 'Ilustración de un horno de pan',
        label: 'Pan recién hecho',
      },
    });
    renderBrief();
    const words = (await loadAppWords('es')).brief;
    const image = await screen.findByRole('img', { name: 'Ilustración de un horno de pan' });
    expect(image).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    const figure = screen.getByRole('figure');
    expect(figure).toContainElement(image);
    expect(figure).toHaveTextContent(words.fields.images);
    expect(figure).toHaveTextContent('Pan recién hecho');
    expect(screen.queryByText(/hero-bakery-4821/)).toBeNull();
  });

  it('says the image is chosen for the owner when none was picked', async () => {
    mockBriefApi(briefOf({ heroImageId: 'hero-bakery-4821' }));
    renderBrief();
    const words = (await loadAppWords('es')).brief;
    // The palette is chosen for the owner too.
    expect(await screen.findAllByText(words.chosenForYou)).toHaveLength(2);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/hero-bakery-4821/)).toBeNull();
  });
});
