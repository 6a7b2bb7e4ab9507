import type { IntegrationWords } from '../types';

const quote = (text: string) => `«${text}»`;

/**
 * A counted noun as Arabic says it: one, two (the dual), 3–10 (the plural), and 11 and more
 * (the singular with tanween).
 */
const counted = (count: number, forms: [one: string, two: string, few: string, many: string]) =>
  count === 1
    ? forms[0]
    : count === 2
      ? forms[1]
      : count % 100 >= 3 && count % 100 <= 10
        ? `${count} ${forms[2]}`
        : `${count} ${forms[3]}`;

export const integrations = {
  colon: ': ',
  cancel: 'إلغاء',
  loading: 'جارٍ تحميل التكاملات…',
  settings: (name: string) => `إعدادات ${name}`,
  categories: {
    analytics: 'التحليلات',
    payments: 'المدفوعات',
    accessibility: 'إمكانية الوصول',
    seo: 'تحسين محركات البحث',
    social: 'التواصل الاجتماعي',
    email: 'البريد الإلكتروني',
  },
  tools: {
    sendFromDomain: 'الإرسال من نطاقك',
    deliverContactForm: 'توصيل نموذج التواصل',
  },
  status: { configured: 'مُعدّ', dns_setup_required: 'يلزم إعداد DNS' },
  panel: {
    title: 'التكاملات',
    close: 'إغلاق التكاملات',
    applied: 'على موقعك',
    leftOut: 'غير معروض على موقعك',
    loadFailed: (reason: string | null) =>
      reason === null
        ? 'تعذّر تحميل تكاملات هذا الموقع.'
        : `تعذّر تحميل تكاملات هذا الموقع: ${reason}`,
    retry: 'إعادة المحاولة',
    empty: 'لا توجد تكاملات بعد. أضف التحليلات والمدفوعات وإعدادات البحث وغير ذلك.',
    setUpEmail: 'إعداد البريد الإلكتروني',
    emailSettings: 'إعدادات البريد الإلكتروني',
    remove: 'إزالة',
    removeNamed: (name: string) => `إزالة ${name}`,
    confirmTitle: 'هل تريد إزالة التكامل؟',
    confirmText: (name: string) =>
      `سيُزال ${name} من موقعك في نسخة جديدة. يمكنك إضافته مرة أخرى لاحقًا.`,
    removing: 'جارٍ الإزالة…',
    removed: (name: string) => `تمت إزالة ${name}`,
    removeFailed: 'تعذّرت إزالة التكامل',
    suggested: 'مقترحة لموقعك',
    priority: (level: string) => `الأولوية: ${level}`,
    priorities: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية' },
    add: 'إضافة',
    addNamed: (name: string) => `إضافة ${name}`,
  },
  add: {
    title: 'إضافة تكاملات',
    intro: 'اختر ما تريد إضافته إلى موقعك واملأ إعداداته. الحقول المميّزة بعلامة * إلزامية.',
    search: 'البحث في التكاملات',
    tabs: 'فئات التكاملات',
    all: 'الكل',
    emptyCategory: 'لا توجد تكاملات في هذه الفئة بعد.',
    noMatch: (query: string) => `لا توجد تكاملات تطابق ${quote(query)}.`,
    refused: 'لم يُطبَّق أي شيء:',
    nothingSelected: 'لم يُحدَّد شيء',
    selected: (count: number) =>
      `المحدد: ${counted(count, ['تكامل واحد', 'تكاملان', 'تكاملات', 'تكاملًا'])}`,
    apply: 'تطبيق',
    applying: 'جارٍ التطبيق…',
    applied: 'تم تطبيق التكاملات بنجاح!',
  },
  edit: {
    button: 'تعديل',
    named: (name: string) => `تعديل ${name}`,
    intro: 'غيّر الإعدادات ثم احفظها: يُعاد نشر موقعك كنسخة جديدة. الحقول المميّزة بعلامة * إلزامية.',
    save: 'حفظ التغييرات',
    saving: 'جارٍ الحفظ…',
    refused: 'لم يتغيّر شيء:',
    updated: (name: string) => `تم تحديث ${name}`,
    failed: 'تعذّر تحديث التكامل',
  },
  form: {
    choose: 'اختر…',
    none: 'لا شيء',
    noSettings: 'لا توجد إعدادات لهذا التكامل.',
    atLeast: (count: number) =>
      `املأ ${counted(count, ['حقلًا واحدًا', 'حقلين', 'حقول', 'حقلًا'])} على الأقل من هذه الحقول.`,
  },
  email: {
    title: 'تكامل البريد الإلكتروني',
    stepsLabel: 'خطوات الإعداد',
    step: (step: number) => `الخطوة ${step}`,
    steps: { configuring: 'الإعداد', dns: 'يلزم إضافة سجلات DNS', complete: 'اكتمل' },
    stepStates: { current: 'الخطوة الحالية', done: 'تمت', skipped: 'غير مطلوبة' },
    noOutgoingMail:
      'لا يرسل خادم Zappy هذا أي بريد: لم يضبط المسؤول SMTP_URL. رسائل الاختبار وتوصيل نموذج ' +
      'التواصل عبر البريد متوقفة؛ لكن الرسائل تصل إلى صندوق الطلبات لديك، ويمكنك إعداد سجلات DNS ' +
      'الآن.',
    loading: 'جارٍ تحميل إعدادات البريد الإلكتروني…',
    notConfigured: 'البريد الإلكتروني غير مُعدّ لهذا الموقع',
    addFirst:
      'البريد الإلكتروني غير مُعدّ لهذا الموقع. أضف أولًا «Email from your domain» من إضافة تكاملات.',
    domain: 'النطاق',
    sender: 'المرسِل',
    yourEmail: 'بريدك الإلكتروني',
    verified: (domain: string) => `تم التحقق من سجلات DNS: البريد من ${domain} جاهز.`,
    ready: (domain: string) => `تم إعداد البريد من ${domain}.`,
    test: {
      title: 'إرسال رسالة اختبار',
      label: 'أرسل رسالة اختبار إلى',
      send: 'إرسال رسالة الاختبار',
      sending: 'جارٍ الإرسال…',
      sent: (address: string) => `أُرسلت رسالة الاختبار إلى ${address}. تحقّق من صندوق الوارد ذاك.`,
    },
  },
  dns: {
    intro: (count: number) =>
      `أضف ${counted(count, ['هذا السجل', 'هذين السجلين', 'سجلات', 'سجلًا'])} لدى الشركة التي ` +
      'تستضيف DNS نطاقك، ثم اختر التحقق من DNS.',
    status: { verified: 'الحالة: تم التحقق', pending: 'الحالة: بانتظار التحقق' },
    record: (number: number) => `السجل ${number}`,
    name: 'الاسم',
    value: 'القيمة',
    copyName: 'نسخ الاسم',
    copyValue: 'نسخ القيمة',
    ofRecord: (number: number) => `للسجل ${number}`,
    copied: 'تم النسخ',
    copyFailed: 'تعذّر النسخ: حدّد النص وانسخه بنفسك.',
    propagation: 'قد يستغرق انتشار تغييرات DNS من 15 دقيقة إلى 48 ساعة، وعادةً ما بين ساعة وساعتين.',
    notFound: 'لم يُعثر عليه بعد',
    verify: 'التحقق من DNS',
    verifying: 'جارٍ التحقق…',
    help: 'هل تحتاج إلى مساعدة؟',
  },
  help: {
    title: 'مساعدة في سجلات DNS',
    addingTitle: 'إضافة سجل TXT',
    adding:
      'سجّل الدخول حيث تُدار إعدادات DNS لنطاقك (غالبًا حيث اشتريت النطاق)، وأضف كل سجل من نوع ' +
      'TXT، مع نسخ اسمه وقيمته كما هما تمامًا.',
    hosts: {
      cloudflare: 'DNS › Records › Add record؛ اختر TXT، والصق الاسم والقيمة، ثم احفظ.',
      godaddy: 'My Products › نطاقك › DNS › Add New Record؛ اختر TXT واملأ Name وValue.',
      namecheap: 'Domain List › Manage › Advanced DNS › Add New Record؛ اختر TXT Record.',
      others:
        'افتح منطقة (zone) نطاقك وأضف سجل TXT. بعض مزوّدي الاستضافة يضيفون النطاق إلى الاسم ' +
        'تلقائيًا: في هذه الحالة أدخل الجزء الذي يسبقه فقط.',
    },
    othersName: 'Google Cloud DNS وغيره',
    recordsTitle: 'ما وظيفة السجلات',
    records: {
      spf: 'يحدد الخوادم المسموح لها بإرسال البريد باسم نطاقك.',
      dkim: 'ينشر المفتاح الذي يثبت أن الرسالة صادرة فعلًا من نطاقك ولم تُعدَّل في الطريق.',
      dmarc:
        'يخبر خوادم البريد المستقبِلة بما تفعله بالبريد الذي لا يجتاز هذه الفحوص، حتى لا يتمكن ' +
        'غيرك من الإرسال باسمك.',
    },
    support:
      'ما زلت تواجه مشكلة؟ راسل الدعم مع ذكر نطاقك والسجلات التي أضفتها؛ يرد الدعم خلال 24 ساعة ' +
      'تقريبًا.',
    close: 'إغلاق',
  },
} satisfies IntegrationWords;
