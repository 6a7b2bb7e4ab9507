import type { AppWords } from '../types';

/** Arabic counts 3 to 10 with the plural نجوم; a rating has at most five stars. */
const stars = (count: number) =>
  count === 1 ? 'نجمة واحدة' : count === 2 ? 'نجمتان' : `${count} نجوم`;

export const app = {
  brief: {
    title: 'ملخّصك',
    intro: 'يبني Zappy موقعك من هذا. راجعه وغيّر ما تشاء قبل الإنشاء.',
    loading: 'جارٍ تحميل ملخّصك…',
    saving: 'جارٍ الحفظ…',
    saved: 'تم حفظ الملخّص',
    saveFailed: 'تعذّر حفظ الملخّص. يُرجى المحاولة مرة أخرى.',
    fields: {
      businessName: 'اسم النشاط التجاري',
      industry: 'نوع النشاط',
      street: 'الشارع',
      city: 'المدينة أو منطقة الخدمة',
      state: 'المنطقة',
      zip: 'الرمز البريدي',
      country: 'الدولة',
      services: 'الخدمات والمنتجات',
      plans: 'الأسعار والباقات',
      planName: 'الاسم',
      planPrice: 'السعر',
      currency: 'العملة',
      hours: 'ساعات العمل',
      hoursHint: 'مثلًا «24 ساعة» أو «بموعد مسبق» أو «الإثنين–الجمعة 9:00–17:00»',
      email: 'البريد الإلكتروني',
      phone: 'الهاتف',
      website: 'الموقع الإلكتروني',
      goal: 'الهدف',
      callToAction: 'الزر الرئيسي',
      language: 'لغة الموقع',
      palette: 'لوحة الألوان',
      images: 'الصور',
      about: 'نص «من نحن»',
      notes: 'جمل يجب الإبقاء عليها',
    },
    groups: {
      business: 'النشاط التجاري',
      where: 'أين',
      offer: 'ما تقدّمه',
      contact: 'التواصل',
      look: 'المظهر واللغة',
    },
    addService: 'إضافة خدمة',
    addPrice: 'إضافة سعر',
    addNote: 'إضافة جملة',
    remove: (item: string) => `إزالة ${item}`,
    notGiven: 'غير محدد',
    chosenForYou: 'تُختار عند إنشاء الموقع',
    notUsed: {
      title: 'لم يُستخدم بعد',
      intro: 'كتبت هذه الكلمات ولا يحتويها أي حقل بعد.',
      empty: 'كل ما كتبته موجود في الملخّص.',
      asService: 'إضافة كخدمة',
      asNote: 'إضافة كملاحظة',
      toAbout: 'إضافة إلى نص «من نحن»',
      ignore: 'تجاهل',
      actionsFor: (text: string) => `ماذا تفعل بـ«${text}»`,
      failed: 'لم ينجح ذلك. يُرجى المحاولة مرة أخرى.',
    },
    errors: {
      nameRequired: 'اسم الشركة مطلوب',
      invalidEmail: 'يُرجى إدخال بريد إلكتروني صالح',
      invalidPhone: 'يُرجى إدخال رقم هاتف صالح',
      invalidWebsite: 'صيغة رابط الموقع غير صالحة',
      planName: (n: number) => `يجب أن يكون للباقة ${n} اسم`,
      planPrice: (n: number) => `لا يمكن أن يكون سعر الباقة ${n} سالبًا`,
    },
  },
  wizard: {
    welcomeBack: 'مرحبًا بعودتك! يمكنك الآن إنشاء موقعك.',
    loadingConversation: 'جارٍ تحميل محادثتك…',
    title: 'معالج الموقع',
    intro: 'أجب عن بعض الأسئلة وسيبني Zappy موقعك.',
    messageLabel: 'رسالتك',
    messagePlaceholder: 'اكتب رسالتك…',
    typing: 'Zappy يكتب…',
    ready: {
      title: 'خطة موقعك جاهزة',
      build: 'لدى Zappy كل ما يحتاجه لبناء موقعك.',
      signIn: 'سجّل الدخول للاحتفاظ بهذه المحادثة وبناء موقعك.',
      starting: 'جارٍ بدء الإنشاء…',
    },
  },
  widgets: {
    submit: 'إرسال',
    answerFor: (question: string) => `الإجابة: ${question}`,
    selected: (count: number) => `المحدد: ${count}.`,
    chooseOne: 'اختر خيارًا واحدًا.',
    chooseAll: 'اختر كل ما ينطبق.',
    choosePalette: 'اختر لوحة ألوان واحدة.',
    chooseColour: 'اختر لونًا واحدًا.',
    chooseImage: 'اختر صورة واحدة.',
    slider: 'اسحب شريط التمرير أو استخدم مفاتيح الأسهم.',
    text: 'اكتب إجابتك واضغط Enter أو إرسال.',
    ownValue: 'أو اكتب إجابتك الخاصة (افصل بين عدة إجابات بفواصل)',
    rating: {
      stars,
      rate: (max: number) => `قيّم من 1 إلى ${max} نجوم.`,
      rated: (count: number) => `تقييمك: ${stars(count)}.`,
      answer: (count: number, max: number) => `${count} من ${max} نجوم`,
    },
    sliderValue: 'اختيارك',
    charactersUsed: 'الأحرف المستخدمة:',
  },
  customize: {
    welcome:
      'مرحبًا! أخبرني بما تريد تغييره في موقعك. يمكنني إعادة كتابة النصوص والعنوان الرئيسي، ' +
      'وتغيير الألوان والأسلوب، وإضافة الأقسام أو حذفها أو نقلها، وتحديث الأسعار وساعات العمل ' +
      'وبيانات التواصل، واستبدال الصور. كل تغيير يصبح نسخة جديدة، لذا يمكنك دائمًا استعادة نسخة ' +
      'سابقة من النسخ.',
    applied: (version: number, summary: string) =>
      `طُبّق كنسخة ${version}: ${summary}. يجري تحديث موقعك.`,
  },
} satisfies AppWords;
