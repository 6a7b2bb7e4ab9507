import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import type { Widget } from '@zappy/contract/widgets';
import { AppToaster } from '../../../lib/toasts';
import { jsonResponse, mockFetch, renderRoute } from '../../../test/helpers';
import { widgets } from '../../../test/widgets';
import { SESSION_ID } from '../test/fixtures';
import { useWizardStore } from '../wizard-store';
import { EXAMPLE_PROMPTS } from './initial-view';
import { WizardPage, type WizardPageProps } from './wizard-page';

const TYPING = 'Zappy is typing…';

interface Reply {
  response: string;
  widget?: Widget | null;
  readyToGenerate?: boolean;
}

function reply({ response, widget = null, readyToGenerate = false }: Reply) {
  return { response, widget, readyToGenerate };
}

/** The conversation turns the page sent, apart from its one read of the session's language. */
const turnCalls = (calls: { url: string; body: unknown }[]) =>
  calls.filter((call) => call.url === '/api/wizard/conversation/continue');

/** Answers the wizard API from queues; every call is recorded with its parsed body. */
function mockWizardApi(options: {
  start?: Reply | Response;
  turns?: (Reply | Response)[];
  session?: unknown;
  sessions?: unknown[];
  brief?: unknown;
  /** What `POST /api/wizard/session/{id}/images` answers. */
  uploaded?: unknown;
}) {
  const turns = [...(options.turns ?? [])];
  // One session for every read, or one per read in order (the last one stays).
  const sessions = Array.isArray(options.sessions) ? [...options.sessions] : [options.session];
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = mockFetch((url, init) => {
    const body: unknown =
      typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    calls.push({ url, body });
    if (url === '/api/wizard/conversation/start') {
      const start = options.start ?? { response: 'Hello!' };
      return start instanceof Response
        ? start
        : jsonResponse({ sessionId: SESSION_ID, ...reply(start) });
    }
    if (url === '/api/wizard/conversation/continue') {
      const next = turns.shift();
      if (!next) return jsonResponse({ error: 'no more turns' }, 500);
      return next instanceof Response ? next : jsonResponse(reply(next));
    }
    if (url.endsWith('/images') && options.uploaded) {
      return jsonResponse({ images: options.uploaded });
    }
    if (url.endsWith('/brief')) {
      return options.brief ? jsonResponse({ brief: options.brief }) : jsonResponse({}, 500);
    }
    if (url.startsWith('/api/wizard/session/')) {
      const session = sessions.length > 1 ? sessions.shift() : sessions[0];
      return session
        ? jsonResponse({ session })
        : jsonResponse({ error: 'Wizard session not found' }, 404);
    }
    return jsonResponse({ error: 'unexpected' }, 500);
  });
  return { calls, fetchMock };
}

function renderWizard(props: Partial<WizardPageProps> = {}, initialEntry = '/wizard') {
  const onSignIn = vi.fn();
  const onGenerate = vi.fn();
  const element = (
    <>
      <WizardPage
        isAuthenticated={false}
        authLoading={false}
        onSignIn={onSignIn}
        onGenerate={onGenerate}
        isGenerating={false}
        {...props}
      />
      <AppToaster />
    </>
  );
  const result = renderRoute(element, {
    path: '/wizard/:sessionId?',
    initialEntry,
  });
  return { ...result, onSignIn, onGenerate };
}

/** Lets the 1.5 s typing delay (and the mocked API) finish. */
async function finishTyping() {
  await act(() => vi.advanceTimersByTimeAsync(1500));
}

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function startChat(user: ReturnType<typeof setup>, prompt = 'A bakery in Boston') {
  await user.type(screen.getByRole('textbox', { name: 'Describe your business' }), prompt);
  await user.click(screen.getByRole('button', { name: 'Start Conversation' }));
  await finishTyping();
}

