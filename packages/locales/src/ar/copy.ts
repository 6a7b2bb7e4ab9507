import type { CopyFacts, IndustryWords, SitePhrases } from '../types';
import { namesOf } from '../section-names';
import sections from './sections.json';

const ARABIC = /^[\u0621-\u064A]/u;

/** "أ، ب وج": و joins an Arabic word, and stands apart before anything else ("و Pilates"). */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  return `${items.slice(0, -1).join('، ')} ${ARABIC.test(last) ? 'و' : 'و '}${last}`;
}

const inCity = (city: string) => (city ? ` في ${city}` : '');

/** "for": ل joined to its word ("للعائلات", "لطلاب"), "لـ" before anything else. */
function forWhom(words: string): string {
  if (words.startsWith('ال')) return `لل${words.slice(2)}`;
  return ARABIC.test(words) ? `ل${words}` : `لـ${words}`;
}

/** "خبرة 20 عامًا", "خبرة 5 أعوام", "خبرة عامين": the counted noun follows the number. */
function experience(years: string): string {
  const n = Number(years);
  if (!Number.isInteger(n) || n < 1) return `خبرة ${years} أعوام`;
  if (n === 1) return 'خبرة عام';
  if (n === 2) return 'خبرة عامين';
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `خبرة ${years} أعوام`;
  if (rest >= 11) return `خبرة ${years} عامًا`;
  return `خبرة ${years} عام`;
}

/**
 * "LogLine من القاهرة: أداة للمطورين…", in the owner's words; when the heading already says the
 * rest, only what the product is, so the intro never repeats the heading word for word.
 */
