import type { CopyFacts, IndustryWords, SitePhrases } from '../types';
import { namesOf } from '../section-names';
import sections from './sections.json';

/**
 * A one-letter Hebrew prefix (ב, ל, מ, ו) on a word: attached to a Hebrew word ("בתל אביב"),
 * with a maqaf before anything else ("ב-Austin", "ב-2015").
 */
export function prefixed(prefix: string, word: string): string {
  return /^[א-ת]/u.test(word) ? `${prefix}${word}` : `${prefix}-${word}`;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${prefixed('ו', items[items.length - 1] ?? '')}`;
}

const inCity = (city: string) => (city ? ` ${prefixed('ב', city)}` : '');

/** "20 שנות ניסיון", "שנת ניסיון אחת". */
const experience = (years: string) =>
  years === '1' ? 'שנת ניסיון אחת' : years === '2' ? 'שנתיים של ניסיון' : `${years} שנות ניסיון`;

/**
 * "LogLine מתל אביב: כלי למפתחים ש…", in the owner's words; when the heading already says the
 * rest, only what the product is, so the intro never repeats the heading word for word.
 */
function productIntro(f: CopyFacts, product: string): string {
  const from = f.city && !product.includes(f.city) ? ` ${prefixed('מ', f.city)}` : '';
  const full = `${f.name}${from}: ${product}.`;
  if (!full.toLowerCase().includes(f.tagline.toLowerCase())) return full;
  const next =
    f.specialties.length > 0
      ? `אצלנו תמצאו ${list(f.specialties.slice(0, 4))}.`
      : `${f.cta}, או שלחו לנו הודעה.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/, '').toLowerCase()))
    return `הכירו את ${f.name}${inCity(f.city)}. ${next}`;
  return `${f.name}${from}: ${head}. ${next}`;
}

/** Hebrew has no indefinite article: the noun serves both. */
const words = (
  label: string,
  noun: string,
  ctas: readonly [string, ...string[]],
): IndustryWords => ({
  label,
  noun,
  aNoun: noun,
  ctas,
});

