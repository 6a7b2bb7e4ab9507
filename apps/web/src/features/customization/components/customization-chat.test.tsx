import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CustomizationData } from '@zappy/contract/customization';
import { jsonResponse } from '../../../test/helpers';
import { WEBSITE_ID, websiteDetail } from '../../../test/website';
import { continueReply, SESSION_ID, startReply, widgets } from '../test/fixtures';
import { deferred, mockApi } from '../test/mock-api';
import { CustomizationChat, type CustomizationChatProps } from './customization-chat';

const START = '/api/customization/start';
const CONTINUE = '/api/customization/continue';
const APPLY = `/api/customization/apply/${WEBSITE_ID}`;
const PALETTE_CHANGE = { colorTheme: { selectedTheme: 'elegant' as const } };
const restorePath = (version: number) => `/api/website/${WEBSITE_ID}/versions/${version}/restore`;
/** The server's answer to an apply: its summary is English topics, whatever the site's language. */
const applied = (versionNumber: number) =>
  jsonResponse({
    success: true,
    versionNumber,
    summary: 'colour theme',
    previousVersion: versionNumber - 1,
  });

/** The accessible names of the chat's text box, send button and conversation, in one language. */
interface ChatNames {
  input: string;
  send: string;
  log: string;
}
const ENGLISH: ChatNames = {
  input: 'Your customization request',
  send: 'Send message',
  log: 'Customization conversation',
};

function renderChat(props: Partial<CustomizationChatProps> = {}, names: ChatNames = ENGLISH) {
  const onUpdated = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <CustomizationChat websiteId={WEBSITE_ID} onUpdated={onUpdated} {...props} />,
  );
  const input = () => screen.getByRole('textbox', { name: names.input });
  const send = () => screen.getByRole('button', { name: names.send });
  const log = () => screen.getByRole('log', { name: names.log });
  const say = async (text: string) => {
    await user.type(input(), text);
    await user.click(send());
  };
  return { ...view, onUpdated, user, input, send, log, say };
}

