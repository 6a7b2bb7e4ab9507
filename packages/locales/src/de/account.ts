import type { AccountWords } from '../types';

export const account = {
  dialogTitle: 'Bei Zappy anmelden',
  dialogIntro: 'Ihr Zappy-Konto liegt auf diesem Server.',
  closeDialog: 'Dialog schließen',
  name: 'Name',
  email: 'E-Mail',
  password: 'Passwort',
  signingIn: 'Anmeldung läuft…',
  createAccount: 'Konto anlegen',
  creatingAccount: 'Konto wird angelegt…',
  newHere: 'Neu hier?',
  createAnAccount: 'Konto anlegen',
  haveAccount: 'Ich habe schon ein Konto',
  or: 'oder',
  continueWith: (provider) => `Weiter mit ${provider}`,
  forgotPassword: 'Passwort vergessen?',
  forgotIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden ihr einen Link, mit dem Sie ein neues Passwort wählen.',
  sendLink: 'Link senden',
  sending: 'Wird gesendet…',
  backToSignIn: 'Zurück zur Anmeldung',
  noMail:
    'Dieser Zappy-Server versendet keine E-Mails. Ein vergessenes Passwort setzt daher die Person zurück, die ihn betreibt. Bitten Sie sie, Folgendes auszuführen:',
  checkEmail: 'Sehen Sie in Ihre E-Mails',
  checkEmailRegister:
    'Wir haben einen Link gesendet, mit dem Sie Ihr Konto fertig anlegen. Er gilt 24 Stunden. Keine E-Mail? Sehen Sie im Spam-Ordner nach oder registrieren Sie sich erneut für einen neuen Link.',
  checkEmailReset:
    'Falls diese Adresse ein Konto hat, haben wir ihr einen Link für ein neues Passwort gesendet. Er gilt 30 Minuten.',
  resetTitle: 'Neues Passwort wählen',
  newPassword: 'Neues Passwort',
  showPassword: 'Passwort anzeigen',
  passwordRules: (minLength) =>
    `Mindestens ${minLength} Zeichen, kein verbreitetes Passwort und kein einfaches Muster.`,
  savePassword: 'Neues Passwort speichern',
  saving: 'Wird gespeichert…',
  passwordChanged:
    'Ihr Passwort wurde geändert, und alle Sitzungen Ihres Kontos wurden beendet. Melden Sie sich mit dem neuen Passwort an.',
  signIn: 'Anmelden',
  linkIncomplete:
    'Dieser Link ist unvollständig. Öffnen Sie den ganzen Link aus der E-Mail oder fordern Sie einen neuen an.',
  askAgain: 'Neuen Link anfordern',
  verifyTitle: 'Ihre E-Mail-Adresse wird bestätigt',
  verifying: 'Ihr Konto wird angelegt…',
  verifyFailed: 'Mit diesem Link konnte Ihr Konto nicht angelegt werden.',
} satisfies AccountWords;
