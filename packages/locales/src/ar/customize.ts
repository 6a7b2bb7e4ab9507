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
  contact: 'بيانات الاتصال',
  hours: 'ساعات العمل',
  faqAdded: (q) => `السؤال «${q}»`,
  faqRemoved: (q) => `حذف السؤال «${q}»`,
  serviceAdded: (n) => `خدمة جديدة «${n}»`,
  serviceRemoved: (n) => `حذف الخدمة «${n}»`,
  serviceRenamed: (a, b) => `الخدمة «${a}» أصبح اسمها «${b}»`,
  servicePrice: (n, p) => `سعر «${n}»: ${p}`,
  servicePriceRemoved: (n) => `بدون سعر لـ«${n}»`,
  serviceText: (n, v) => `وصف «${n}»: «${v}»`,
  serviceWhat: (n) => `ما الذي تريد تغييره في «${n}»: الاسم أم السعر أم الوصف؟`,
  serviceWhich: (names) => `أيّها تقصد: ${names.map((n) => `«${n}»`).join(' أو ')}؟`,
  serviceAsk: 'ما اسم الخدمة وكم سعرها؟ مثلاً «تحميم القطط 90 درهم».',
  pricesRemoved: 'حذف كل الأسعار من موقعك (تبقى الخدمات)',
  noPrices: 'موقعك لا يعرض أسعاراً، فلا يوجد ما يُحذف.',
  teamAsk:
    'من يجب أن يعرض قسم الفريق؟ أرسل اسم كل شخص ودوره، مثلاً «سارة أحمد، مصففة كلاب»؛ Zappy لا يخترع أشخاصاً أبداً.',
  reviewsAsk:
    'ما التقييمات التي يجب أن يعرضها موقعك؟ الصق ما كتبه عملاؤك مع أسمائهم؛ Zappy لا يخترع تقييمات أبداً.',
  noSection: (s) => `لا يحتوي موقعك على قسم ${s}، فلا شيء لتغييره هناك.`,
  already: (s) => `موقعك يحتوي بالفعل على قسم ${s}.`,
  noPlan: (n) => `لم أجد «${n}» في موقعك. أي باقة أو خدمة تقصد؟`,
  noQuestion: 'لم أجد هذا السؤال في الأسئلة الشائعة.',
  noImages: 'لا توجد صور في موقعك لاستبدالها.',
  imageQuestion: 'أي صورة تريد استبدالها؟ ارفع صورة جديدة.',
  businessQuestion: 'هذه بيانات الاتصال وساعات العمل؛ غيّر ما تحتاجه.',
  imageReplaced: 'تم: الصورة الجديدة على موقعك الآن. ما الذي تريد تغييره أيضًا؟',
  businessSaved: 'تم الحفظ: بيانات نشاطك على موقعك الآن. ما الذي تريد تغييره أيضًا؟',
  faqAsk: 'أرسل السؤال الأول وجوابه، مثلًا «هل توصلون؟ نعم، حتى 5 كم».',
  undoHint:
    'كل تغيير يُحفظ كنسخة: للتراجع عن آخر تغيير، اضغط «تراجع» أسفله مباشرة في هذه المحادثة؛ وللرجوع إلى ما قبله، اضغط «استعادة» بجانب نسخة سابقة في «النسخ» أسفل المعاينة.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
