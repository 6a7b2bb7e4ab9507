import type { AccountWords } from '../types';

export const account = {
  forgotPassword: 'שכחת את הסיסמה?',
  forgotIntro: 'יש להזין את כתובת האימייל של החשבון. נשלח אליה קישור לבחירת סיסמה חדשה.',
  sendLink: 'שליחת קישור',
  sending: 'שולחים…',
  backToSignIn: 'חזרה לכניסה',
  noMail:
    'שרת Zappy הזה לא שולח אימייל, ולכן סיסמה שנשכחה מאופסת על ידי מי שמפעיל אותו. אפשר לבקש ממנו להריץ:',
  checkEmail: 'כדאי לבדוק את האימייל',
  checkEmailRegister:
    'שלחנו קישור להשלמת יצירת החשבון. הוא בתוקף 24 שעות. לא הגיע? כדאי לבדוק בתיקיית הספאם, או להירשם שוב לקבלת קישור חדש.',
  checkEmailReset: 'אם לכתובת הזו יש חשבון, שלחנו אליה קישור לבחירת סיסמה חדשה. הוא בתוקף 30 דקות.',
  resetTitle: 'בחירת סיסמה חדשה',
  newPassword: 'סיסמה חדשה',
  showPassword: 'הצגת הסיסמה',
  passwordRules: (minLength) => `לפחות ${minLength} תווים, ולא סיסמה נפוצה או רצף פשוט.`,
  savePassword: 'שמירת הסיסמה החדשה',
  saving: 'שומרים…',
  passwordChanged: 'הסיסמה שונתה וכל החיבורים של החשבון נסגרו. אפשר להיכנס עם הסיסמה החדשה.',
  signIn: 'כניסה',
  linkIncomplete: 'הקישור הזה חלקי. יש לפתוח את הקישור המלא מהאימייל, או לבקש קישור חדש.',
  askAgain: 'בקשת קישור חדש',
  verifyTitle: 'מאשרים את כתובת האימייל',
  verifying: 'יוצרים את החשבון…',
  verifyFailed: 'לא ניתן היה ליצור את החשבון מהקישור הזה.',
} satisfies AccountWords;
