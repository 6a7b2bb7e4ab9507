import type { CommandWords, CustomizeReplies } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// Hebrew: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

export const replies: CustomizeReplies = {
  applying: (n) => `זה מה שאשנה: ${n.join('; ')}. מחיל עכשיו.`,
  menuQuestion: 'מה תרצו לשנות?',
  menuHint:
    'בחרו אפשרות או תארו במילים שלכם (למשל "תעשה את זה ירוק" או "שנה את הכותרת ל"לחם טרי כל יום"").',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `פלטה ${c} שבה כל טקסט קריא`,
  style: (s) => `הסגנון ${s}`,
  fonts: 'הגופנים',
  text: (what, value) => `${what}: "${value}"`,
  headline: 'הכותרת',
  businessName: 'שם העסק',
  tagline: 'הסלוגן',
  subheading: 'הטקסט מתחת לכותרת',
  button: 'הכפתור',
  headingOf: (s) => `הכותרת של ${s}`,
  textOf: (s) => `הטקסט של ${s}`,
  shortened: 'טקסט קצר יותר',
  askValue: (what) => `מה יהיה הנוסח החדש של ${what}?`,
  removed: (s) => `הסרת האזור ${s}`,
  added: (s) => `אזור חדש: ${s}`,
  moved: (s) => `הזזת האזור ${s}`,
  planAdded: (n) => `מסלול חדש "${n}"`,
  planPrice: (n, p) => `המחיר של ${n} (${p})`,
  planRenamed: (a, b) => `המסלול "${a}" נקרא עכשיו "${b}"`,
  planRemoved: (n) => `הסרת המסלול ${n}`,
  currency: (c) => `מחירים ב-${c}`,
  contact: 'פרטי הקשר שלכם',
  hours: 'שעות הפתיחה שלכם',
  faqAdded: (q) => `השאלה "${q}"`,
  faqRemoved: (q) => `הסרת השאלה "${q}"`,
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
  noSection: (s) => `באתר שלכם אין אזור ${s}, אז אין שם מה לשנות.`,
  already: (s) => `באתר שלכם כבר יש אזור ${s}.`,
  noPlan: (n) => `לא מצאתי את "${n}" באתר. לאיזה מסלול או שירות התכוונת?`,
  noQuestion: 'לא מצאתי את השאלה הזאת בשאלות הנפוצות.',
  noImages: 'באתר שלכם אין תמונות להחלפה.',
  imageQuestion: 'איזו תמונה תרצו להחליף? העלו תמונה חדשה.',
  businessQuestion: 'אלה פרטי הקשר ושעות הפתיחה שלכם; שנו את מה שצריך.',
  imageReplaced: 'בוצע: התמונה החדשה נמצאת באתר שלכם. מה עוד תרצו לשנות?',
  businessSaved: 'נשמר: פרטי העסק שלכם מופיעים באתר. מה עוד תרצו לשנות?',
  faqAsk: 'שלחו את השאלה הראשונה ואת התשובה, למשל "אתם עושים משלוחים? כן, עד 5 ק"מ".',
  undoHint:
    'כל שינוי נשמר כגרסה: כדי לבטל את האחרון, לחצו על „ביטול השינוי” מיד מתחתיו בצ׳אט הזה; כדי לחזור אחורה יותר, לחצו על „שחזור” ליד גרסה קודמת ב„גרסאות”, מתחת לתצוגה המקדימה.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