const industries: Record<string, IndustryWords> = {
  bakery: words('מאפייה', 'מאפייה', ['הזמינו לאיסוף', 'הזמינו עוגה מראש', 'בקרו במאפייה']),
  cafe: words('בית קפה', 'בית קפה', ['בואו לבקר', 'צפו בתפריט', 'הזמינו את המקום']),
  restaurant: words('מסעדה', 'מסעדה', ['הזמינו שולחן', 'הזמינו לאיסוף', 'צפו בתפריט']),
  bar: words('בר / מבשלת בירה', 'בר', ['הזמינו שולחן', 'מה יש מהחבית', 'הזמינו מקום לאירוע']),
  catering: words('קייטרינג', 'חברת קייטרינג', ['בקשו הצעת מחיר', 'תכננו את התפריט', 'קבעו טעימה']),
  hotel: words('מלון / בית הארחה', 'בית הארחה', ['בדקו זמינות', 'הזמינו חדר', 'שאלו על תאריכים']),
  dental: words('מרפאת שיניים', 'מרפאת שיניים', ['קבעו תור', 'התקשרו למרפאה', 'קבעו בדיקה']),
  clinic: words('מרפאה / טיפול', 'מרפאה', ['קבעו תור', 'קבעו פגישת אבחון', 'התקשרו אלינו']),
  yoga: words('סטודיו ליוגה / פילאטיס', 'סטודיו', [
    'הירשמו לשיעור ראשון',
    'צפו במערכת השעות',
    'נסו שיעור',
  ]),
  fitness: words('חדר כושר / אימון אישי', 'חדר כושר', [
    'קבעו אימון ראשון',
    'התחילו להתאמן',
    'צפו במנויים',
  ]),
  salon: words('מספרה / ברבר', 'מספרה', ['קבעו תור', 'קבעו תור באתר', 'התקשרו לקביעת תור']),
  spa: words('טיפוח / ספא', 'ספא', ['הזמינו טיפול', 'רכשו שובר מתנה', 'צפו בטיפולים']),
  pet: words('טיפול בחיות מחמד / וטרינריה', 'עסק לטיפול בחיות מחמד', [
    'קבעו ביקור',
    'קבעו טיפוח',
    'בואו להכיר אותנו',
  ]),
  law: words('משרד עורכי דין', 'משרד עורכי דין', [
    'קבעו פגישת ייעוץ',
    'התקשרו לייעוץ',
    'בקשו שנחזור אליכם',
  ]),
  accounting: words('ראיית חשבון / הנהלת חשבונות', 'משרד רואי חשבון', [
    'קבעו שיחה',
    'קבלו הצעת מחיר',
    'עברו אלינו',
  ]),
  consulting: words('ייעוץ / אימון אישי', 'חברת ייעוץ', [
    'קבעו שיחת היכרות',
    'צרו קשר',
    'התחילו פרויקט',
  ]),
  'real-estate': words('משרד תיווך נדל״ן', 'משרד תיווך', [
    'קבעו הערכת שווי',
    'צפו בנכסים',
    'דברו עם מתווך',
  ]),
  'marketing-agency': words('שיווק / בניית אתרים', 'סוכנות שיווק', [
    'התחילו פרויקט',
    'קבלו הצעה',
    'קבעו שיחה',
  ]),
  architecture: words('אדריכלות / עיצוב פנים', 'סטודיו לעיצוב', [
    'קבעו פגישת ייעוץ',
    'התחילו את הפרויקט',
    'צפו בעבודות שלנו',
  ]),
  plumbing: words('אינסטלציה / חימום', 'חברת אינסטלציה', [
    'התקשרו עכשיו',
    'בקשו הצעת מחיר',
    'קבעו ביקור',
  ]),
  electrician: words('חשמלאי', 'קבלן חשמל', ['קבלו הצעת מחיר', 'התקשרו עכשיו', 'קבעו בדיקה']),
  construction: words('בנייה / שיפוצים', 'חברת בנייה', [
    'קבלו הצעת מחיר',
    'קבעו ביקור באתר',
    'צפו בפרויקטים שלנו',
  ]),
  cleaning: words('שירותי ניקיון', 'חברת ניקיון', [
    'קבלו הצעת מחיר',
    'הזמינו ניקיון',
    'התקשרו אלינו',
  ]),
  landscaping: words('גינון / עיצוב נוף', 'חברת גינון', [
    'קבלו הצעת מחיר',
    'קבעו ביקור בגינה',
    'התקשרו אלינו',
  ]),
  auto: words('מוסך / תיקון רכב', 'מוסך', ['קבעו טיפול', 'קבלו הצעת מחיר', 'התקשרו למוסך']),
  'bike-shop': words('חנות אופניים', 'חנות אופניים', ['קבעו תיקון', 'בקרו בחנות', 'התקשרו אלינו']),
  photography: words('צילום', 'סטודיו לצילום', ['בדקו זמינות', 'קבעו צילומים', 'צפו בתיק העבודות']),
  events: words('חתונות / הפקת אירועים', 'חברת הפקת אירועים', [
    'תכננו את האירוע',
    'קבעו פגישת ייעוץ',
    'בדקו תאריכים',
  ]),
  education: words('שיעורים פרטיים / חינוך', 'מרכז למידה', [
    'קבעו שיעור ניסיון',
    'שאלו על השיעורים',
    'הירשמו עכשיו',
  ]),
  music: words('מוזיקה / אמנות', 'סטודיו למוזיקה', [
    'קבעו שיעור ראשון',
    'בדקו זמינות',
    'האזינו והזמינו',
  ]),
  saas: words('תוכנה / שירותי ענן', 'מוצר תוכנה', [
    'התחילו עכשיו',
    'הצטרפו לרשימת ההמתנה',
    'קבעו הדגמה',
    'נסו את המוצר',
  ]),
  ecommerce: words('חנות מקוונת / עבודות יד', 'חנות', [
    'צפו בקולקציה',
    'הזמינו פריט בהתאמה אישית',
    'גלו פריטים חדשים',
  ]),
  boutique: words('בוטיק / חנות', 'בוטיק', [
    'בקרו בחנות',
    'צפו בפריטים החדשים',
    'קבעו פגישת סטיילינג',
  ]),
  nonprofit: words('עמותה / קהילה', 'עמותה', ['תרמו', 'התנדבו איתנו', 'הצטרפו אלינו']),
  travel: words('טיולים / סיורים', 'חברת סיורים', [
    'הזמינו סיור',
    'בדקו תאריכים',
    'תכננו טיול פרטי',
  ]),
  general: words('עסק מקומי', 'עסק', ['צרו קשר', 'בקשו הצעת מחיר', 'התקשרו אלינו']),
};

