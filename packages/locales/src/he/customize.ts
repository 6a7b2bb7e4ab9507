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
  faqAdded: (q) => `השאלה "${q}"`,
  faqRemoved: (q) => `הסרת השאלה "${q}"`,
  noSection: (s) => `באתר שלכם אין אזור ${s}, אז אין שם מה לשנות.`,
  already: (s) => `באתר שלכם כבר יש אזור ${s}.`,
  noPlan: (n) => `לא מצאתי מסלול בשם "${n}" באתר.`,
  noQuestion: 'לא מצאתי את השאלה הזאת בשאלות הנפוצות.',
  noImages: 'באתר שלכם אין תמונות להחלפה.',
  imageQuestion: 'איזו תמונה תרצו להחליף? העלו תמונה חדשה.',
  businessQuestion: 'אלה פרטי הקשר ושעות הפתיחה שלכם; שנו את מה שצריך.',
  imageReplaced: 'בוצע: התמונה החדשה נמצאת באתר שלכם. מה עוד תרצו לשנות?',
  businessSaved: 'נשמר: פרטי העסק שלכם מופיעים באתר. מה עוד תרצו לשנות?',
  faqAsk: 'שלחו את השאלה הראשונה ואת התשובה, למשל "אתם עושים משלוחים? כן, עד 5 ק"מ".',
  undoHint:
    'כל שינוי נשמר כגרסה: כדי לבטל אותו, לחצו על „Restore” ליד גרסה קודמת ב„Versions”, מתחת לתצוגה המקדימה.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
