import type { AccountWords } from '../types';

export const account = {
  dialogTitle: 'Accedi a Zappy',
  dialogIntro: 'Il tuo account Zappy si trova su questo server.',
  closeDialog: 'Chiudi la finestra',
  name: 'Nome',
  email: 'Email',
  password: 'Password',
  signingIn: 'Accesso in corso…',
  createAccount: 'Crea account',
  creatingAccount: 'Creazione dell’account…',
  newHere: 'Sei nuovo?',
  createAnAccount: 'Crea un account',
  haveAccount: 'Ho già un account',
  or: 'oppure',
  continueWith: (provider) => `Continua con ${provider}`,
  forgotPassword: 'Password dimenticata?',
  forgotIntro:
    'Inserisci l’indirizzo email del tuo account. Gli invieremo un link per scegliere una nuova password.',
  sendLink: 'Invia il link',
  sending: 'Invio in corso…',
  backToSignIn: 'Torna all’accesso',
  noMail:
    'Questo server Zappy non invia email, quindi una password dimenticata la reimposta chi lo gestisce. Chiedigli di eseguire:',
  checkEmail: 'Controlla la tua email',
  checkEmailRegister:
    'Ti abbiamo inviato un link per completare la creazione dell’account. Vale 24 ore. Non è arrivato? Guarda nella posta indesiderata o registrati di nuovo per un altro link.',
  checkEmailReset:
    'Se questo indirizzo ha un account, gli abbiamo inviato un link per scegliere una nuova password. Vale 30 minuti.',
  resetTitle: 'Scegli una nuova password',
  newPassword: 'Nuova password',
  showPassword: 'Mostra la password',
  passwordRules: (minLength) =>
    `Almeno ${minLength} caratteri, e non una password comune né una sequenza semplice.`,
  savePassword: 'Salva la nuova password',
  saving: 'Salvataggio…',
  passwordChanged:
    'La tua password è stata cambiata e tutte le sessioni del tuo account sono state chiuse. Accedi con quella nuova.',
  signIn: 'Accedi',
  linkIncomplete: 'Questo link è incompleto. Apri il link intero dall’email o chiedine uno nuovo.',
  askAgain: 'Chiedi un nuovo link',
  verifyTitle: 'Conferma del tuo indirizzo email',
  verifying: 'Creazione del tuo account…',
  verifyFailed: 'Non è stato possibile creare il tuo account con questo link.',
} satisfies AccountWords;