const HEADLINES = [
  'ברוכים הבאים אל {name}',
  'נעים להכיר: {name}',
  '{specialty} באזור {city}',
  '{city}, אנחנו כאן בשבילכם',
  'בואו נדבר על {specialty}',
  'אנחנו כאן בשבילכם',
] as const;

/** The one question every business answers the same way: how to reach it. */
const CONTACT_QUESTION = [
  'איך יוצרים קשר?',
  'כתבו לנו בטופס שבעמוד זה או השתמשו בפרטי הקשר.',
] as const;

/** Hebrew: plural "we" and "you" forms, so no sentence needs the business name's gender. */
export const copy: SitePhrases = {
  language: 'he',
  list,
  inCity,
  yourArea: 'האזור שלכם',
  ourCustomers: 'הלקוחות שלנו',
  defaultName: (noun, city) => (city ? `${noun}${inCity(city)}` : noun),
  goals: {
    book: 'קבעו תור',
    order: 'הזמינו אונליין',
    quote: 'בקשו הצעת מחיר',
    donate: 'תרמו',
    beta: 'הצטרפו לגרסת הבטא',
    waitlist: 'הצטרפו לרשימת ההמתנה',
    trial: 'נסו עכשיו',
    demo: 'קבעו הדגמה',
    signup: 'הירשמו',
    shop: 'לחנות',
    call: 'התקשרו אלינו',
  },
  capitalisesNouns: false,
  industries,
  navLabels: namesOf(sections, 'nav'),
  headlines: () => HEADLINES,
  since: (year) => `מאז ${year}`,
  yearsOfExperience: experience,
  // The reader's traits are English words.
  trait: () => undefined,
  hero: {
    eyebrow: (label, city) => `${label}${inCity(city)}`,
    intro: (f) => {
      if (f.product) return productIntro(f, f.product);
      const what = `${f.noun}${inCity(f.city)}${f.audience ? ` עבור ${f.audience}` : ''}`;
      const offer = list(f.specialties.slice(0, 4));
      if (f.friendly)
        return `ברוכים הבאים אל ${f.name}, ${what}.${offer ? ` אצלנו תמצאו ${offer}.` : ''}`;
      return `${f.name}: ${what}.${offer ? ` מה אנחנו מציעים: ${offer}.` : ''}`;
    },
    servicesAction: (friendly) => (friendly ? 'מה אנחנו עושים' : 'השירותים שלנו'),
  },
  features: {
    heading: (f) => `למה ${f.name}?`,
    intro: (f) =>
      !f.audience
        ? `מה תמצאו אצלנו.`
        : f.friendly
          ? `כמה סיבות לבחור בנו, במיוחד עבור ${f.audience}.`
          : `מה מחכה אצלנו עבור ${f.audience}.`,
    highlightText: (f, h) =>
      h.since
        ? `אנחנו כאן בשבילכם${inCity(f.city)} מאז ${h.since}.`
        : h.years
          ? `אנחנו מביאים ${experience(h.years)}${f.specialties.length > 0 ? ` ${prefixed('ב', f.specialty)}` : ''} לכל מה שאנחנו עושים.`
          : 'אנחנו גאים במה שאנחנו עושים.',
  },
  services: {
    heading: (friendly) => (friendly ? 'מה אנחנו עושים' : 'שירותים'),
    free: 'חינם',
    from: (amount) => `החל ${prefixed('מ', amount)}`,
  },
  about: {
    heading: (f) => `קצת על ${f.name}`,
    body: (f) =>
      [
        f.product ? `אנחנו מציעים ${f.product}.` : `אנחנו ${f.noun}${inCity(f.city)}.`,
        f.since ? `אנחנו פועלים מאז ${f.since}.` : '',
        f.specialties.length > 0
          ? `אנחנו מתמקדים ${prefixed('ב', list(f.specialties.slice(0, 4)))}${f.audience ? `, עבור ${f.audience}` : ''}${f.years ? `, עם ${experience(f.years)} מאחורינו` : ''}.`
          : f.years
            ? `מאחורינו ${experience(f.years)}.`
            : '',
        f.friendly
          ? `${f.local ? 'קפצו לביקור, שלחו לנו הודעה' : 'שלחו לנו הודעה'} או ${f.cta}: נשמח לשמוע מכם.`
          : `כדי להתחיל, ${f.cta} או שלחו לנו הודעה.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `נמצאים${inCity(city)}`,
  },
  gallery: { heading: (f) => `הצצה אל ${f.name}` },
  testimonials: { heading: (f) => `מה הלקוחות אומרים על ${f.name}` },
  team: { heading: (f) => `האנשים שמאחורי ${f.name}` },
  pricing: {
    heading: (f) => `המחירים של ${f.name}`,
    intro: (f) => (f.friendly ? 'בחרו את מה שמתאים לכם.' : 'המסלולים והמחירים.'),
    startingPrice: 'מחיר התחלתי',
    periods: { monthly: 'לחודש', yearly: 'לשנה', weekly: 'לשבוע', 'one-time': 'תשלום חד-פעמי' },
  },
  faq: {
    heading: 'שאלות נפוצות',
    contact: CONTACT_QUESTION,
    booking: (f) => ['איך קובעים תור או מזמינים?', `בכפתור „${f.cta}” שבעמוד זה, או בהודעה אלינו.`],
    pricesOnRequest: (f) => [
      `מה המחירים אצל ${f.name}?`,
      'המחירים לפי בקשה: שלחו לנו הודעה ונשלח לכם הצעת מחיר.',
    ],
    leadTime: (notice) => ['כמה זמן מראש צריך להזמין?', notice],
    serviceArea: (towns) => ['לאילו אזורים אתם מגיעים?', `אנחנו מגיעים ל${towns}.`],
  },
  stats: {
    heading: (f) => `${f.name} בקצרה`,
    since: 'משרתים לקוחות מאז',
    years: 'שנות ניסיון',
  },
  cta: {
    heading: (f) => {
      if (f.friendly && f.city && f.local) return `נתראה בקרוב${inCity(f.city)}`;
      return f.cta.includes(f.name) ? f.cta : `${f.name}: ${f.cta}`;
    },
    intro: (f) =>
      f.specialties.length > 0
        ? `${list(f.specialties.slice(0, 4))}${inCity(f.city)}.`
        : 'יש לכם שאלות לפני שמתחילים? שלחו לנו הודעה.',
    call: (phone) => `התקשרו: ${phone}`,
  },
  contact: {
    heading: (f) =>
      f.local && f.city ? `בקרו אצל ${f.name}${inCity(f.city)}` : `צרו קשר עם ${f.name}`,
    intro: (f) => {
      const ways = [
        f.email ? `כתבו לכתובת ${f.email}` : '',
        f.phone ? `התקשרו למספר ${f.phone}` : '',
      ].filter(Boolean);
      const about = f.specialties.length > 0 ? ` בנושא ${f.specialty}` : '';
      return [
        ways.length > 0
          ? `${ways.join(' או ')}, או שלחו לנו הודעה${about}.`
          : `שלחו לנו הודעה${about}.`,
        f.hoursNote ? `שעות פתיחה: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0 ? `עקבו אחרינו: ${f.socialHandles.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `${first} עד ${last}`,
    openFrom: (days, time) => `${days} החל מ-${time}`,
    everyDay: 'כל יום',
    byAppointment: 'בתיאום מראש',
    heading: 'שעות פתיחה',
  },
  footer: {
    product: (f, product) => `${f.name}: ${product}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `אודות ${f.name}`,
    gallery: (f, caption) => `${caption} אצל ${f.name}`,
    illustration: (alt) => `איור: ${alt}`,
  },
};
