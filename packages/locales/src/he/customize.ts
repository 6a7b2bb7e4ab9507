import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import { copy, prefixed } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
import sections from './sections.json';

// Hebrew: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

const list = (questions: readonly string[]) => quotedList(questions, ['"', '"'], ', ', ' או ');

export const replies: CustomizeReplies = {
  applying: (n) => `זה מה שאשנה: ${n.join('; ')}. מחיל עכשיו.`,
  menuQuestion: 'מה תרצו לשנות?',
  menuHint:
    'בחרו אפשרות או תארו במילים שלכם (למשל "תעשה את זה ירוק" או "שנה את הכותרת ל"לחם טרי כל יום"").',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `פלטה בצבע ${c} שבה כל טקסט קריא`,
  style: (s) => `הסגנון ${s}`,
  styleNames: {
    modern: 'המודרני',
    elegant: 'האלגנטי',
    playful: 'השמח',
    bold: 'הנועז',
    minimal: 'המינימליסטי',
    corporate: 'העסקי',
  },
  moves: {
    warmer: 'חמה יותר',
    cooler: 'קרה יותר',
    darker: 'כהה יותר',
    lighter: 'בהירה יותר',
    vivid: 'עזה יותר',
    softer: 'רכה יותר',
    contrast: 'עם יותר ניגודיות',
  },
  paletteMoved: (m, c) => `פלטה ${copy.list(m)} (${c}) שבה כל טקסט קריא`,
  fontNames: {
    serif: 'גופן עם סריף',
    sans: 'גופן ללא סריף',
    rounded: 'גופן מעוגל',
    mono: 'גופן מכונת כתיבה',
  },
  fontsFor: {
    headings: (f) => `${f} לכותרות`,
    body: (f) => `${f} לטקסט`,
    all: (f) => `${f} לכל הטקסט`,
  },
  alreadyHas: (what) => `זה כבר כך באתר שלכם: ${what}.`,
  lookQuestion:
    'לאיזה כיוון לקחת את המראה? בחרו אפשרות או תארו במילים (למשל "צבעים חמים יותר" או "סגנון נועז יותר").',
  colourQuestion: 'לאיזה כיוון ללכת עם הצבעים? בחרו אפשרות או כתבו צבע (למשל "כחול" או "טרקוטה").',
  fontQuestion: 'איזה גופן תרצו? בחרו אחד.',
  lookChoices: {
    warmer: 'צבעים חמים יותר',
    cooler: 'צבעים קרים יותר',
    darker: 'צבעים כהים יותר',
    lighter: 'צבעים בהירים יותר',
    vivid: 'צבעים עזים יותר',
    softer: 'צבעים רכים יותר',
    contrast: 'יותר ניגודיות',
    modern: 'סגנון מודרני יותר',
    elegant: 'סגנון אלגנטי יותר',
    playful: 'סגנון שובב יותר',
    bold: 'סגנון נועז יותר',
    minimal: 'סגנון נקי ומינימליסטי',
    corporate: 'סגנון מקצועי יותר',
    serif: 'גופן עם סריף',
    sans: 'גופן ללא סריף',
    rounded: 'גופן מעוגל',
    mono: 'גופן מכונת כתיבה',
  },
  text: (what, value) => `${what}: "${value}"`,
  headline: 'הכותרת',
  businessName: 'שם העסק',
  imageDescription: 'תיאור התמונה',
  tagline: 'הסלוגן',
  subheading: 'הטקסט מתחת לכותרת',
  button: 'הכפתור',
  headingOf: (s) => `הכותרת של ${s}`,
  textOf: (s) => `הטקסט של ${s}`,
  askValue: (what) => `מה יהיה הנוסח החדש של ${what}?`,
  shorterChoice: (what, current) =>
    `אי אפשר לקצר את "${current}" בלי לאבד את מה שהוא אומר. מה יהיה הנוסח של ${what}? בחרו אחת מההצעות או כתבו נוסח משלכם.`,
  rewriteAsk: (what, current) =>
    `לא אוכל לנסח מחדש את "${current}" כך בלי לשנות את המשמעות. מה יהיה הנוסח החדש של ${what}?`,
  linkSection: (s) => `לאזור ${s}`,
  linkPhone: (p) => `למספר הטלפון שלכם (${p})`,
  linkEmail: (e) => `לכתובת המייל שלכם (${e})`,
  linkTo: (place) => `הכפתור מוביל עכשיו ${place}`,
  linkAlready: (place) => `הכפתור כבר מוביל ${place}.`,
  askLink: 'לאן הכפתור צריך להוביל? למשל לטופס יצירת הקשר, לשירותים או למספר הטלפון שלכם.',
  linkAddress: (a) => `אל ${a}`,
  textRemoved: (w) => `הסרת ${w}`,
  translateAsk: (w, c) =>
    `לא אוכל לתרגם את "${c}" בעצמי. מה יהיה הנוסח החדש של ${w}? כתבו אותו בשפה שתרצו.`,
  removed: (s) => `הסרת האזור ${s}`,
  added: (s) => `אזור חדש: ${s}`,
  moved: (s) => `הזזת האזור ${s}`,
  planAdded: (n) => `מסלול חדש "${n}"`,
  planPrice: (n, p) => `המחיר של ${n} (${p})`,
  planRenamed: (a, b) => `המסלול "${a}" נקרא עכשיו "${b}"`,
  planRemoved: (n) => `הסרת המסלול ${n}`,
  currency: (c) => `מחירים ב-${c}`,
  days: {
    sunday: 'יום ראשון',
    monday: 'יום שני',
    tuesday: 'יום שלישי',
    wednesday: 'יום רביעי',
    thursday: 'יום חמישי',
    friday: 'יום שישי',
    saturday: 'שבת',
  },
  dayRange: (a, b) => `${a} עד ${b}`,
  dayHours: (d, h) => `${d}: ${h}`,
  dayClosed: (d) => `${d}: סגור`,
  openAllDay: 'פתוח 24 שעות, כל יום',
  appointmentOnly: 'בתיאום מראש בלבד (שעות הפתיחה יורדות מהאתר)',
  appointmentToo: '"בתיאום מראש" ליד שעות הפתיחה',
  hoursRemoved: 'הסרת שעות הפתיחה מהאתר',
  noHours: 'באתר שלכם לא מוצגות שעות פתיחה, אז אין מה להסיר.',
  phone: 'מספר הטלפון',
  email: 'כתובת המייל',
  website: 'כתובת האתר',
  address: 'הכתובת',
  alsoIn: (s) => `, גם ${s.length > 1 ? 'באזורים' : 'באזור'} ${s.join(', ')}`,
  unchanged: (w) => `זה כבר מופיע באתר שלכם (${w}), אז אין מה לשנות.`,
  askDated:
    'אני לא יכול לתזמן שינוי לתאריך מאוחר יותר: האתר משתנה ברגע שהשינוי מוחל. לעשות את השינוי עכשיו? אם כן, שלחו אותו שוב בלי התאריך.',
  askDayHours: (d) => `מה שעות הפתיחה ב${d}? למשל "${d} 10–14".`,
  askWeek:
    'באתר שלכם עדיין אין שעות פתיחה. מה הן לכל השבוע? למשל "ראשון עד חמישי 9–17, שישי 8–13".',
  askInvalid: (what, value) =>
    `אי אפשר להשתמש ב"${value}" בתור ${what}: זה לא נראה תקין. מה בדיוק הערך?`,
  serviceAdded: (n) => `שירות חדש: „${n}”`,
  serviceRemoved: (n) => `הסרת השירות „${n}”`,
  serviceRenamed: (a, b) => `השירות „${a}” נקרא עכשיו „${b}”`,
  servicePrice: (n, p) => `המחיר של „${n}”: ${p}`,
  servicePriceRemoved: (n) => `בלי מחיר ל„${n}”`,
  serviceText: (n, v) => `התיאור של „${n}”: „${v}”`,
  serviceWhat: (n) => `מה לשנות ב„${n}”: את השם, את המחיר או את התיאור?`,
  serviceWhich: (names) => `למה התכוונת: ${names.map((n) => `„${n}”`).join(' או ')}?`,
  serviceAsk: 'איך נקרא השירות וכמה הוא עולה? לדוגמה „רחצה לחתול 90 ₪”.',
  pricesRemoved: 'הסרת כל המחירים מהאתר (השירותים נשארים)',
  noPrices: 'באתר שלך אין מחירים, אז אין מה להסיר.',
  teamAsk:
    'את מי להציג באזור הצוות? שלחו שם ותפקיד לכל אחד, לדוגמה „ענת לוי, ספרית כלבים”; Zappy לעולם לא ממציא אנשים.',
  reviewsAsk:
    'אילו ביקורות להציג באתר? הדביקו את מה שהלקוחות כתבו, עם השמות שלהם; Zappy לעולם לא ממציא ביקורות.',
  faqAdded: (q, a) => `השאלה "${q}" עם התשובה "${a}"`,
  faqRemoved: (q) => `הסרת השאלה "${q}"`,
  faqAnswered: (q, a) => `התשובה לשאלה "${q}": "${a}"`,
  faqReworded: (from, to) => `השאלה "${from}" בנוסח חדש: "${to}"`,
  faqMoved: (q, place, count) =>
    `הזזת השאלה "${q}" ${place === 1 ? 'לראש הרשימה' : place === count ? 'לסוף הרשימה' : `למקום ${place}`}`,
  faqWhich: (questions) => `לאיזו שאלה התכוונתם: ${list(questions)}?`,
  faqNew: 'איזו שאלה להוסיף, ומה התשובה עליה? למשל "אתם עושים משלוחים? כן, עד 5 ק"מ".',
  faqAskAnswer: (q) => `מה התשובה לשאלה "${q}"?`,
  faqAskNewAnswer: (q) => `מה צריכה לומר התשובה לשאלה "${q}"?`,
  faqAskNewQuestion: (q) => `איך לנסח מחדש את השאלה "${q}"?`,
  faqInPlace: (q) => `השאלה "${q}" כבר נמצאת במקום הזה.`,
  noFaq:
    'באתר שלכם עדיין אין שאלות נפוצות. רוצים להתחיל? שלחו שאלה ואת התשובה עליה, למשל "אתם עושים משלוחים? כן, עד 5 ק"מ".',
  noSection: (s) => `באתר שלכם אין אזור ${s}, אז אין שם מה לשנות.`,
  already: (s) => `באתר שלכם כבר יש אזור ${s}.`,
  noPlan: (n) => `לא מצאתי את "${n}" באתר. לאיזה מסלול או שירות התכוונת?`,
  noQuestion: 'לא מצאתי את השאלה הזאת בשאלות הנפוצות.',
  noImages: 'באתר שלכם אין תמונות להחלפה.',
  imageQuestion: 'איזו תמונה תרצו להחליף? העלו תמונה חדשה.',
  businessQuestion: 'אלה פרטי הקשר ושעות הפתיחה שלכם; שנו את מה שצריך.',
  imageReplaced: 'בוצע: התמונה החדשה נמצאת באתר שלכם. מה עוד תרצו לשנות?',
  photoSearch: {
    found: (q, pickImage) =>
      pickImage
        ? `זה מה שמצאתי עבור "${q}". בחרו תמונה, ואת התמונה באתר שהיא תחליף.`
        : `זה מה שמצאתי עבור "${q}". בחרו את התמונה שמוצאת חן בעיניכם.`,
    none: (q) => `לא מצאתי תמונות של "${q}". נסו מילים אחרות, או העלו תמונה משלכם כאן למטה.`,
    off: 'ב־Zappy הזה לא מוגדר שירות תמונות, ולכן אין לי אפשרות לחפש תמונות. אפשר להעלות תמונה משלכם כאן למטה.',
    failed: {
      unauthorized:
        'שירות התמונות דחה את המפתח של Zappy הזה, ולכן אין לי אפשרות לחפש תמונות כרגע. שום דבר באתר לא השתנה; אפשר להעלות תמונה משלכם כאן למטה.',
      rate_limited:
        'שירות התמונות קיבל יותר מדי חיפושים בינתיים. נסו שוב מאוחר יותר, או העלו תמונה משלכם כאן למטה; שום דבר באתר לא השתנה.',
      unavailable:
        'שירות התמונות לא ענה בזמן. נסו שוב בעוד רגע, או העלו תמונה משלכם כאן למטה; שום דבר באתר לא השתנה.',
      unusable:
        'שירות התמונות לא שלח שום דבר שאפשר להשתמש בו. נסו מילים אחרות, או העלו תמונה משלכם כאן למטה; שום דבר באתר לא השתנה.',
    },
  },
  businessSaved: 'נשמר: פרטי העסק שלכם מופיעים באתר. מה עוד תרצו לשנות?',
  faqAsk: 'שלחו את השאלה הראשונה ואת התשובה, למשל "אתם עושים משלוחים? כן, עד 5 ק"מ".',
  undoHint:
    'כל שינוי נשמר כגרסה: כדי לבטל את האחרון, לחצו על „ביטול השינוי” מיד מתחתיו בצ׳אט הזה; כדי לחזור אחורה יותר, לחצו על „שחזור” ליד גרסה קודמת ב„גרסאות”, מתחת לתצוגה המקדימה.',
};

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `אנחנו מציעים גם ${items}.`,
  citySentence: (city) => `אנחנו נמצאים ${prefixed('ב', city)}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
