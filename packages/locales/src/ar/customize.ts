import type { CommandWords, CustomizeReplies } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
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
  days: {
    sunday: 'الأحد',
    monday: 'الاثنين',
    tuesday: 'الثلاثاء',
    wednesday: 'الأربعاء',
    thursday: 'الخميس',
    friday: 'الجمعة',
    saturday: 'السبت',
  },
  dayRange: (a, b) => `من ${a} إلى ${b}`,
  dayHours: (d, h) => `${d}: ${h}`,
  dayClosed: (d) => `${d}: مغلق`,
  openAllDay: 'مفتوح 24 ساعة، كل يوم',
  appointmentOnly: 'بموعد مسبق فقط (تُزال ساعات العمل من موقعك)',
  appointmentToo: '«بموعد مسبق» بجانب ساعات العمل',
  hoursRemoved: 'إزالة ساعات العمل من موقعك',
  noHours: 'لا يعرض موقعك أي ساعات عمل، فلا شيء لإزالته.',
  phone: 'رقم الهاتف',
  email: 'البريد الإلكتروني',
  website: 'الموقع الإلكتروني',
  address: 'العنوان',
  alsoIn: (s) => `، وأيضًا في ${s.length > 1 ? 'أقسام' : 'قسم'} ${s.join('، ')}`,
  unchanged: (w) => `هذا مذكور في موقعك بالفعل (${w})، فلا شيء لتغييره.`,
  askDated:
    'لا أستطيع جدولة تغيير لتاريخ لاحق: يتغير موقعك فور تطبيق التغيير. هل أجري التغيير الآن؟ إن كان كذلك، فأرسله مرة أخرى بدون التاريخ.',
  askDayHours: (d) => `ما ساعات العمل (${d})؟ مثلًا «${d}، من 10 إلى 14».`,
  askWeek:
    'لا يعرض موقعك أي ساعات عمل بعد. ما هي ساعات العمل طوال الأسبوع؟ مثلًا «من الأحد إلى الخميس 9–17، السبت 9–13».',
  askInvalid: (what, value) =>
    `لا يمكنني استخدام «${value}» كـ${what}: لا يبدو صحيحًا. ما هو بالضبط؟`,
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

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
