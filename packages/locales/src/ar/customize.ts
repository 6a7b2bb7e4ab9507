import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
import sections from './sections.json';

// Arabic: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

export const replies: CustomizeReplies = {
  applying: (n) => `هذا ما سأغيّره: ${n.join('؛ ')}. أطبّقه الآن.`,
  menuQuestion: 'ماذا تريد أن تغيّر؟',
  menuHint: 'اختر خيارًا أو صِفه بكلماتك (مثلًا «اجعله أخضر» أو «غيّر العنوان إلى خبز طازج كل يوم»).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `لوحة ألوان ${c} تبقي كل نص مقروءًا`,
  style: (s) => `النمط ${s}`,
  fonts: 'الخطوط',
  text: (what, value) => `${what}: «${value}»`,
  headline: 'العنوان',
  businessName: 'اسم النشاط',
  tagline: 'الشعار',
  subheading: 'النص تحت العنوان',
  button: 'الزر',
  headingOf: (s) => `عنوان قسم ${s}`,
  textOf: (s) => `نص قسم ${s}`,
  askValue: (what) => `ما النص الجديد؟ (${what})`,
  shorterChoice: (what, current) =>
    `لا يمكنني اختصار «${current}» دون أن يضيع معناه. ماذا يجب أن يقول ${what}؟ اختر أحد هذه الاقتراحات أو اكتب نصك الخاص.`,
  rewriteAsk: (what, current) =>
    `لا يمكنني إعادة صياغة «${current}» بهذا الشكل دون تغيير معناه. ما النص الجديد؟ (${what})`,
  linkSection: (s) => `إلى قسم ${s}`,
  linkPhone: (p) => `إلى رقم هاتفك (${p})`,
  linkEmail: (e) => `إلى بريدك الإلكتروني (${e})`,
  linkTo: (place) => `الزر يقود الآن ${place}`,
  linkAlready: (place) => `الزر يقود بالفعل ${place}.`,
  askLink: 'إلى أين يجب أن يقود الزر؟ مثلًا إلى نموذج التواصل أو الخدمات أو رقم هاتفك.',
  removed: (s) => `حذف قسم ${s}`,
  added: (s) => `قسم جديد: ${s}`,
  moved: (s) => `نقل قسم ${s}`,
  planAdded: (n) => `باقة جديدة «${n}»`,
  planPrice: (n, p) => `سعر ${n} (${p})`,
  planRenamed: (a, b) => `الباقة «${a}» أصبح اسمها «${b}»`,
  planRemoved: (n) => `حذف باقة ${n}`,
  currency: (c) => `الأسعار بعملة ${c}`,
  contact: 'بيانات الاتصال',
  hours: 'ساعات العمل',
  faqAdded: (q) => `السؤال «${q}»`,
  faqRemoved: (q) => `حذف السؤال «${q}»`,
  noSection: (s) => `لا يحتوي موقعك على قسم ${s}، فلا شيء لتغييره هناك.`,
  already: (s) => `موقعك يحتوي بالفعل على قسم ${s}.`,
  noPlan: (n) => `لم أجد باقة باسم «${n}» في موقعك.`,
  noQuestion: 'لم أجد هذا السؤال في الأسئلة الشائعة.',
  noImages: 'لا توجد صور في موقعك لاستبدالها.',
  imageQuestion: 'أي صورة تريد استبدالها؟ ارفع صورة جديدة.',
  businessQuestion: 'هذه بيانات الاتصال وساعات العمل؛ غيّر ما تحتاجه.',
  imageReplaced: 'تم: الصورة الجديدة على موقعك الآن. ما الذي تريد تغييره أيضًا؟',
  businessSaved: 'تم الحفظ: بيانات نشاطك على موقعك الآن. ما الذي تريد تغييره أيضًا؟',
  faqAsk: 'أرسل السؤال الأول وجوابه، مثلًا «هل توصلون؟ نعم، حتى 5 كم».',
  undoHint:
    'كل تغيير يُحفظ كنسخة: للتراجع عنه، اضغط «Restore» بجانب نسخة سابقة في «Versions» أسفل المعاينة.',
};

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `نقدّم أيضًا ${items}.`,
  citySentence: (city) => `نحن في ${city}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
