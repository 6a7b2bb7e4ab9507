import type { CommandWords, CustomizeReplies } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
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
