import type { CustomizationChatMessage } from '@zappy/contract/customization';
import type { Widget } from '@zappy/contract/widgets';

let lastLocalId = 0;
/** Ids for messages the client makes itself (the server names only its replies). */
function localId(): string {
  lastLocalId += 1;
  return `local-${lastLocalId}`;
}

const now = () => new Date().toISOString();

/** The chat's first message, the greeting, in the owner's words. */
export function welcomeMessage(text: string, timestamp: string): CustomizationChatMessage {
  return { id: 'welcome', type: 'assistant', content: text, timestamp };
}

export function userMessage(
  content: string,
  flags: { isCustomizationSelection?: boolean } = {},
): CustomizationChatMessage {
  return { id: localId(), type: 'user', content, timestamp: now(), ...flags };
}

export function assistantMessage(
  content: string,
  options: { id?: string; widget?: Widget | null; undoVersion?: number } = {},
): CustomizationChatMessage {
  const widget = options.widget ?? null;
  return {
    id: options.id ?? localId(),
    type: 'assistant',
    content,
    timestamp: now(),
    isWidget: widget !== null,
    widget,
    undoVersion: options.undoVersion,
  };
}

/**
 * The conversation once a newer version exists: no message offers its undo any more, since
 * restoring the version before an older change would silently drop the changes made since.
 */
export function withoutUndo(messages: CustomizationChatMessage[]): CustomizationChatMessage[] {
  return messages.map((message) =>
    message.undoVersion === undefined ? message : { ...message, undoVersion: undefined },
  );
}

/**
 * The message whose widget still waits for an answer: the newest assistant message with a
 * widget, as long as the owner has not written since (an answer, or free text instead).
 */
export function findOpenWidgetMessageId(messages: CustomizationChatMessage[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message?.type === 'user') return null;
    if (message?.widget) return message.id;
  }
  return null;
}