describe('customization chat: messages and send rules', () => {
  it('opens with a welcome message that says what can be changed, and the placeholder', () => {
    mockApi({});
    const { log, input } = renderChat();
    const welcome = within(log()).getByText(/texts and the headline/);
    expect(welcome).toHaveTextContent(/colours and style/);
    expect(welcome).toHaveTextContent(/sections/);
    expect(welcome).toHaveTextContent(/prices, opening hours and contact details/);
    expect(welcome).toHaveTextContent(/replace images/);
    expect(welcome).toHaveTextContent(/restore an earlier one from Versions/);
    expect(input()).toHaveAttribute('placeholder', "Describe what you'd like to customize...");
    expect(log()).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps Send disabled for blank text and while the AI is thinking', async () => {
    const reply = deferred();
    const calls = mockApi({ [START]: () => reply.promise });
    const { user, input, send, say } = renderChat();
    expect(send()).toBeDisabled();
    await user.type(input(), '   ');
    expect(send()).toBeDisabled();
    await user.clear(input());
    await say('Make the headline warmer');
    expect(screen.getByRole('status')).toHaveTextContent('AI is thinking...');
    await user.type(input(), 'and bigger');
    expect(send()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(calls).toHaveLength(1);
    reply.resolve(jsonResponse(startReply()));
    await screen.findByText('Which part of the hero should change?');
    expect(screen.queryByRole('status')).toBeNull();
    expect(send()).toBeEnabled();
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and shows the owner’s message with its time', async () => {
    const calls = mockApi({ [START]: () => jsonResponse(startReply()) });
    const { user, input, log } = renderChat();
    await user.type(input(), 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input()).toHaveValue('Line one\nline two');
    expect(calls).toEqual([]);
    await user.keyboard('{Enter}');
    await within(log()).findByText('Which part of the hero should change?');
    expect(calls[0]?.body).toMatchObject({ initialPrompt: 'Line one\nline two' });
    expect(input()).toHaveValue('');
    const bubble = within(log()).getByText(/Line one/);
    expect(bubble).toHaveAttribute('dir', 'auto');
    expect(bubble.closest('li')?.querySelector('time')).toHaveAttribute('datetime');
    // Screen readers hear who said what, in English for an English site.
    expect(bubble.closest('li')).toHaveTextContent(/^You said:Line one/);
    const reply = within(log()).getByText('Which part of the hero should change?');
    expect(reply.closest('li')).toHaveTextContent(/^Assistant said:Which part/);
  });

  it('starts a session with the first message and continues it with the next', async () => {
    const calls = mockApi({
      [START]: () => jsonResponse(startReply()),
      [CONTINUE]: () => jsonResponse(continueReply({ response: 'Got it.' })),
    });
    const { say, log } = renderChat();
    await say('  Change the headline  ');
    await within(log()).findByText('Which part of the hero should change?');
    await say('The main one');
    await within(log()).findByText('Got it.');
    expect(calls).toEqual([
      { url: START, body: { websiteId: WEBSITE_ID, initialPrompt: 'Change the headline' } },
      {
        url: CONTINUE,
        body: {
          sessionId: SESSION_ID,
          websiteId: WEBSITE_ID,
          messageType: 'text',
          message: 'The main one',
        },
      },
    ]);
  });

  it('renders a reply as text, never as HTML, in the direction of its own script', async () => {
    mockApi({
      [START]: () => jsonResponse(startReply({ response: '<img src=x onerror=alert(1)> שלום' })),
    });
    const { say, log } = renderChat();
    await say('שנה את הכותרת');
    const reply = await within(log()).findByText('<img src=x onerror=alert(1)> שלום');
    expect(reply).toHaveAttribute('dir', 'auto');
    expect(log().querySelector('img')).toBeNull();
  });
});

describe('customization chat: applying and errors', () => {
  it('applies a reply that is ready at once, says what changed and reloads the preview', async () => {
    const apply = deferred();
    const calls = mockApi({
      [START]: () =>
        jsonResponse(
          startReply({
            response: 'I will switch to the elegant style.',
            readyToApply: true,
            customizationData: PALETTE_CHANGE,
          }),
        ),
      [APPLY]: () => apply.promise,
    });
    const { say, log, send, user, input, onUpdated } = renderChat();
    await say('Make it more elegant');
    expect(await screen.findByRole('status')).toHaveTextContent('Applying customizations...');
    await user.type(input(), 'More');
    expect(send()).toBeDisabled();
    apply.resolve(applied(3));
    await within(log()).findByText('Done: that is version 3. Your site is updating.');
    // The reply before it said what changes: the server's English topics are not repeated.
    expect(log()).not.toHaveTextContent('colour theme');
    expect(calls[1]).toEqual({ url: APPLY, body: PALETTE_CHANGE });
    expect(onUpdated).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says “Failed to apply customizations” when the apply fails, and reloads nothing', async () => {
    mockApi({
      [START]: () =>
        jsonResponse(startReply({ readyToApply: true, customizationData: PALETTE_CHANGE })),
      [APPLY]: () => jsonResponse({ error: 'boom' }, 500),
    });
    const { say, onUpdated } = renderChat();
    await say('Make it more elegant');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to apply customizations');
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it('says “Failed to start customization” and gives the owner’s text back', async () => {
    mockApi({ [START]: () => jsonResponse({ error: 'boom' }, 500) });
    const { say, input, log } = renderChat();
    await say('Make the headline warmer');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to start customization. Please try again.',
    );
    expect(input()).toHaveValue('Make the headline warmer');
    expect(within(log()).queryByText('Make the headline warmer')).toBeNull();
  });

  it('shows the server’s own words for a refused request, and the spec text for a failed one', async () => {
    let continueResponse = jsonResponse({ error: 'Messages can be at most 1000 characters' }, 400);
    mockApi({
      [START]: () => jsonResponse(startReply()),
      [CONTINUE]: () => continueResponse,
    });
    const { say, input, user, log } = renderChat();
    await say('Change the headline');
    await within(log()).findByText('Which part of the hero should change?');
    await say('The main one');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Messages can be at most 1000 characters',
    );
    expect(input()).toHaveValue('The main one');
    continueResponse = jsonResponse({ error: 'boom' }, 502);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to process your request. Please try again.',
      );
    });
  });
});