/** Renders the wizard with `props` and starts a conversation with `prompt`. */
async function renderStartedChat(props: Partial<WizardPageProps> = {}, prompt?: string) {
  const user = setup();
  const rendered = renderWizard(props);
  await startChat(user, prompt);
  return { ...rendered, user };
}

/** A conversation the Brain has declared ready: the owner's prompt and the go-ahead. */
function readyMessages(prompt: string, idPrefix: string) {
  return [
    {
      id: `${idPrefix}1`,
      type: 'user',
      content: prompt,
      timestamp: '2025-05-01T10:00:00.000Z',
      widget: null,
    },
    {
      id: `${idPrefix}2`,
      type: 'ai',
      content: 'You can generate your website now.',
      timestamp: '2025-05-01T10:00:02.000Z',
      widget: null,
    },
  ];
}

/** The restored conversation in the log, with the welcome-back line. */
function expectWelcomeBack() {
  const log = screen.getByRole('log');
  expect(within(log).getByText('A bakery in Boston')).toBeInTheDocument();
  expect(
    within(log).getByText('Welcome back! You can now generate your website.'),
  ).toBeInTheDocument();
}

function storedSessionState(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    sessionId: SESSION_ID,
    messages: readyMessages('A bakery in Boston', 'm'),
    currentWidget: null,
    readyToGenerate: true,
    conversationState: 'generating',
    ...overrides,
  });
}

beforeEach(() => {
  useWizardStore.getState().reset();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // jsdom does not lay out, so it has no scrolling.
  Element.prototype.scrollIntoView = vi.fn();
});

/** The owner's first message in the sessions restored from the server. */
const FLORIST_SAID = {
  id: 's1',
  type: 'user' as const,
  content: 'A florist in Leeds',
  timestamp: '2025-05-01T10:00:00.000Z',
  widget: null,
};

