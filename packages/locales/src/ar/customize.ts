import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import { copy } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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
  styleNames: {
    modern: 'العصري',
    elegant: 'الأنيق',
    playful: 'المرح',
    bold: 'الجريء',
    minimal: 'البسيط',
    corporate: 'الرسمي',
  },
  moves: {
    warmer: 'أدفأ',
    cooler: 'أبرد',
    darker: 'أغمق',
    lighter: 'أفتح',
    vivid: 'أكثر حيوية',
    softer: 'أهدأ',
    contrast: 'أعلى تباينًا',
  },
  paletteMoved: (m, c) => `لوحة ألوان ${copy.list(m)} (${c}) تبقي كل نص مقروءًا`,
  fontNames: {
    serif: 'خط بالزوائد',
    sans: 'خط بدون زوائد',
    rounded: 'خط مستدير',
    mono: 'خط الآلة الكاتبة',
  },
  fontsFor: {
    headings: (f) => `${f} للعناوين`,
    body: (f) => `${f} للنص`,
    all: (f) => `${f} لكل النصوص`,
  },
  alreadyHas: (what) => `موقعك فيه بالفعل ${what}.`,
  lookQuestion:
    'في أي اتجاه تريد أن يتغيّر المظهر؟ اختر خيارًا أو صِفه (مثلًا «ألوان أدفأ» أو «أسلوب أكثر جرأة»).',
  colourQuestion: 'في أي اتجاه تريد الألوان؟ اختر خيارًا أو اذكر لونًا (مثلًا «أزرق» أو «تيراكوتا»).',
  fontQuestion: 'أي خط تفضّل؟ اختر واحدًا.',
  lookChoices: {
    warmer: 'ألوان أدفأ',
    cooler: 'ألوان أبرد',
    darker: 'ألوان أغمق',
    lighter: 'ألوان أفتح',
    vivid: 'ألوان أكثر حيوية',
    softer: 'ألوان أهدأ',
    contrast: 'تباين أكبر',
    modern: 'أسلوب أكثر عصرية',
    elegant: 'أسلوب أكثر أناقة',
    playful: 'أسلوب أكثر مرحا',
    bold: 'أسلوب أكثر جرأة',
    minimal: 'أسلوب أبسط',
    corporate: 'أسلوب أكثر احترافية',
    serif: 'خط بالزوائد',
    sans: 'خط بدون زوائد',
    rounded: 'خط مستدير',
    mono: 'خط الآلة الكاتبة',
  },
  text: (what, value) => `${what}: «${value}»`,
  headline: 'العنوان',
  businessName: 'اسم النشاط',
  imageDescription: 'وصف الصورة',
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
  linkAddress: (a) => `إلى ${a}`,
  textRemoved: (w) => `حذف ${w}`,
  translateAsk: (w, c) =>
    `لا يمكنني ترجمة «${c}» بنفسي. ما النص الجديد؟ (${w}) اكتبه باللغة التي تريدها.`,
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
  noPlan: (n) => `لم أجد «${n}» في موقعك. أي باقة أو خدمة تقصد؟`,
  noQuestion: 'لم أجد هذا السؤال في الأسئلة الشائعة.',
  noImages: 'لا توجد صور في موقعك لاستبدالها.',
  imageQuestion: 'أي صورة تريد استبدالها؟ ارفع صورة جديدة.',
  businessQuestion: 'هذه بيانات الاتصال وساعات العمل؛ غيّر ما تحتاجه.',
  imageReplaced: 'تم: الصورة الجديدة على موقعك الآن. ما الذي تريد تغييره أيضًا؟',
  photoSearch: {
    found: (q, pickImage) =>
      pickImage
        ? `هذا ما وجدته لـ«${q}». اختر صورة، والصورة التي ستحل محلها في موقعك.`
        : `هذا ما وجدته لـ«${q}». اختر الصورة التي تعجبك.`,
    none: (q) => `لم أجد صورًا لـ«${q}». جرّب كلمات أخرى، أو ارفع صورة من عندك في الأسفل.`,
    off: 'لا توجد خدمة صور مُعدّة في Zappy هذا، لذلك لا يمكنني البحث عن صور. يمكنك رفع صورة من عندك في الأسفل بدلًا من ذلك.',
    failed: {
      unauthorized:
        'رفضت خدمة الصور مفتاح Zappy هذا، لذلك لا يمكنني البحث عن صور الآن. لم يتغير شيء في موقعك؛ يمكنك رفع صورة من عندك في الأسفل.',
      rate_limited:
        'تلقت خدمة الصور عمليات بحث كثيرة جدًا حاليًا. حاول لاحقًا، أو ارفع صورة من عندك في الأسفل؛ لم يتغير شيء في موقعك.',
      unavailable:
        'لم تُجب خدمة الصور في الوقت المحدد. حاول بعد لحظة، أو ارفع صورة من عندك في الأسفل؛ لم يتغير شيء في موقعك.',
      unusable:
        'لم ترسل خدمة الصور شيئًا يمكنني استخدامه. جرّب كلمات أخرى، أو ارفع صورة من عندك في الأسفل؛ لم يتغير شيء في موقعك.',
    },
  },
  businessSaved: 'تم الحفظ: بيانات نشاطك على موقعك الآن. ما الذي تريد تغييره أيضًا؟',
  faqAsk: 'أرسل السؤال الأول وجوابه، مثلًا «هل توصلون؟ نعم، حتى 5 كم».',
  undoHint:
    'كل تغيير يُحفظ كنسخة: للتراجع عن آخر تغيير، اضغط «تراجع» أسفله مباشرة في هذه المحادثة؛ وللرجوع إلى ما قبله، اضغط «استعادة» بجانب نسخة سابقة في «النسخ» أسفل المعاينة.',
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