describe('customization chat: undo', () => {
  /** A chat whose first reply is ready to apply, making version 3 from version 2. */
  async function applyOneChange(restore: () => Response | Promise<Response>) {
    const calls = mockApi({
      [START]: () =>
        jsonResponse(startReply({ readyToApply: true, customizationData: PALETTE_CHANGE })),
      [APPLY]: () => applied(3),
      [restorePath(2)]: restore,
    });
    const chat = renderChat();
    await chat.say('Make it more elegant');
    await within(chat.log()).findByText('Done: that is version 3. Your site is updating.');
    const undo = () => screen.getByRole('button', { name: 'Undo: back to version 2' });
    return { ...chat, calls, undo };
  }

  it('offers Undo under the change; one click restores the version before it and reloads', async () => {
    const restore = deferred();
    const { user, log, onUpdated, calls, undo } = await applyOneChange(() => restore.promise);
    const button = undo();
    expect(button).toHaveTextContent(/^Undo$/);
    expect(button.closest('li')).toHaveTextContent('Done: that is version 3.');
    onUpdated.mockClear();

    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Applying customizations...');
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    restore.resolve(jsonResponse({ website: websiteDetail({ currentVersion: 4 }) }));
    await within(log()).findByText('Undone: your site is back as it was in version 2.');
    expect(calls.at(-1)).toEqual({ url: restorePath(2), body: undefined });
    expect(onUpdated).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
    // Used once: it is gone, and focus stays in the conversation rather than on the page.
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(log()).toHaveFocus();
  });

  it('says the restore failed, in the versions panel’s words, and keeps Undo to try again', async () => {
    const { user, onUpdated, undo } = await applyOneChange(() =>
      jsonResponse({ error: 'boom' }, 500),
    );
    onUpdated.mockClear();
    await user.click(undo());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to restore version');
    expect(undo()).toBeEnabled();
    expect(onUpdated).not.toHaveBeenCalled();
  });
});

