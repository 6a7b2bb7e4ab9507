import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { namesOf } from '../section-names';
import { prefixed } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `אנחנו מציעים גם ${items}.`,
  citySentence: (city) => `אנחנו נמצאים ${prefixed('ב', city)}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
