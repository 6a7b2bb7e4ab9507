import type { PhotoSearchWords } from '../types';

// Hebrew: the image panel's photo search (decision 040).

export const photoSearch: PhotoSearchWords = {
  title: 'חיפוש תמונות',
  placeholder: 'למשל: כיכרות לחם מחמצת',
  search: 'חיפוש',
  searching: 'מחפש…',
  results: (q) => `תמונות של "${q}"`,
  found: (count, q) => `תמונות של "${q}": ${count}`,
  none: (q) => `אין תמונות של "${q}". נסו מילים אחרות.`,
  credit: (name, provider) => `צילום: ${name} / ${provider}`,
  generated: 'תמונה שנוצרה',
  slot: 'התמונה שתוחלף',
  chooseSlot: 'בחרו תמונה',
  use: 'שימוש בתמונה הזו',
  using: 'מציב אותה באתר…',
  used: 'התמונה נמצאת באתר שלכם.',
  pickSlot: 'בחרו איזו תמונה היא מחליפה.',
  failed: {
    unauthorized: 'שירות התמונות דחה את המפתח של Zappy הזה. שום דבר באתר לא השתנה.',
    rate_limited:
      'שירות התמונות קיבל יותר מדי חיפושים בינתיים. נסו שוב מאוחר יותר; שום דבר באתר לא השתנה.',
    unavailable: 'שירות התמונות לא ענה בזמן. נסו שוב בעוד רגע; שום דבר באתר לא השתנה.',
    unusable: 'שירות התמונות לא שלח שום דבר שמיש. נסו מילים אחרות; שום דבר באתר לא השתנה.',
  },
  off: 'ב־Zappy הזה כבר לא מוגדר שירות תמונות. עדיין אפשר להעלות תמונה משלכם.',
  useFailed: 'לא ניתן היה להציב את התמונה. שום דבר באתר לא השתנה; נסו שוב.',
};