describe('customization chat: widgets', () => {
  it('customization_options: the choice becomes a Selected Option message and a widget response', async () => {
    const calls = mockApi({
      [START]: () => jsonResponse(startReply({ response: 'Pick one:', widget: widgets.options })),
      [CONTINUE]: () => jsonResponse(continueReply({ response: 'Forest green it is.' })),
    });
    const { say, user, log } = renderChat();
    await say('New colours');
    const group = await screen.findByRole('group', { name: widgets.options.question });
    expect(within(group).getByText('Calm greens and cream')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: /Forest green/ }));
    const selection = within(log()).getByText('Forest green').closest('li');
    expect(selection).toHaveTextContent('Selected Option');
    expect(calls[1]).toEqual({
      url: CONTINUE,
      body: {
        sessionId: SESSION_ID,
        websiteId: WEBSITE_ID,
        messageType: 'widget_response',
        message: {
          type: 'customization_options',
          value: 'forest',
          question: widgets.options.question,
        },
      },
    });
    await within(log()).findByText('Forest green it is.');
    // Answered once: the options are gone, replaced by the answer.
    expect(screen.queryByRole('group', { name: widgets.options.question })).toBeNull();
  });

  it('shows the wizard’s widgets for the wizard’s types and sends their answers', async () => {
    const calls = mockApi({
      [START]: () => jsonResponse(startReply({ widget: widgets.singleSelect })),
      [CONTINUE]: () => jsonResponse(continueReply()),
    });
    const { say, user, log } = renderChat();
    await say('Reorder the page');
    await user.click(await screen.findByRole('radio', { name: 'About us' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(log()).getByText('About us')).toBeInTheDocument();
    expect(calls[1]?.body).toMatchObject({
      messageType: 'widget_response',
      message: { type: 'single_select', value: 'about', question: widgets.singleSelect.question },
    });
  });

  it('gives an unanswered widget back when its answer was not delivered', async () => {
    mockApi({
      [START]: () => jsonResponse(startReply({ widget: widgets.options })),
      [CONTINUE]: () => jsonResponse({ error: 'boom' }, 500),
    });
    const { say, user } = renderChat();
    await say('New colours');
    await user.click(await screen.findByRole('button', { name: /Sunset/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to process your request. Please try again.',
    );
    expect(screen.getByRole('button', { name: /Sunset/ })).toBeEnabled();
    expect(screen.queryByText('Selected Option')).toBeNull();
  });
});

describe('customization chat: point and edit', () => {
  it('keeps the subject for every following message until the owner removes it', async () => {
    const rename = {
      edits: [
        { op: 'setSectionText', sectionId: 'services', path: 'items.1.title', value: 'Cakes' },
      ],
    } satisfies CustomizationData;
    const calls = mockApi({
      [START]: () => jsonResponse(startReply({ readyToApply: true, customizationData: rename })),
      [CONTINUE]: () => jsonResponse(continueReply({ response: 'Shorter now.' })),
      [APPLY]: () => applied(4),
    });
    const onClearSubject = vi.fn();
    const card = { sectionId: 'services', path: 'items.1.title' };
    const { say, log, rerender, onUpdated } = renderChat({
      subject: { subject: card, label: '“Celebration cakes”' },
      onClearSubject,
    });
    expect(screen.getByText('Editing: “Celebration cakes”')).toBeInTheDocument();
    await say('Rename this to Cakes');
    await within(log()).findByText('Done: that is version 4. Your site is updating.');
    // Renaming the card keeps it the subject: "this" in the next message is the same card.
    await say('Now make it shorter');
    await within(log()).findByText('Shorter now.');
    expect(calls.map((call) => (call.body as { subject?: unknown }).subject)).toEqual([
      card,
      undefined,
      card,
    ]);
    expect(onClearSubject).not.toHaveBeenCalled();
    expect(screen.getByText('Editing: “Celebration cakes”')).toBeInTheDocument();
    rerender(<CustomizationChat websiteId={WEBSITE_ID} onUpdated={onUpdated} subject={null} />);
    expect(screen.queryByText(/^Editing:/)).toBeNull();
  });

  it('ends the subject when a change took what it names off the page', async () => {
    const removeCard = {
      edits: [{ op: 'removeServiceItem', index: 1 }],
    } satisfies CustomizationData;
    mockApi({
      [START]: () =>
        jsonResponse(startReply({ readyToApply: true, customizationData: removeCard })),
      [APPLY]: () => applied(4),
    });
    const onClearSubject = vi.fn();
    const { say, log } = renderChat({
      subject: { subject: { sectionId: 'services', path: 'items.1.title' }, label: '“Cakes”' },
      onClearSubject,
    });
    await say('Remove this');
    await within(log()).findByText('Done: that is version 4. Your site is updating.');
    expect(onClearSubject).toHaveBeenCalledOnce();
  });

  it('lets the owner remove the chip', async () => {
    mockApi({});
    const onClearSubject = vi.fn();
    const { user } = renderChat({
      subject: { subject: { sectionId: 'about' }, label: 'About section' },
      onClearSubject,
    });
    await user.click(screen.getByRole('button', { name: 'Stop editing About section' }));
    expect(onClearSubject).toHaveBeenCalledOnce();
  });
});

describe('customization chat: in the site’s language', () => {
  const SPANISH: ChatNames = {
    input: 'Tu solicitud de cambios',
    send: 'Enviar mensaje',
    log: 'Conversación de personalización',
  };

  it('greets, asks through its widgets, applies and undoes in Spanish, with no English', async () => {
    mockApi({
      [START]: () =>
        jsonResponse(
          startReply({
            response: '¿Qué tan formal?',
            widget: { type: 'slider', question: '¿Qué tan formal debe sonar?' },
          }),
        ),
      [CONTINUE]: () =>
        jsonResponse(continueReply({ readyToApply: true, customizationData: PALETTE_CHANGE })),
      [APPLY]: () => applied(4),
      [restorePath(3)]: () => jsonResponse({ website: websiteDetail({ currentVersion: 5 }) }),
    });
    const { say, log, user } = renderChat({ language: 'es-ES' }, SPANISH);
    // The Spanish words arrive in their own chunk: the chat is English until then.
    await screen.findByRole('log', { name: SPANISH.log });
    expect(within(log()).getByText(/^¡Hola! Dime qué quieres cambiar/)).toBeInTheDocument();
    expect(within(log()).queryByText(/^Hi! Tell me/)).not.toBeInTheDocument();
    await say('Más elegante');
    // Screen readers hear who said what in Spanish too.
    const mine = within(log()).getByText('Más elegante').closest('li');
    expect(mine).toHaveTextContent(/^Tú dijiste:Más elegante/);
    const question = await within(log()).findByText('¿Qué tan formal?');
    expect(question.closest('li')).toHaveTextContent(/^El asistente dijo:¿Qué tan formal\?/);
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    await within(log()).findByText('Hecho: es la versión 4. Tu sitio se está actualizando.');
    await user.click(screen.getByRole('button', { name: 'Deshacer: volver a la versión 3' }));
    await within(log()).findByText('Deshecho: tu sitio vuelve a estar como en la versión 3.');
    expect(log()).not.toHaveTextContent('colour theme');
    expect(screen.queryByRole('button', { name: /^Deshacer/ })).toBeNull();
  });

  it('names the part of the preview the message is about in Spanish', async () => {
    mockApi({});
    const onClearSubject = vi.fn();
    const { user } = renderChat({
      language: 'es',
      subject: { subject: { sectionId: 'about' }, label: 'Sobre nosotros' },
      onClearSubject,
    });
    expect(await screen.findByText('Editando: Sobre nosotros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dejar de editar Sobre nosotros' }));
    expect(onClearSubject).toHaveBeenCalledOnce();
  });

  it('stays English for a language Zappy has no words for', () => {
    mockApi({});
    const { log } = renderChat({ language: 'ja' });
    expect(
      within(log()).getByText(/^Hi! Tell me what you would like to change/),
    ).toBeInTheDocument();
  });
});
