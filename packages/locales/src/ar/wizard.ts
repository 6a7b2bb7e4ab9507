import { copy } from './copy';
import type { PaletteWords, SiteStyle, WizardPhrases } from '../types';

const ARABIC = /^[\u0621-\u064A]/u;

const { list } = copy;

/** "for": ل joined to its word ("للعائلات", "لنشاطك"), "لـ" before anything else ("لـBella"). */
function forWhom(words: string): string {
  if (words.startsWith('ال')) return `لل${words.slice(2)}`;
  return ARABIC.test(words) ? `ل${words}` : `لـ${words}`;
}

/**
 * The wizard in Arabic. The business may have a Latin name, so no verb agrees with it; the
 * owner is addressed in forms that read the same for a man or a woman ("يمكنك", "نشاطك").
 */

const NOTES: Record<SiteStyle, string> = {
  modern: 'نظيف ومعاصر',
  elegant: 'راقٍ، بألوان محايدة دافئة',
  playful: 'مشرق وودود',
  bold: 'لافت وواثق',
  minimal: 'هادئ، بمساحات بيضاء واسعة',
  corporate: 'موثوق ومنظم',
};

/** The styles' names, which are also the palettes' moods: one adjective serves both. */
const STYLE_WORDS = {
  modern: 'عصري',
  elegant: 'أنيق',
  playful: 'مرح',
  bold: 'جريء',
  minimal: 'بسيط',
  corporate: 'مؤسسي',
};

const palettes: PaletteWords = {
  hues: {
    red: 'أحمر',
    orange: 'برتقالي',
    yellow: 'أصفر',
    green: 'أخضر',
    teal: 'فيروزي',
    blue: 'أزرق',
    purple: 'بنفسجي',
    pink: 'وردي',
    brown: 'بني',
    grey: 'رمادي',
  },
  moods: STYLE_WORDS,
  name: (mood, hue) => `${hue} ${mood}`,
  withAccent: (name, accent) => `${name} مع ${accent}`,
  description: (mood, hue, style) =>
    `${hue} ${mood}: ${NOTES[style]}؛ كل ألوان النصوص تستوفي تباين WCAG AA`,
};

