import type { CommandWords, CustomizeReplies } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// Arabic: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

const list = (questions: readonly string[]) => quotedList(questions, ['«', '»'], '، ', ' أو ');

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
  shortened: 'نص أقصر',
  askValue: (what) => `ما النص الجديد؟ (${what})`,
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
  faqAdded: (q, a) => `السؤال «${q}» مع الجواب «${a}»`,
  faqRemoved: (q) => `حذف السؤال «${q}»`,
  faqAnswered: (q, a) => `جواب السؤال «${q}»: «${a}»`,
  faqReworded: (from, to) => `السؤال «${from}» بصيغته الجديدة «${to}»`,
  faqMoved: (q, place, count) =>
    `نقل السؤال «${q}» ${place === 1 ? 'إلى البداية' : place === count ? 'إلى النهاية' : `إلى الموضع ${place}`}`,
  faqWhich: (questions) => `أي سؤال تقصد: ${list(questions)}؟`,
  faqNew: 'ما السؤال الذي تريد إضافته، وما جوابه؟ مثلًا «هل توصلون؟ نعم، حتى 5 كم».',
  faqAskAnswer: (q) => `ما جواب السؤال «${q}»؟`,
  faqAskNewAnswer: (q) => `ماذا يجب أن يقول جواب السؤال «${q}»؟`,
  faqAskNewQuestion: (q) => `كيف تريد أن تصبح صيغة السؤال «${q}»؟`,
  faqInPlace: (q) => `السؤال «${q}» في هذا الموضع بالفعل.`,
  noFaq:
    'لا توجد في موقعك أسئلة شائعة بعد. هل تريد أن تبدأ بها؟ أرسل سؤالًا وجوابه، مثلًا «هل توصلون؟ نعم، حتى 5 كم».',
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

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
