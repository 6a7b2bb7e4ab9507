import type { Widget } from '@zappy/contract/widgets';
import type { Brain, ConversationInput, ConversationTurn } from './brain';

/** How a scripted user answers: by widget type, a value, or free text. */
export type ScriptedAnswer = (widget: Widget, turn: number) => ConversationInput;

/**
 * Answers a widget the way a reasonable user would: the first option, the first two of a
 * multi-select, a number in range, some text for text inputs. Used by tests and the bench.
 */
export function sensibleAnswer(widget: Widget, freeText?: string): ConversationInput {
  const response = (value: string | number | undefined, values?: string[]): ConversationInput => ({
    type: 'widget_response',
    response: {
      type: widget.type,
      question: widget.question,
      ...(value !== undefined ? { value } : {}),
      ...(values ? { values } : {}),
    },
  });
  if (freeText !== undefined) return { type: 'text', text: freeText };
  switch (widget.type) {
    case 'single_select':
      return response(widget.options?.[0]?.value);
    case 'multi_select':
      return response(
        undefined,
        (widget.options ?? []).slice(0, 2).map((o) => o.value),
      );
    case 'slider':
      return response(70);
    case 'rating':
      return response(3);
    case 'color_picker':
      return response(widget.colors?.[0]?.value);
    case 'color_palette':
      return response(widget.palettes?.[1]?.name ?? widget.palettes?.[0]?.name);
    case 'image_selector':
      return response(widget.images?.[0]?.id);
    default:
      return response('Not sure');
  }
}

/**
 * Drives a conversation until it is ready or `maxTurns` replies have been given; returns every
 * turn. `answer` decides each reply (default {@link sensibleAnswer}).
 */
export async function driveConversation(
  brain: Brain,
  firstMessage: string,
  answer: ScriptedAnswer = (widget) => sensibleAnswer(widget),
  maxTurns = 12,
  seed = 1,
): Promise<ConversationTurn[]> {
  const turns: ConversationTurn[] = [(await brain.startConversation(firstMessage, { seed })).value];
  for (let i = 1; i < maxTurns; i += 1) {
    const last = turns[turns.length - 1];
    if (!last || last.readyToGenerate) break;
    const input = last.widget
      ? answer(last.widget, i)
      : { type: 'text' as const, text: 'That is all' };
    turns.push((await brain.continueConversation(last.state, input)).value);
  }
  return turns;
}
