import type { SectionNames } from '../types';

export const sections: SectionNames = {
  hero: { heading: 'أهلًا بكم', nav: '', named: 'الواجهة' },
  features: { heading: 'المزايا', nav: 'لماذا نحن', named: 'المزايا' },
  services: { heading: 'الخدمات', nav: 'خدماتنا', named: 'الخدمات' },
  about: { heading: 'من نحن', nav: 'من نحن', named: 'من نحن' },
  gallery: { heading: 'معرض الصور', nav: 'معرض الصور', named: 'المعرض' },
  testimonials: { heading: 'آراء العملاء', nav: 'آراء العملاء', named: 'آراء العملاء' },
  pricing: { heading: 'الأسعار', nav: 'الأسعار', named: 'الأسعار' },
  faq: { heading: 'الأسئلة الشائعة', nav: 'الأسئلة الشائعة', named: 'الأسئلة الشائعة' },
  team: { heading: 'فريقنا', nav: 'فريقنا', named: 'الفريق' },
  stats: { heading: 'بالأرقام', nav: '', named: 'الأرقام' },
  cta: { heading: 'ابدأ الآن', nav: '', named: 'دعوة للتصرف' },
  contact: { heading: 'اتصل بنا', nav: 'اتصل بنا', named: 'اتصل بنا' },
  hours: { heading: 'ساعات العمل', nav: 'ساعات العمل', named: 'ساعات العمل' },
  footer: { heading: 'تذييل الصفحة', nav: '', named: 'التذييل' },
};
