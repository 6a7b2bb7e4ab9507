import { ENGLISH_PUBLISHING_WORDS, loadPublishingWords } from '@zappy/locales/publishing-words';
import { createWordsHook } from '../../../lib/lazy-words';

/** The Publishing section's words for a BCP 47 tag; only its lazily loaded panel imports this. */
export const usePublishingWords = createWordsHook(
  'Publishing words',
  ENGLISH_PUBLISHING_WORDS,
  loadPublishingWords,
);
