import { copy, prefixed } from './copy';
import type { PaletteWords, SiteStyle, WizardPhrases } from '../types';

const YOUR_BUSINESS = 'העסק שלכם';

/** "ב-Bella", "במאפיית הדגן"; "בעסק שלכם" for the stand-in name (the ה gives way to the ב). */
const at = (name: string) => (name === YOUR_BUSINESS ? 'בעסק שלכם' : prefixed('ב', name));

const { list } = copy;

/**
 * The wizard in Hebrew, speaking to the owner in the plural. The business may have a Latin
 * name, so no verb agrees with it.
 */

const NOTES: Record<SiteStyle, string> = {
  modern: 'נקי ועדכני',
  elegant: 'מעודן, עם גוונים ניטרליים חמים',
  playful: 'בהיר וידידותי',
  bold: 'בולט ובטוח',
  minimal: 'שקט, עם הרבה שטח לבן',
  corporate: 'אמין ומסודר',
};

/** The styles' names, which are also the palettes' moods: one adjective serves both. */
const STYLE_WORDS = {
  modern: 'מודרני',
  elegant: 'אלגנטי',
  playful: 'שובב',
  bold: 'נועז',
  minimal: 'מינימליסטי',
  corporate: 'עסקי',
};

const palettes: PaletteWords = {
  hues: {
    red: 'אדום',
    orange: 'כתום',
    yellow: 'צהוב',
    green: 'ירוק',
    teal: 'טורקיז',
    blue: 'כחול',
    purple: 'סגול',
    pink: 'ורוד',
    brown: 'חום',
    grey: 'אפור',
  },
  moods: STYLE_WORDS,
  name: (mood, hue) => `${hue} ${mood}`,
  withAccent: (name, accent) => `${name} עם ${accent}`,
  description: (mood, hue, style) =>
    `${hue} ${mood}: ${NOTES[style]}; כל צבעי הטקסט עומדים בניגודיות WCAG AA`,
};

export const wizard: WizardPhrases = {
  palettes,
  language: 'he',
  list,
  yourBusiness: YOUR_BUSINESS,
  languageNames: {
    en: 'אנגלית',
    es: 'ספרדית',
    fr: 'צרפתית',
    de: 'גרמנית',
    it: 'איטלקית',
    pt: 'פורטוגזית',
    nl: 'הולנדית',
    he: 'עברית',
    ar: 'ערבית',
    ru: 'רוסית',
  },
  questions: {
    identity: (hasCity) => (hasCity ? 'מה שם העסק?' : 'מה שם העסק, ובאיזו עיר הוא נמצא?'),
    identityPlaceholder: (hasCity) =>
      hasCity ? 'לדוגמה: מאפיית הדגן' : 'לדוגמה: מאפיית הדגן, חיפה',
    industry: (name) => (name ? `מה תחום הפעילות של ${name}?` : 'מה תחום הפעילות של העסק?'),
    otherIndustry: 'משהו אחר (כתבו בעצמכם)',
    services: (name) => `מה מכל אלה מציעים ${at(name)}? בחרו את כל מה שמתאים, או כתבו בעצמכם.`,
    servicesOpen: (name) => `מה מציעים ${at(name)}? כתבו את המוצרים או השירותים העיקריים.`,
    servicesPlaceholder: 'לדוגמה: לחם מחמצת, עוגות לאירועים, קפה',
    contact: (name, local) =>
      `איך לקוחות יכולים ליצור קשר עם ${name}? כתבו כתובת אימייל, מספר טלפון${local ? ' וכתובת העסק' : ' או כתובת אתר'}.`,
    contactPlaceholder: 'לדוגמה: info@hadagan.co.il, 04-8123456',
    brandColor: (name) => `איזה צבע הכי קרוב לצבע המותג של ${name}?`,
    palette: (name) =>
      `בחרו פלטת צבעים עבור ${name}. כל האפשרויות עומדות בבדיקות הניגודיות של נגישות.`,
    heroImage: (name) => `איזה סגנון של תמונה ראשית הכי מתאים עבור ${name}?`,
    heroOption: (n) => `אפשרות ${n}`,
    callToAction: 'מה המבקרים צריכים לעשות קודם כול כשהם נכנסים לאתר?',
    callUs: 'התקשרו אלינו',
    sendMessage: 'שלחו לנו הודעה',
    audience: (name) => `מי הלקוחות העיקריים של ${name}?`,
    audiencePlaceholder: 'לדוגמה: משפחות צעירות בשכונה',
    tone: 'באיזה טון האתר צריך לדבר?',
    toneFormal: 'רשמי ומדויק',
    toneWarm: 'חם וידידותי',
    priceLevel: (name) => `מהי רמת המחירים של ${name}?`,
    budget: 'נוח לכיס',
    premium: 'יוקרתי',
    hours: (name) => `מהן שעות הפתיחה של ${name}?`,
    hoursPlaceholder: 'לדוגמה: א׳-ה׳ 8:00-18:00, ו׳ 8:00-14:00, שבת סגור',
    prices: (name) =>
      `מה המחירים של ${name}? כתבו את המחירים או המסלולים שיוצגו (האתר לא יציג מחירים אחרים), או כתבו “לפי בקשה”.`,
    pricesPlaceholder: 'לדוגמה: בסיסי 49 ₪ לחודש, מקצועי 149 ₪ לחודש',
    sections: 'אילו חלקים לכלול באתר?',
    recommended: 'מומלץ',
    styles: STYLE_WORDS,
  },
  facts: {
    industry: (aNoun) => aNoun,
    city: (city) => prefixed('ב', city),
    offering: (services) => `עם ${services}`,
    openingHours: 'שעות הפתיחה',
    // The note is in English words: the wizard names it instead of quoting it.
    open: () => 'ימי הפתיחה',
    prices: (names) => `המחירים (${names})`,
    pricesOnRequest: 'מחירים לפי בקשה',
    audience: (audience) => `עבור ${audience}`,
    palette: (name) => `פלטת “${name}”`,
    heroImage: 'התמונה הראשית',
    mainButton: (cta) => `“${cta}” ככפתור הראשי`,
    // The tone comes in English words: the wizard names it instead of quoting it.
    tone: () => 'הטון של האתר',
    priceLevel: (level) => `רמת מחירים ${level} מתוך 5`,
    siteLanguage: (language) => `האתר ${prefixed('ב', language)}`,
  },
  replies: {
    gotIt: (facts) => `הבנתי: ${facts}.`,
    updated: (facts) => `עודכן: ${facts}.`,
    readyAgain: 'הכול מוכן; אפשר ליצור את האתר עכשיו.',
    defaultChosen: 'אין בעיה, אבחר לזה ברירת מחדל טובה.',
    writtenIn: (written, site) =>
      `ראיתי שכתבתם ${prefixed('ב', written)}. אכתוב את האתר ${prefixed('ב', site)} ואשמור את הפרטים שלכם בדיוק כפי שמסרתם אותם.`,
    ready: (s) =>
      `יש לי את כל מה שצריך: אתר ${s.style} עבור ${s.name} (${s.noun}${s.city ? ` ${prefixed('ב', s.city)}` : ''})${s.services.length > 0 ? `, שיציג ${list(s.services)},` : ''} עם “${s.cta}” כקריאה הראשית לפעולה. אפשר ליצור את האתר עכשיו.`,
  },
};