describe('wizard initial view', () => {
  it('counts characters against 1000 without capping them and enables Start only for real text', () => {
    renderWizard();
    const box = screen.getByRole('textbox', { name: 'Describe your business' });
    const start = screen.getByRole('button', { name: 'Start Conversation' });
    expect(screen.getByText('0/1000', { exact: false })).toBeInTheDocument();
    expect(start).toBeDisabled();
    fireEvent.change(box, { target: { value: '   ' } });
    expect(start).toBeDisabled();
    fireEvent.change(box, { target: { value: 'x'.repeat(1005) } });
    expect(box).toHaveValue('x'.repeat(1005));
    expect(box).not.toHaveAttribute('maxlength');
    expect(box).toHaveAccessibleDescription('Characters: 1005/1000');
    expect(start).toBeEnabled();
  });

  it('offers three examples that fill the box, and Back to Home', async () => {
    const user = setup();
    renderWizard();
    const examples = screen.getByRole('region', {
      name: 'Not sure where to start? Try an example',
    });
    const buttons = within(examples).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringContaining('Photography portfolio'),
      expect.stringContaining('Handmade jewelry store'),
      expect.stringContaining('SaaS launch landing page'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Handmade jewelry store' }));
    const box = screen.getByRole('textbox', { name: 'Describe your business' });
    expect(box).toHaveValue(EXAMPLE_PROMPTS[1].prompt);
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('wizard chat', () => {
  it('starts with the trimmed prompt, shows both bubbles in a live log and asks the widget', async () => {
    const { calls } = mockWizardApi({
      start: { response: 'Got it: a bakery. What is it called?', widget: widgets.textInput },
    });
    await renderStartedChat({}, '  A bakery in Boston  ');
    expect(calls[0]).toEqual({
      url: '/api/wizard/conversation/start',
      body: { initialPrompt: 'A bakery in Boston' },
    });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('A bakery in Boston')).toBeInTheDocument();
    expect(within(log).getByText('Got it: a bakery. What is it called?')).toBeInTheDocument();
    // Each bubble takes the direction of its own text (Hebrew and Arabic conversations).
    expect(within(log).getByText('A bakery in Boston')).toHaveAttribute('dir', 'auto');
    // Screen readers hear who said what; an English conversation in English.
    const [mine, reply] = within(log).getAllByRole('listitem');
    expect(mine).toHaveTextContent(/^You said:A bakery in Boston/);
    expect(reply).toHaveTextContent(/^Zappy said:Got it/);
    // The widgets' own chunk may still be arriving: the question's control takes focus once it
    // is, in an effect that may run just after its markup is committed.
    const answer = await screen.findByRole('textbox', { name: widgets.textInput.question });
    await waitFor(() => expect(answer).toHaveFocus());
  });

  it('sends the website language the owner picked, each option named in its own language', async () => {
    const { calls } = mockWizardApi({ start: { response: 'Entendido.' } });
    const user = setup();
    renderWizard();
    const select = screen.getByRole('combobox', { name: 'Website language' });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('option', { name: 'עברית' })).toHaveAttribute('lang', 'he');
    await user.selectOptions(select, 'Deutsch');
    await startChat(user, 'Una panadería en Sevilla');
    expect(calls[0]).toEqual({
      url: '/api/wizard/conversation/start',
      body: { initialPrompt: 'Una panadería en Sevilla', language: 'de' },
    });
  });

  it('shows the reply only after the 1.5 s typing indicator, with the API call running alongside', async () => {
    vi.useFakeTimers();
    mockWizardApi({ start: { response: 'Welcome to Zappy!' } });
    renderWizard();
    fireEvent.change(screen.getByRole('textbox', { name: 'Describe your business' }), {
      target: { value: 'A bakery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start Conversation' }));
    expect(screen.getByRole('status')).toHaveTextContent(TYPING);
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.queryByText('Welcome to Zappy!')).not.toBeInTheDocument();
    expect(screen.getByText(TYPING)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Welcome to Zappy!')).toBeInTheDocument();
    expect(screen.queryByText(TYPING)).not.toBeInTheDocument();
  });

  it('waits for a slow API past the delay without adding the delay on top', async () => {
    vi.useFakeTimers();
    mockFetch(
      () =>
        new Promise<Response>((resolve) => {
          setTimeout(() => {
            resolve(jsonResponse({ sessionId: SESSION_ID, ...reply({ response: 'Slow hello' }) }));
          }, 2000);
        }),
    );
    renderWizard();
    fireEvent.change(screen.getByRole('textbox', { name: 'Describe your business' }), {
      target: { value: 'A bakery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start Conversation' }));
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByText(TYPING)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Slow hello')).toBeInTheDocument();
  });

  it('hides the free-text input while a widget is pending and shows it when none is', async () => {
    const { calls } = mockWizardApi({
      start: { response: 'Which services?', widget: widgets.multiSelect },
      turns: [
        { response: 'Anything else to add?' },
        { response: 'Thanks!', widget: widgets.rating },
      ],
    });
    const { user } = await renderStartedChat();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Portraits/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The answered widget goes while Zappy types; the user's bubble shows the labels.
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('log')).getByText('Portraits')).toBeInTheDocument();
    await finishTyping();
    expect(turnCalls(calls)[0]).toEqual({
      url: '/api/wizard/conversation/continue',
      body: {
        sessionId: SESSION_ID,
        messageType: 'widget_response',
        message: {
          type: 'multi_select',
          values: ['portraits'],
          question: widgets.multiSelect.question,
        },
      },
    });

    const input = screen.getByRole('textbox', { name: 'Your message' });
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, 'We also bake wedding cakes{Enter}');
    expect(input).toHaveValue('');
    await finishTyping();
    expect(turnCalls(calls)[1]?.body).toEqual({
      sessionId: SESSION_ID,
      messageType: 'text',
      message: 'We also bake wedding cakes',
    });
    expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });

  it('sends a single_select answer as a widget_response and shows the chosen label', async () => {
    const { calls } = mockWizardApi({
      start: { response: 'Main button?', widget: widgets.singleSelect },
      turns: [{ response: 'Great choice.' }],
    });
    const { user } = await renderStartedChat();
    await user.click(screen.getByRole('radio', { name: 'Call us' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await finishTyping();
    expect(turnCalls(calls)[0]?.body).toEqual({
      sessionId: SESSION_ID,
      messageType: 'widget_response',
      message: { type: 'single_select', value: 'call', question: widgets.singleSelect.question },
    });
    const log = screen.getByRole('log');
    expect(within(log).getByText('Call us')).toBeInTheDocument();
    expect(within(log).getByText('Great choice.')).toBeInTheDocument();
  });

  it("the image step uploads the owner's photo to this session and answers with it", async () => {
    const photo = {
      id: '5f0c1c2e-7a61-4d1f-8f39-0a6c3d2b1e90',
      url: `/api/wizard/session/${SESSION_ID}/images/5f0c1c2e-7a61-4d1f-8f39-0a6c3d2b1e90`,
      alt: 'Our counter at dawn',
      label: 'Our counter at dawn',
    };
    const { calls } = mockWizardApi({
      start: { response: 'Which picture?', widget: widgets.imageSelector },
      turns: [{ response: 'Lovely.' }],
      uploaded: [photo],
    });
    const { user } = await renderStartedChat();
    await user.type(
      screen.getByRole('textbox', { name: "Describe this photo for people who can't see it" }),
      'Our counter at dawn',
    );
    const file = new File([new Uint8Array(8)], 'counter.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Choose a photo'), file);
    expect(await screen.findByRole('radio', { name: /Our counter at dawn/ })).toBeChecked();
    const sent = calls.find((call) => call.url === `/api/wizard/session/${SESSION_ID}/images`);
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    expect(form.get('imageAlt')).toBe('Our counter at dawn');
    expect(form.get('image')).toBeInstanceOf(File);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await finishTyping();
    expect(turnCalls(calls)[0]?.body).toMatchObject({
      message: { type: 'image_selector', value: photo.id },
    });
  });

  it('shows "Unsupported widget type" for other widgets and keeps free text as the way on', async () => {
    mockWizardApi({
      start: {
        response: 'Edit your details',
        widget: { type: 'business_editor', question: 'Edit' },
      },
    });
    await renderStartedChat();
    expect(screen.getByText('Unsupported widget type')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  });

  it('Start Over resets everything, clears the stored session and drops a late reply', async () => {
    mockWizardApi({
      start: { response: 'Which services?', widget: widgets.multiSelect },
      turns: [{ response: 'Too late', widget: widgets.rating }],
    });
    const { user } = await renderStartedChat();
    window.localStorage.setItem('wizard_session_id', SESSION_ID);
    window.localStorage.setItem('wizard_state', storedSessionState());
    await user.click(screen.getByRole('checkbox', { name: /Weddings/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    await finishTyping();

    const box = screen.getByRole('textbox', { name: 'Describe your business' });
    expect(box).toHaveValue('');
    expect(screen.queryByRole('log')).not.toBeInTheDocument();
    expect(screen.queryByText('Too late')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('wizard_session_id')).toBeNull();
    expect(window.localStorage.getItem('wizard_state')).toBeNull();
    expect(useWizardStore.getState()).toMatchObject({
      phase: 'initial',
      sessionId: null,
      messages: [],
    });
  });
});

describe('wizard API failures (spec section 7: only logged, the typing indicator stops)', () => {
  it('a failed turn is logged, stops the indicator, shows no toast and offers the widget again', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWizardApi({
      start: { response: 'Main button?', widget: widgets.singleSelect },
      turns: [jsonResponse({ error: 'Brain unavailable' }, 500)],
    });
    const { user } = await renderStartedChat();
    await user.click(screen.getByRole('radio', { name: 'Call us' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await finishTyping();
    expect(screen.queryByText(TYPING)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      'Wizard: sending a message failed',
      expect.objectContaining({ message: 'Brain unavailable' }),
    );
    expect(screen.queryByText('Brain unavailable')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Call us' })).not.toBeChecked();
    expect(within(screen.getByRole('log')).queryByText('Call us')).not.toBeInTheDocument();
  });

  it('a failed free-text turn gives the text back to the input', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWizardApi({
      start: { response: 'Tell me more' },
      turns: [jsonResponse({ error: 'Wizard session not found' }, 404)],
    });
    const { user } = await renderStartedChat();
    await user.type(
      screen.getByRole('textbox', { name: 'Your message' }),
      'Open on Sundays{Enter}',
    );
    await finishTyping();
    expect(screen.queryByText(TYPING)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Open on Sundays');
  });

  it('a failed start is logged and goes back to the initial view with the text kept', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWizardApi({ start: jsonResponse({ error: 'Too many requests' }, 429) });
    await renderStartedChat({}, 'A bakery in Boston');
    expect(consoleError).toHaveBeenCalledOnce();
    expect(screen.queryByText(TYPING)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Describe your business' })).toHaveValue(
      'A bakery in Boston',
    );
  });

  it('a 409 (another tab answered first) reloads the session from the server', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWizardApi({
      start: { response: 'Main button?', widget: widgets.singleSelect },
      turns: [jsonResponse({ error: 'This question was already answered' }, 409)],
      session: {
        sessionId: SESSION_ID,
        messages: [
          {
            id: 's1',
            type: 'user',
            content: 'A bakery in Boston',
            timestamp: '2025-05-01T10:00:00.000Z',
            widget: null,
          },
          {
            id: 's2',
            type: 'ai',
            content: 'Answered in another tab. Pick a palette.',
            timestamp: '2025-05-01T10:00:02.000Z',
            widget: widgets.colorPalette,
          },
        ],
        currentWidget: widgets.colorPalette,
        readyToGenerate: false,
      },
    });
    const { user } = await renderStartedChat();
    await user.click(screen.getByRole('radio', { name: 'Call us' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await finishTyping();
    expect(await screen.findByText('Answered in another tab. Pick a palette.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Darkroom/ })).toBeInTheDocument();
  });
});

describe('wizard ready to generate', () => {
  it('signed out: offers sign-in, storing the session, its state and the return path first', async () => {
    mockWizardApi({
      start: { response: 'You can generate your website now.', readyToGenerate: true },
    });
    const { user, onSignIn } = await renderStartedChat({ isAuthenticated: false });
    expect(screen.queryByRole('button', { name: 'Generate My Website' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to Generate Your Website' }));

    expect(onSignIn).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('wizard_session_id')).toBe(SESSION_ID);
    expect(window.localStorage.getItem('auth_return_to')).toBe('/wizard');
    const state = JSON.parse(window.localStorage.getItem('wizard_state') ?? '{}') as Record<
      string,
      unknown
    >;
    expect(state).toMatchObject({
      sessionId: SESSION_ID,
      readyToGenerate: true,
      conversationState: 'generating',
      currentWidget: null,
      messages: [
        expect.objectContaining({ type: 'user', content: 'A bakery in Boston' }),
        expect.objectContaining({ type: 'ai', content: 'You can generate your website now.' }),
      ],
    });
  });

  it('signed in: Generate My Website hands the session to the generation flow', async () => {
    mockWizardApi({ start: { response: 'Ready!', readyToGenerate: true } });
    const { user, onGenerate } = await renderStartedChat({ isAuthenticated: true });
    expect(
      screen.queryByRole('button', { name: 'Sign in to Generate Your Website' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate My Website' }));
    expect(onGenerate).toHaveBeenCalledExactlyOnceWith(SESSION_ID);
  });

  it('while generating, the button says so and cannot start a second run', async () => {
    mockWizardApi({ start: { response: 'Ready!', readyToGenerate: true } });
    await renderStartedChat({ isAuthenticated: true, isGenerating: true });
    expect(screen.getByRole('button', { name: 'Starting generation…' })).toBeDisabled();
  });

  it('waits for the auth check before choosing between Generate and sign-in', async () => {
    mockWizardApi({ start: { response: 'Ready!', readyToGenerate: true } });
    await renderStartedChat({ authLoading: true });
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
  });
});

describe('welcome back after sign-in (spec section 4)', () => {
  it('restores the stored session in the initial state, removes the stored copies and says welcome back', () => {
    mockWizardApi({});
    window.localStorage.setItem('wizard_session_id', SESSION_ID);
    window.localStorage.setItem(
      'wizard_state',
      storedSessionState({
        readyToGenerate: false,
        currentWidget: widgets.colorPicker,
        conversationState: 'chatting',
      }),
    );
    renderWizard({ isAuthenticated: true });
    expectWelcomeBack();
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeInTheDocument();
    expect(window.localStorage.getItem('wizard_session_id')).toBeNull();
    expect(window.localStorage.getItem('wizard_state')).toBeNull();
  });

  it('a restored ready session offers Generate My Website', () => {
    mockWizardApi({});
    window.localStorage.setItem('wizard_session_id', SESSION_ID);
    window.localStorage.setItem('wizard_state', storedSessionState());
    renderWizard({ isAuthenticated: true });
    expect(
      screen.getByText('Welcome back! You can now generate your website.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate My Website' })).toBeInTheDocument();
  });

  it('leaves the stored session alone while signed out or while auth is loading', () => {
    window.localStorage.setItem('wizard_session_id', SESSION_ID);
    window.localStorage.setItem('wizard_state', storedSessionState());
    const { unmount } = renderWizard({ isAuthenticated: false });
    expect(screen.getByRole('textbox', { name: 'Describe your business' })).toBeInTheDocument();
    unmount();
    renderWizard({ isAuthenticated: true, authLoading: true });
    expect(screen.getByRole('textbox', { name: 'Describe your business' })).toBeInTheDocument();
    expect(window.localStorage.getItem('wizard_session_id')).toBe(SESSION_ID);
  });

  it('after the local sign-in dialog (no page load) the same conversation says welcome back', async () => {
    mockWizardApi({ start: { response: 'Ready!', readyToGenerate: true } });
    const auth = create(() => ({ isAuthenticated: false }));
    const onSignIn = vi.fn();
    function AuthAwareWizard() {
      const isAuthenticated = auth((state) => state.isAuthenticated);
      return (
        <WizardPage
          isAuthenticated={isAuthenticated}
          authLoading={false}
          onSignIn={onSignIn}
          onGenerate={vi.fn()}
          isGenerating={false}
        />
      );
    }
    const user = setup();
    renderRoute(<AuthAwareWizard />, { path: '/wizard/:sessionId?', initialEntry: '/wizard' });
    await startChat(user);
    await user.click(screen.getByRole('button', { name: 'Sign in to Generate Your Website' }));
    expect(onSignIn).toHaveBeenCalledOnce();
    act(() => {
      auth.setState({ isAuthenticated: true });
    });
    expectWelcomeBack();
    expect(screen.getByRole('button', { name: 'Generate My Website' })).toBeInTheDocument();
    expect(window.localStorage.getItem('wizard_session_id')).toBeNull();
  });

  it('falls back to the server when the stored state is unreadable', async () => {
    const { calls } = mockWizardApi({
      session: {
        sessionId: SESSION_ID,
        messages: readyMessages('A gym in Denver', 's'),
        currentWidget: null,
        readyToGenerate: true,
      },
    });
    window.localStorage.setItem('wizard_session_id', SESSION_ID);
    window.localStorage.setItem('wizard_state', '{broken');
    renderWizard({ isAuthenticated: true });
    expect(await screen.findByText('A gym in Denver')).toBeInTheDocument();
    expect(
      screen.getByText('Welcome back! You can now generate your website.'),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/wizard/session/${SESSION_ID}`);
  });
});

describe('/wizard/:sessionId', () => {
  it('a started conversation moves to its own address, so a reload can open it again', async () => {
    mockWizardApi({});
    const user = setup();
    const { router } = renderWizard();
    await startChat(user);
    expect(router.state.location.pathname).toBe(`/wizard/${SESSION_ID}`);
    expect(screen.getByText('Hello!')).toBeInTheDocument();
  });

  it('loads that session from the server: messages, pending widget', async () => {
    mockWizardApi({
      session: {
        sessionId: SESSION_ID,
        messages: [
          FLORIST_SAID,
          {
            id: 's2',
            type: 'ai',
            content: 'Pick a hero image.',
            timestamp: '2025-05-01T10:00:02.000Z',
            widget: widgets.imageSelector,
          },
        ],
        currentWidget: widgets.imageSelector,
        readyToGenerate: false,
      },
    });
    renderWizard({}, `/wizard/${SESSION_ID}`);
    expect(await screen.findByText('A florist in Leeds')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /framed photographs/ })).toBeInTheDocument();
  });

  it('an unknown session is logged and the wizard starts fresh at /wizard', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWizardApi({});
    const { router } = renderWizard({}, `/wizard/${SESSION_ID}`);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/wizard');
    });
    expect(consoleError).toHaveBeenCalledOnce();
  });
});

describe('Start Over on a conversation’s own address', () => {
  it('starts fresh at /wizard and never opens the conversation it left again', async () => {
    const { calls } = mockWizardApi({
      session: {
        sessionId: SESSION_ID,
        messages: [FLORIST_SAID],
        currentWidget: null,
        readyToGenerate: false,
      },
    });
    const { router } = renderWizard({}, `/wizard/${SESSION_ID}`);
    expect(await screen.findByText('A florist in Leeds')).toBeInTheDocument();
    const sessionReads = () =>
      calls.filter((call) => call.url === `/api/wizard/session/${SESSION_ID}`).length;
    const reads = sessionReads();
    await setup().click(screen.getByRole('button', { name: 'Start Over' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/wizard');
    });
    expect(screen.getByRole('textbox', { name: 'Describe your business' })).toHaveValue('');
    expect(screen.queryByText('A florist in Leeds')).not.toBeInTheDocument();
    expect(useWizardStore.getState().sessionId).toBeNull();
    await finishTyping();
    expect(screen.queryByText('A florist in Leeds')).not.toBeInTheDocument();
    expect(sessionReads()).toBe(reads);
    // Its address opened again later (a link, the history) opens it as before.
    await act(() => router.navigate(`/wizard/${SESSION_ID}`));
    expect(await screen.findByText('A florist in Leeds')).toBeInTheDocument();
  });
});

describe('widgets in the owner’s language (issue 23, part 5)', () => {
  it('a Spanish conversation restored from the server shows Spanish widget texts', async () => {
    mockWizardApi({
      session: {
        sessionId: SESSION_ID,
        messages: [
          {
            id: 's1',
            type: 'ai',
            content: '¿Qué servicios ofreces?',
            timestamp: '2025-05-01T10:00:02.000Z',
            widget: widgets.multiSelect,
          },
        ],
        currentWidget: widgets.multiSelect,
        readyToGenerate: false,
        requirements: { language: 'es', inputLanguage: 'es' },
      },
    });
    renderWizard({}, `/wizard/${SESSION_ID}`);
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByText('Elige todas las que correspondan.')).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'O escribe la tuya (separa varias con comas)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  const restoredSpanish = (readyToGenerate: boolean) => ({
    session: {
      sessionId: SESSION_ID,
      messages: [
        {
          id: 's1',
          type: 'ai' as const,
          content: '¿Algo más?',
          timestamp: '2025-05-01T10:00:02.000Z',
        },
      ],
      currentWidget: null,
      readyToGenerate,
      requirements: { language: 'es', inputLanguage: 'es' },
    },
  });

  it('a Spanish conversation has its heading and message box in Spanish; Start Over stays the spec’s', async () => {
    mockWizardApi(restoredSpanish(false));
    renderWizard({ isAuthenticated: true }, `/wizard/${SESSION_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Asistente de sitio web' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tu mensaje' })).toHaveAttribute(
      'placeholder',
      'Escribe tu mensaje…',
    );
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
    // The conversation and who said what are read out in Spanish; Zappy keeps its name.
    const log = screen.getByRole('log', { name: 'Conversación' });
    expect(within(log).getByRole('listitem')).toHaveTextContent(/^Zappy dijo:¿Algo más\?/);
    expect(screen.getByRole('button', { name: /Start Over/ })).toBeInTheDocument();
  });

  it('a ready Spanish conversation says so in Spanish; Generate My Website stays the spec’s', async () => {
    mockWizardApi(restoredSpanish(true));
    renderWizard({ isAuthenticated: true }, `/wizard/${SESSION_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'El plan de tu sitio está listo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Zappy tiene todo lo que necesita para crear tu sitio.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate My Website' })).toBeInTheDocument();
  });

  it('back from sign-in in a Spanish browser, Zappy says welcome back in Spanish', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-ES');
    mockWizardApi({});
    window.localStorage.setItem('wizard_session_id', SESSION_ID);
    window.localStorage.setItem(
      'wizard_state',
      storedSessionState({
        readyToGenerate: false,
        currentWidget: widgets.colorPicker,
        conversationState: 'chatting',
      }),
    );
    renderWizard({ isAuthenticated: true });
    const log = screen.getByRole('log');
    expect(
      await within(log).findByText('¡Hola de nuevo! Ya puedes generar tu sitio web.'),
    ).toBeInTheDocument();
    // Written once, in the owner's words only: never an English welcome first.
    expect(within(log).queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByText('Elige un color.')).toBeInTheDocument();
  });

  it('an English browser writing in Spanish gets the widgets and the ready panel in Spanish', async () => {
    mockWizardApi({
      start: { response: 'Entendido.', widget: widgets.slider },
      session: {
        sessionId: SESSION_ID,
        messages: [],
        currentWidget: null,
        readyToGenerate: false,
        requirements: { inputLanguage: 'es', language: 'es' },
      },
    });
    const user = setup();
    renderWizard();
    await startChat(user, 'Una panadería en Sevilla');
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('a first message too short to tell switches to the language the replies are written in', async () => {
    const session = (inputLanguage: string) => ({
      sessionId: SESSION_ID,
      messages: [],
      currentWidget: null,
      readyToGenerate: false,
      requirements: { inputLanguage, language: inputLanguage },
    });
    mockWizardApi({
      start: { response: 'Got it.', widget: null },
      turns: [{ response: 'Perfetto.', widget: widgets.slider }],
      sessions: [session('en'), session('it')],
    });
    const user = setup();
    renderWizard();
    await startChat(user, 'Ho una gelateria');
    await user.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      "Si chiama Il Cono d'Oro{Enter}",
    );
    await finishTyping();
    expect(await screen.findByRole('button', { name: 'Invia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('the site language the owner picked gives the widgets their words', async () => {
    mockWizardApi({ start: { response: 'Entendido.', widget: widgets.slider } });
    const user = setup();
    renderWizard();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Website language' }), 'Español');
    await startChat(user, 'Una panadería en Sevilla');
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    expect(
      screen.getByText('Arrastra el control deslizante o usa las flechas del teclado.'),
    ).toBeInTheDocument();
  });
});