function productIntro(f: CopyFacts, product: string): string {
  const from = f.city && !product.includes(f.city) ? ` من ${f.city}` : '';
  const full = `${f.name}${from}: ${product}.`;
  if (!full.toLowerCase().includes(f.tagline.toLowerCase())) return full;
  const next =
    f.specialties.length > 0
      ? `نقدّم ${list(f.specialties.slice(0, 4))}.`
      : `${f.cta}، أو أرسل لنا رسالة.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/, '').toLowerCase()))
    return `تعرّف على ${f.name}${inCity(f.city)}. ${next}`;
  return `${f.name}${from}: ${head}. ${next}`;
}

/** Arabic has no indefinite article: the bare noun is the indefinite form. */
const words = (
  label: string,
  noun: string,
  ctas: readonly [string, ...string[]],
): IndustryWords => ({
  label,
  noun,
  aNoun: noun,
  ctas,
});

const industries: Record<string, IndustryWords> = {
  bakery: words('مخبز', 'مخبز', ['اطلب للاستلام', 'اطلب كعكة مسبقًا', 'زر المخبز']),
  cafe: words('مقهى', 'مقهى', ['زرنا اليوم', 'تصفّح القائمة', 'احجز المكان']),
  restaurant: words('مطعم', 'مطعم', ['احجز طاولة', 'اطلب للاستلام', 'تصفّح القائمة']),
  bar: words('حانة / مصنع جعة', 'حانة', ['احجز طاولة', 'اكتشف المشروبات المتوفرة', 'احجز لحفلة']),
  catering: words('تموين الحفلات', 'شركة تموين', ['اطلب عرض سعر', 'خطّط لقائمتك', 'احجز جلسة تذوّق']),
  hotel: words('فندق / دار ضيافة', 'دار ضيافة', [
    'تحقّق من التوفر',
    'احجز إقامتك',
    'استفسر عن التواريخ',
  ]),
  dental: words('عيادة أسنان', 'عيادة أسنان', ['احجز موعدًا', 'اتصل بالعيادة', 'اطلب فحصًا']),
  clinic: words('عيادة طبية / علاج', 'عيادة', ['احجز موعدًا', 'احجز جلسة تقييم', 'اتصل بنا']),
  yoga: words('استوديو يوغا / بيلاتس', 'استوديو', [
    'احجز حصتك الأولى',
    'اطّلع على الجدول',
    'جرّب حصة',
  ]),
  fitness: words('نادٍ رياضي / تدريب شخصي', 'مركز لياقة', [
    'احجز حصتك الأولى',
    'ابدأ الآن',
    'اطّلع على الاشتراكات',
  ]),
  salon: words('صالون شعر / حلاقة', 'صالون', ['احجز موعدًا', 'احجز عبر الإنترنت', 'اتصل للحجز']),
  spa: words('تجميل / سبا', 'مركز سبا', ['احجز جلسة', 'اشترِ قسيمة هدية', 'تصفّح الجلسات']),
  pet: words('رعاية الحيوانات الأليفة / طب بيطري', 'مركز رعاية حيوانات أليفة', [
    'احجز زيارة',
    'احجز جلسة عناية',
    'تعرّف علينا أولًا',
  ]),
  law: words('مكتب محاماة', 'مكتب محاماة', [
    'احجز استشارة',
    'اتصل للاستشارة',
    'اطلب معاودة الاتصال',
  ]),
  accounting: words('محاسبة / مسك دفاتر', 'مكتب محاسبة', [
    'احجز مكالمة',
    'اطلب عرض سعر',
    'انتقل إلينا',
  ]),
  consulting: words('استشارات / تدريب', 'شركة استشارات', [
    'احجز مكالمة تعارف',
    'تواصل معنا',
    'ابدأ مشروعًا',
  ]),
  'real-estate': words('وكالة عقارات', 'وكالة عقارات', [
    'احجز تقييمًا لعقارك',
    'تصفّح العقارات',
    'تحدّث إلى وكيل',
  ]),
  'marketing-agency': words('تسويق / تصميم مواقع', 'وكالة تسويق', [
    'ابدأ مشروعًا',
    'اطلب عرضًا',
    'احجز مكالمة',
  ]),
  architecture: words('هندسة معمارية / تصميم داخلي', 'استوديو تصميم', [
    'احجز استشارة',
    'ابدأ مشروعك',
    'شاهد أعمالنا',
  ]),
  plumbing: words('سباكة / تدفئة', 'شركة سباكة', ['اتصل الآن', 'اطلب عرض سعر', 'احجز زيارة']),
  electrician: words('كهربائي', 'مقاول كهرباء', ['اطلب عرض سعر', 'اتصل الآن', 'احجز فحصًا']),
  construction: words('بناء / ترميم', 'شركة مقاولات', [
    'اطلب عرض سعر',
    'احجز زيارة للموقع',
    'شاهد مشاريعنا',
  ]),
  cleaning: words('خدمات تنظيف', 'شركة تنظيف', ['اطلب عرض سعر', 'احجز خدمة تنظيف', 'اتصل بنا']),
  landscaping: words('تنسيق حدائق / بستنة', 'شركة تنسيق حدائق', [
    'اطلب عرض سعر',
    'احجز زيارة للحديقة',
    'اتصل بنا',
  ]),
  auto: words('إصلاح سيارات / ورشة', 'ورشة سيارات', ['احجز صيانة', 'اطلب عرض سعر', 'اتصل بالورشة']),
  'bike-shop': words('محل دراجات', 'محل دراجات', ['احجز تصليحاً', 'زر المحل', 'اتصل بنا']),
  photography: words('تصوير فوتوغرافي', 'استوديو تصوير', [
    'تحقّق من المواعيد المتاحة',
    'احجز جلسة تصوير',
    'شاهد الأعمال',
  ]),
  events: words('حفلات زفاف / تنظيم مناسبات', 'شركة تنظيم مناسبات', [
    'خطّط لمناسبتك',
    'احجز استشارة',
    'تحقّق من التواريخ',
  ]),
  education: words('دروس خصوصية / تعليم', 'مركز تعليم', [
    'احجز درسًا تجريبيًا',
    'استفسر عن الدروس',
    'سجّل الآن',
  ]),
  music: words('موسيقى / فنون', 'استوديو موسيقى', [
    'احجز درسك الأول',
    'تحقّق من المواعيد المتاحة',
    'استمع واحجز',
  ]),
  saas: words('برمجيات / خدمات سحابية', 'منتج برمجي', [
    'ابدأ الآن',
    'انضم إلى قائمة الانتظار',
    'احجز عرضًا توضيحيًا',
    'جرّب المنتج',
  ]),
  ecommerce: words('متجر إلكتروني / منتجات يدوية', 'متجر', [
    'تسوّق المجموعة',
    'اطلب قطعة حسب الطلب',
    'تصفّح أحدث القطع',
  ]),
  boutique: words('بوتيك / متجر أزياء', 'بوتيك', [
    'زر المتجر',
    'اكتشف أحدث القطع',
    'احجز جلسة تنسيق أزياء',
  ]),
  nonprofit: words('منظمة غير ربحية / مجتمع', 'جمعية', ['تبرّع', 'تطوّع معنا', 'شارك معنا']),
  travel: words('سفر / جولات سياحية', 'شركة جولات سياحية', [
    'احجز جولة',
    'تحقّق من التواريخ',
    'خطّط لرحلة خاصة',
  ]),
  general: words('نشاط تجاري محلي', 'مؤسسة', ['تواصل معنا', 'اطلب عرض سعر', 'اتصل بنا']),
};

const HEADLINES = [
  'مرحبًا بكم في {name}',
  'تعرّف على {name}',
  '{specialty} في {city}',
  'نحن هنا من أجلكم في {city}',
  'لنتحدث عن {specialty}',
  'نحن هنا من أجلكم',
] as const;

/** The one question every business answers the same way: how to reach it. */
const CONTACT_QUESTION = [
  'كيف يمكنني التواصل معكم؟',
  'راسلنا عبر النموذج في هذه الصفحة أو استخدم بيانات الاتصال.',
] as const;

/** Modern Standard Arabic: "we" forms and "في {name}", so no verb needs the name's gender. */
export const copy: SitePhrases = {
  language: 'ar',
  list,
  inCity,
  yourArea: 'منطقتك',
  ourCustomers: 'العملاء',
  defaultName: (noun, city) => (city ? `${noun} ${city}` : noun),
  goals: {
    book: 'احجز موعدًا',
    order: 'اطلب عبر الإنترنت',
    quote: 'اطلب عرض سعر',
    donate: 'تبرّع',
    beta: 'انضم إلى النسخة التجريبية',
    waitlist: 'انضم إلى قائمة الانتظار',
    trial: 'جرّبه الآن',
    demo: 'احجز عرضًا توضيحيًا',
    signup: 'سجّل الآن',
    shop: 'تسوّق الآن',
    call: 'اتصل بنا',
  },
  capitalisesNouns: false,
  industries,
  navLabels: namesOf(sections, 'nav'),
  headlines: () => HEADLINES,
  since: (year) => `منذ ${year}`,
  yearsOfExperience: experience,
  // The reader's traits are English words.
  trait: () => undefined,
  hero: {
    eyebrow: (label, city) => `${label}${inCity(city)}`,
    intro: (f) => {
      if (f.product) return productIntro(f, f.product);
      const what = `${f.aNoun}${inCity(f.city)}${f.audience ? ` ${forWhom(f.audience)}` : ''}`;
      const offer = list(f.specialties.slice(0, 4));
      if (f.friendly)
        return `مرحبًا بكم في ${f.name}، ${what}.${offer ? ` نقدّم لكم ${offer}.` : ''}`;
      return `${f.name}: ${what}.${offer ? ` نقدّم ${offer}.` : ''}`;
    },
    servicesAction: (friendly) => (friendly ? 'تعرّف على ما نقدّمه' : 'خدماتنا'),
  },
  features: {
    heading: (f) => `لماذا ${f.name}؟`,
    intro: (f) =>
      !f.audience
        ? `ما يمكنك أن تتوقعه منّا.`
        : f.friendly
          ? `أسباب تجعلنا خيارًا مناسبًا ${forWhom(f.audience)}.`
          : `ما نقدّمه ${forWhom(f.audience)}.`,
    highlightText: (f, h) =>
      h.since
        ? `في خدمتكم${inCity(f.city)} منذ ${h.since}.`
        : h.years
          ? `${experience(h.years)}${f.specialties.length > 0 ? ` في ${f.specialty}` : ''} وراء كل عمل نقوم به.`
          : 'نفخر بما نقدّمه.',
  },
  services: {
    heading: (friendly) => (friendly ? 'ماذا نقدّم' : 'خدماتنا'),
    free: 'مجانًا',
    from: (amount) => `ابتداءً من ${amount}`,
  },
  about: {
    heading: (f) => `عن ${f.name}`,
    body: (f) =>
      [
        f.product ? `نقدّم ${f.product}.` : `نحن ${f.aNoun}${inCity(f.city)}.`,
        f.since ? `نعمل منذ ${f.since}.` : '',
        f.specialties.length > 0
          ? `نركّز على ${list(f.specialties.slice(0, 4))}${f.audience ? ` ${forWhom(f.audience)}` : ''}${f.years ? `، ولدينا ${experience(f.years)}` : ''}.`
          : f.years
            ? `لدينا ${experience(f.years)}.`
            : '',
        f.friendly
          ? `${f.local ? 'تفضّل بزيارتنا أو أرسل لنا رسالة' : 'أرسل لنا رسالة'} أو ${f.cta}: يسعدنا أن نسمع منك.`
          : `للبدء، ${f.cta} أو أرسل لنا رسالة.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `مقرّنا في ${city}`,
  },
  gallery: { heading: (f) => `نظرة داخل ${f.name}` },
  testimonials: { heading: (f) => `ماذا يقول العملاء عن ${f.name}` },
  team: { heading: (f) => `الفريق وراء ${f.name}` },
  pricing: {
    heading: (f) => `أسعار ${f.name}`,
    intro: (f) => (f.friendly ? 'اختر ما يناسبك.' : 'الباقات والأسعار.'),
    startingPrice: 'سعر البداية',
    periods: { monthly: 'شهريًا', yearly: 'سنويًا', weekly: 'أسبوعيًا', 'one-time': 'لمرة واحدة' },
  },
  faq: {
    heading: 'الأسئلة الشائعة',
    contact: CONTACT_QUESTION,
    booking: (f) => ['كيف أحجز؟', `استخدم زر «${f.cta}» في هذه الصفحة، أو أرسل لنا رسالة.`],
    pricesOnRequest: (f) => [
      `ما أسعار ${f.name}؟`,
      'الأسعار عند الطلب: أرسل لنا رسالة وسنرسل إليك عرض سعر.',
    ],
    leadTime: (notice) => ['كم من الوقت مسبقًا أحتاج للطلب؟', notice],
    serviceArea: (towns) => ['ما المناطق التي تغطونها؟', `نغطي ${towns}.`],
  },
  stats: {
    heading: (f) => `${f.name} في لمحة`,
    since: 'نخدم عملاءنا منذ',
    years: 'سنوات الخبرة',
  },
  cta: {
    heading: (f) => {
      if (f.friendly && f.city && f.local) return `نراكم قريبًا في ${f.city}`;
      return f.cta.includes(f.name) ? f.cta : `${f.name}: ${f.cta}`;
    },
    intro: (f) =>
      f.specialties.length > 0
        ? `${list(f.specialties.slice(0, 4))}${inCity(f.city)}.`
        : 'لديك أسئلة أولًا؟ أرسل لنا رسالة.',
    call: (phone) => `اتصل بنا: ${phone}`,
  },
  contact: {
    heading: (f) =>
      f.local && f.city ? `تفضّل بزيارة ${f.name}${inCity(f.city)}` : `تواصل مع ${f.name}`,
    intro: (f) => {
      const ways = [
        f.email ? `راسلنا على ${f.email}` : '',
        f.phone ? `اتصل بنا على ${f.phone}` : '',
      ].filter(Boolean);
      const about = f.specialties.length > 0 ? ` بخصوص ${f.specialty}` : '';
      return [
        ways.length > 0
          ? `${ways.join(' أو ')}، أو أرسل لنا رسالة${about}.`
          : `أرسل لنا رسالة${about}.`,
        f.hoursNote ? `ساعات العمل: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0 ? `تابعنا: ${f.socialHandles.join('، ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `من ${first} إلى ${last}`,
    openFrom: (days, time) => `${days} ابتداءً من الساعة ${time}`,
    everyDay: 'كل يوم',
    byAppointment: 'بموعد مسبق',
    heading: 'ساعات العمل',
  },
  footer: {
    product: (f, product) => `${f.name}: ${product}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `عن ${f.name}`,
    gallery: (f, caption) => `${caption} لدى ${f.name}`,
    illustration: (alt) => `رسم توضيحي: ${alt}`,
  },
};
