import type { AccountWords } from '../types';

export const account = {
  dialogTitle: 'تسجيل الدخول إلى Zappy',
  dialogIntro: 'حسابك في Zappy موجود على هذا الخادم.',
  closeDialog: 'إغلاق النافذة',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  signingIn: 'جارٍ تسجيل الدخول…',
  createAccount: 'إنشاء الحساب',
  creatingAccount: 'جارٍ إنشاء الحساب…',
  newHere: 'جديد هنا؟',
  createAnAccount: 'أنشئ حسابًا',
  haveAccount: 'لدي حساب بالفعل',
  or: 'أو',
  continueWith: (provider) => `المتابعة باستخدام ${provider}`,
  forgotPassword: 'نسيت كلمة المرور؟',
  forgotIntro: 'أدخل البريد الإلكتروني لحسابك. سنرسل إليه رابطًا لاختيار كلمة مرور جديدة.',
  sendLink: 'إرسال الرابط',
  sending: 'جارٍ الإرسال…',
  backToSignIn: 'العودة إلى تسجيل الدخول',
  noMail:
    'خادم Zappy هذا لا يرسل بريدًا إلكترونيًا، لذا يعيد تعيين كلمة المرور المنسية من يدير الخادم. اطلب منه تشغيل:',
  checkEmail: 'تحقق من بريدك الإلكتروني',
  checkEmailRegister:
    'أرسلنا رابطًا لإكمال إنشاء حسابك. يعمل لمدة 24 ساعة. لم يصل؟ تحقق من مجلد الرسائل غير المرغوب فيها، أو سجّل مرة أخرى لتحصل على رابط جديد.',
  checkEmailReset:
    'إذا كان لهذا العنوان حساب، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. يعمل لمدة 30 دقيقة.',
  resetTitle: 'اختر كلمة مرور جديدة',
  newPassword: 'كلمة المرور الجديدة',
  showPassword: 'إظهار كلمة المرور',
  passwordRules: (minLength) => `${minLength} أحرف على الأقل، وليست كلمة مرور شائعة أو نمطًا بسيطًا.`,
  savePassword: 'حفظ كلمة المرور الجديدة',
  saving: 'جارٍ الحفظ…',
  passwordChanged: 'تم تغيير كلمة المرور وإنهاء كل جلسات حسابك. سجّل الدخول بكلمة المرور الجديدة.',
  signIn: 'تسجيل الدخول',
  linkIncomplete:
    'هذا الرابط غير مكتمل. افتح الرابط كاملًا من البريد الإلكتروني، أو اطلب رابطًا جديدًا.',
  askAgain: 'طلب رابط جديد',
  verifyTitle: 'تأكيد بريدك الإلكتروني',
  verifying: 'جارٍ إنشاء حسابك…',
  verifyFailed: 'تعذّر إنشاء حسابك من هذا الرابط.',
} satisfies AccountWords;
