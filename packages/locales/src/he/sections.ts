import type { SectionNames } from '../types';

export const sections: SectionNames = {
  hero: { heading: 'ברוכים הבאים', nav: '', named: 'פתיחה' },
  features: { heading: 'יתרונות', nav: 'למה אנחנו', named: 'יתרונות' },
  services: { heading: 'שירותים', nav: 'שירותים', named: 'שירותים' },
  about: { heading: 'אודותינו', nav: 'אודות', named: 'אודות' },
  gallery: { heading: 'גלריה', nav: 'גלריה', named: 'גלריה' },
  testimonials: { heading: 'המלצות', nav: 'המלצות', named: 'המלצות' },
  pricing: { heading: 'מחירים', nav: 'מחירים', named: 'מחירים' },
  faq: { heading: 'שאלות נפוצות', nav: 'שאלות נפוצות', named: 'שאלות נפוצות' },
  team: { heading: 'הצוות שלנו', nav: 'הצוות', named: 'צוות' },
  stats: { heading: 'במספרים', nav: '', named: 'מספרים' },
  cta: { heading: 'בואו נתחיל', nav: '', named: 'קריאה לפעולה' },
  contact: { heading: 'יצירת קשר', nav: 'צרו קשר', named: 'צור קשר' },
  hours: { heading: 'שעות פתיחה', nav: 'שעות פתיחה', named: 'שעות פתיחה' },
  footer: { heading: 'כותרת תחתונה', nav: '', named: 'כותרת תחתונה' },
};
