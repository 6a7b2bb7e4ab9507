import type { IntegrationWords } from '../types';

const quote = (text: string) => `„${text}”`;

export const integrations = {
  colon: ': ',
  cancel: 'ביטול',
  loading: 'טוען אינטגרציות…',
  settings: (name: string) => `ההגדרות של ${name}`,
  categories: {
    analytics: 'אנליטיקה',
    payments: 'תשלומים',
    accessibility: 'נגישות',
    seo: 'קידום אתרים',
    social: 'רשתות חברתיות',
    email: 'אימייל',
  },
  tools: {
    sendFromDomain: 'שליחה מהדומיין שלכם',
    deliverContactForm: 'העברת טופס יצירת הקשר',
  },
  status: { configured: 'מוגדרת', dns_setup_required: 'נדרשת הגדרת DNS' },
  panel: {
    title: 'אינטגרציות',
    close: 'סגירת האינטגרציות',
    applied: 'באתר שלכם',
    leftOut: 'לא מוצגת באתר שלכם',
    loadFailed: (reason: string | null) =>
      reason === null
        ? 'לא ניתן לטעון את האינטגרציות של האתר הזה.'
        : `לא ניתן לטעון את האינטגרציות של האתר הזה: ${reason}`,
    retry: 'ניסיון נוסף',
    empty: 'עדיין אין אינטגרציות. אפשר להוסיף אנליטיקה, תשלומים, הגדרות חיפוש ועוד.',
    setUpEmail: 'הגדרת אימייל',
    emailSettings: 'הגדרות אימייל',
    remove: 'הסרה',
    removeNamed: (name: string) => `הסרה של ${name}`,
    confirmTitle: 'להסיר את האינטגרציה?',
    confirmText: (name: string) =>
      `האינטגרציה ${name} תוסר מהאתר שלכם בגרסה חדשה. אפשר להוסיף אותה שוב בהמשך.`,
    removing: 'מסיר…',
    removed: (name: string) => `האינטגרציה ${name} הוסרה`,
    removeFailed: 'הסרת האינטגרציה נכשלה',
    suggested: 'מומלצות לאתר שלכם',
    priority: (level: string) => `עדיפות: ${level}`,
    priorities: { low: 'נמוכה', medium: 'בינונית', high: 'גבוהה' },
    add: 'הוספה',
    addNamed: (name: string) => `הוספה של ${name}`,
  },
  add: {
    title: 'הוספת אינטגרציות',
    intro: 'בחרו מה להוסיף לאתר ומלאו את ההגדרות. שדות המסומנים ב-* הם שדות חובה.',
    search: 'חיפוש אינטגרציות',
    tabs: 'קטגוריות של אינטגרציות',
    all: 'הכול',
    emptyCategory: 'עדיין אין אינטגרציות בקטגוריה הזו.',
    noMatch: (query: string) => `אין אינטגרציות שמתאימות ל-${quote(query)}.`,
    refused: 'שום דבר לא הוחל:',
    nothingSelected: 'לא נבחר דבר',
    selected: (count: number) => (count === 1 ? 'נבחרה אחת' : `נבחרו ${count}`),
    apply: 'החלה',
    applying: 'מחיל…',
    applied: 'האינטגרציות הוחלו בהצלחה!',
  },
  edit: {
    button: 'עריכה',
    named: (name: string) => `עריכה של ${name}`,
    intro: 'שנו את ההגדרות ושמרו: האתר יתפרסם מחדש כגרסה חדשה. שדות המסומנים ב-* הם שדות חובה.',
    save: 'שמירת השינויים',
    saving: 'שומר…',
    refused: 'שום דבר לא השתנה:',
    updated: (name: string) => `ההגדרות של ${name} עודכנו`,
    failed: 'עדכון האינטגרציה נכשל',
  },
  form: {
    choose: 'בחירה…',
    none: 'ללא',
    noSettings: 'לאינטגרציה הזו אין הגדרות.',
    atLeast: (count: number) =>
      count === 1 ? 'מלאו לפחות אחד מהשדות האלה.' : `מלאו לפחות ${count} מהשדות האלה.`,
  },
  email: {
    title: 'אינטגרציית אימייל',
    stepsLabel: 'שלבי ההגדרה',
    step: (step: number) => `שלב ${step}`,
    steps: { configuring: 'בהגדרה', dns: 'נדרשות רשומות DNS', complete: 'הושלם' },
    stepStates: { current: 'השלב הנוכחי', done: 'הושלם', skipped: 'לא נדרש' },
    noOutgoingMail:
      'שרת Zappy הזה לא שולח אימיילים: מנהל המערכת לא הגדיר את SMTP_URL. אימיילי בדיקה ' +
      'והעברת טופס יצירת הקשר באימייל כבויים; ההודעות עדיין מגיעות לתיבת הפניות שלכם, ואפשר ' +
      'כבר עכשיו להגדיר את רשומות ה-DNS.',
    loading: 'טוען את הגדרות האימייל שלכם…',
    notConfigured: 'אימייל לא הוגדר לאתר הזה',
    addFirst:
      'אימייל לא הוגדר לאתר הזה. קודם הוסיפו את „Email from your domain” דרך הוספת אינטגרציות.',
    domain: 'דומיין',
    sender: 'שולח',
    yourEmail: 'האימייל שלכם',
    verified: (domain: string) => `רשומות ה-DNS אומתו: שליחת אימייל מ-${domain} מוכנה.`,
    ready: (domain: string) => `שליחת אימייל מ-${domain} הוגדרה.`,
    test: {
      title: 'שליחת אימייל בדיקה',
      label: 'שליחת אימייל בדיקה אל',
      send: 'שליחת אימייל בדיקה',
      sending: 'שולח…',
      sent: (address: string) => `אימייל בדיקה נשלח אל ${address}. בדקו את תיבת הדואר הזו.`,
    },
  },
  dns: {
    intro: (count: number) =>
      `הוסיפו ${count === 1 ? 'את הרשומה הזו' : `את ${count} הרשומות האלה`} אצל החברה ` +
      'שמנהלת את ה-DNS של הדומיין שלכם, ואז בחרו אימות DNS.',
    status: { verified: 'סטטוס: אומת', pending: 'סטטוס: ממתין לאימות' },
    record: (number: number) => `רשומה ${number}`,
    name: 'שם',
    value: 'ערך',
    copyName: 'העתקת השם',
    copyValue: 'העתקת הערך',
    ofRecord: (number: number) => `של רשומה ${number}`,
    copied: 'הועתק',
    copyFailed: 'ההעתקה נכשלה: סמנו את הטקסט והעתיקו אותו בעצמכם.',
    propagation: 'התפשטות שינויי DNS יכולה להימשך בין 15 דקות ל-48 שעות, בדרך כלל שעה עד שעתיים.',
    notFound: 'עדיין לא נמצאה',
    verify: 'אימות DNS',
    verifying: 'מאמת…',
    help: 'צריכים עזרה?',
  },
  help: {
    title: 'עזרה עם רשומות DNS',
    addingTitle: 'הוספת רשומת TXT',
    adding:
      'התחברו למקום שבו מנוהל ה-DNS של הדומיין שלכם (לרוב המקום שבו קניתם את הדומיין) והוסיפו ' +
      'כל רשומה מסוג TXT, עם השם והערך שלה בדיוק כפי שהם.',
    hosts: {
      cloudflare: 'DNS › Records › Add record; בחרו TXT, הדביקו את השם ואת הערך ושמרו.',
      godaddy: 'My Products › הדומיין שלכם › DNS › Add New Record; בחרו TXT ומלאו Name ו-Value.',
      namecheap: 'Domain List › Manage › Advanced DNS › Add New Record; בחרו TXT Record.',
      others:
        'פתחו את האזור (zone) של הדומיין שלכם והוסיפו רשומת TXT. יש ספקים שמוסיפים את הדומיין ' +
        'לשם בעצמם: במקרה כזה הזינו רק את החלק שלפניו.',
    },
    othersName: 'Google Cloud DNS ואחרים',
    recordsTitle: 'מה הרשומות עושות',
    records: {
      spf: 'מפרטת את השרתים שמורשים לשלוח דואר בשם הדומיין שלכם.',
      dkim: 'מפרסמת את המפתח שמוכיח שהודעה באמת הגיעה מהדומיין שלכם ולא שונתה בדרך.',
      dmarc:
        'אומרת לשרתי הדואר המקבלים מה לעשות בדואר שלא עובר את הבדיקות האלה, כדי שאחרים לא יוכלו ' +
        'לשלוח בשמכם.',
    },
    support:
      'עדיין תקועים? כתבו לתמיכה וציינו את הדומיין שלכם ואת הרשומות שהוספתם; התמיכה עונה בתוך ' +
      'כ-24 שעות.',
    close: 'סגירה',
  },
} satisfies IntegrationWords;
