import type { PhotoSearchWords } from '../types';

// English: the image panel's photo search (decision 040).

export const photoSearch: PhotoSearchWords = {
  title: 'Search photos',
  placeholder: 'For example: sourdough loaves',
  search: 'Search',
  searching: 'Searching…',
  results: (q) => `Photos of “${q}”`,
  found: (count, q) => `Photos of “${q}”: ${count}`,
  none: (q) => `No photos of “${q}”. Try other words.`,
  credit: (name, provider) => `Photo: ${name} / ${provider}`,
  generated: 'Generated image',
  slot: 'Image to replace',
  chooseSlot: 'Choose an image',
  use: 'Use this photo',
  using: 'Putting it on your site…',
  used: 'The photo is on your site.',
  pickSlot: 'Choose which image it replaces.',
  failed: {
    unauthorized: 'The photo service refused this Zappy’s key. Nothing on your site changed.',
    rate_limited:
      'The photo service has had too many searches for now. Try again later; nothing on your site changed.',
    unavailable:
      'The photo service did not answer in time. Try again in a moment; nothing on your site changed.',
    unusable:
      'The photo service sent nothing usable. Try other words; nothing on your site changed.',
  },
  off: 'No photo service is set up on this Zappy any more. You can still upload a photo of your own.',
  useFailed: 'The photo could not be placed. Nothing on your site changed; please try again.',
};
