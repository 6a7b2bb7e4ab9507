import {
  ENGLISH_PHOTO_SEARCH_WORDS,
  loadPhotoSearchWords,
} from '@zappy/locales/photo-search-words';
import { createWordsHook } from '../../../lib/lazy-words';

/**
 * The image panel's photo search words in the language of a BCP 47 tag. Only the customization
 * chat imports them, and it loads lazily, so not even their English is in a page's first load.
 */
export const usePhotoSearchWordsIn = createWordsHook(
  'Photo search words',
  ENGLISH_PHOTO_SEARCH_WORDS,
  loadPhotoSearchWords,
);
