import { createContext, useContext } from 'react';
import { ENGLISH_APP_WORDS } from '@zappy/locales/app-words';
import type { AppWords } from '@zappy/locales/types';

export type WidgetWords = AppWords['widgets'];

/**
 * The words every widget shows, in the conversation's language. The wizard and the
 * customization chat provide theirs; without a provider, English.
 */
export const WidgetWordsContext = createContext<WidgetWords>(ENGLISH_APP_WORDS.widgets);

export function useWidgetWords(): WidgetWords {
  return useContext(WidgetWordsContext);
}