export const wizard: WizardPhrases = {
  palettes,
  language: 'ar',
  list,
  yourBusiness: 'نشاطك التجاري',
  languageNames: {
    en: 'الإنجليزية',
    es: 'الإسبانية',
    fr: 'الفرنسية',
    de: 'الألمانية',
    it: 'الإيطالية',
    pt: 'البرتغالية',
    nl: 'الهولندية',
    he: 'العبرية',
    ar: 'العربية',
    ru: 'الروسية',
  },
  questions: {
    identity: (hasCity) =>
      hasCity ? 'ما اسم نشاطك التجاري؟' : 'ما اسم نشاطك التجاري، وفي أي مدينة يقع؟',
    identityPlaceholder: (hasCity) =>
      hasCity ? 'مثال: مخبز السنبلة' : 'مثال: مخبز السنبلة، الرياض',
    industry: (name) => (name ? `ما مجال عمل ${name}؟` : 'ما مجال عمل نشاطك التجاري؟'),
    otherIndustry: 'مجال آخر (يمكنك كتابته)',
    services: (name) =>
      `أيّ مما يلي متوفر لدى ${name}؟ يمكنك اختيار كل ما ينطبق أو كتابة خيارات أخرى.`,
    servicesOpen: (name) =>
      `ما أهم المنتجات أو الخدمات المتوفرة لدى ${name}؟ يمكنك كتابتها في قائمة.`,
    servicesPlaceholder: 'مثال: خبز العجينة المخمّرة، كعكات المناسبات، قهوة',
    contact: (name, local) =>
      `كيف يمكن للعملاء التواصل مع ${name}؟ يُرجى مشاركة بريد إلكتروني ورقم هاتف${local ? ' وعنوان المكان' : ' أو موقع إلكتروني'}.`,
    contactPlaceholder: 'مثال: info@sunbula.sa، 0551234567',
    brandColor: (name) => `أيّ لون هو الأقرب إلى لون العلامة التجارية ${forWhom(name)}؟`,
    palette: (name) =>
      `يمكنك اختيار لوحة ألوان ${forWhom(name)}. جميع الخيارات تجتاز اختبارات التباين الخاصة بسهولة الوصول.`,
    heroImage: (name) => `ما نمط الصورة الرئيسية الأنسب ${forWhom(name)}؟`,
    heroOption: (n) => `الخيار ${n}`,
    callToAction: 'ما أول ما يجب أن يفعله الزوار عند وصولهم إلى موقعك؟',
    callUs: 'اتصل بنا',
    sendMessage: 'أرسل لنا رسالة',
    audience: (name) => `من هم أبرز عملاء ${name}؟`,
    audiencePlaceholder: 'مثال: العائلات الشابة في الحي',
    tone: 'بأي أسلوب يجب أن يتحدث الموقع؟',
    toneFormal: 'رسمي ودقيق',
    toneWarm: 'ودود وقريب',
    priceLevel: (name) => `ما مستوى أسعار ${name}؟`,
    budget: 'اقتصادي',
    premium: 'فاخر',
    hours: (name) => `ما ساعات عمل ${name}؟`,
    hoursPlaceholder: 'مثال: الأحد-الخميس 8:00-18:00، السبت 9:00-14:00، الجمعة مغلق',
    prices: (name) =>
      `ما أسعار ${name}؟ يُرجى ذكر الأسعار أو الباقات التي ستظهر في الموقع (لن يعرض الموقع أسعارًا غيرها)، أو كتابة “عند الطلب”.`,
    pricesPlaceholder: 'مثال: الأساسية 49 ر.س شهريًا، الاحترافية 149 ر.س شهريًا',
    sections: 'ما الأقسام التي يجب أن يتضمنها الموقع؟',
    recommended: 'موصى به',
    styles: STYLE_WORDS,
  },
  facts: {
    industry: (aNoun) => aNoun,
    city: (city) => `في ${city}`,
    offering: (services) => `مع ${services}`,
    openingHours: 'ساعات العمل',
    // The note is in English words: the wizard names it instead of quoting it.
    open: () => 'أيام العمل',
    prices: (names) => `الأسعار (${names})`,
    pricesOnRequest: 'الأسعار عند الطلب',
    audience: (audience) => forWhom(audience),
    palette: (name) => `لوحة “${name}”`,
    heroImage: 'الصورة الرئيسية',
    mainButton: (cta) => `“${cta}” كزر رئيسي`,
    // The tone comes in English words: the wizard names it instead of quoting it.
    tone: () => 'أسلوب الخطاب',
    priceLevel: (level) => `مستوى الأسعار ${level} من 5`,
    siteLanguage: (language) => `الموقع باللغة ${language}`,
  },
  replies: {
    gotIt: (facts) => `فهمت: ${facts}.`,
    updated: (facts) => `تم التحديث: ${facts}.`,
    readyAgain: 'كل شيء جاهز؛ يمكنك إنشاء موقعك الآن.',
    defaultChosen: 'لا مشكلة، سأختار لذلك خيارًا افتراضيًا مناسبًا.',
    writtenIn: (written, site) =>
      `لاحظت أنك كتبت باللغة ${written}. سأكتب الموقع باللغة ${site} وسأحتفظ ببياناتك تمامًا كما كتبتها.`,
    ready: (s) =>
      `لديّ كل ما أحتاجه: موقع ${s.style} ${forWhom(s.name)} (${s.noun}${s.city ? ` في ${s.city}` : ''})${s.services.length > 0 ? `، يعرض ${list(s.services)}،` : ''} مع “${s.cta}” كدعوة رئيسية إلى الإجراء. يمكنك إنشاء موقعك الآن.`,
  },
};
