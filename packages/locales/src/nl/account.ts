import type { AccountWords } from '../types';

export const account = {
  dialogTitle: 'Inloggen bij Zappy',
  dialogIntro: 'Je Zappy-account staat op deze server.',
  closeDialog: 'Venster sluiten',
  name: 'Naam',
  email: 'E-mail',
  password: 'Wachtwoord',
  signingIn: 'Bezig met inloggen…',
  createAccount: 'Account aanmaken',
  creatingAccount: 'Account wordt aangemaakt…',
  newHere: 'Nieuw hier?',
  createAnAccount: 'Maak een account',
  haveAccount: 'Ik heb al een account',
  or: 'of',
  continueWith: (provider) => `Doorgaan met ${provider}`,
  forgotPassword: 'Wachtwoord vergeten?',
  forgotIntro:
    'Vul het e-mailadres van je account in. We sturen er een link naartoe om een nieuw wachtwoord te kiezen.',
  sendLink: 'Link versturen',
  sending: 'Versturen…',
  backToSignIn: 'Terug naar inloggen',
  noMail:
    'Deze Zappy-server verstuurt geen e-mail, dus een vergeten wachtwoord wordt hersteld door wie de server beheert. Vraag diegene om uit te voeren:',
  checkEmail: 'Kijk in je e-mail',
  checkEmailRegister:
    'We hebben een link gestuurd om je account af te maken. Die werkt 24 uur. Geen e-mail? Kijk bij je spam of registreer opnieuw voor een nieuwe link.',
  checkEmailReset:
    'Als dit adres een account heeft, hebben we er een link naartoe gestuurd om een nieuw wachtwoord te kiezen. Die werkt 30 minuten.',
  resetTitle: 'Kies een nieuw wachtwoord',
  newPassword: 'Nieuw wachtwoord',
  showPassword: 'Wachtwoord tonen',
  passwordRules: (minLength) =>
    `Minstens ${minLength} tekens, en geen veelgebruikt wachtwoord of eenvoudig patroon.`,
  savePassword: 'Nieuw wachtwoord opslaan',
  saving: 'Opslaan…',
  passwordChanged:
    'Je wachtwoord is gewijzigd en alle sessies van je account zijn beëindigd. Log in met het nieuwe wachtwoord.',
  signIn: 'Inloggen',
  linkIncomplete:
    'Deze link is onvolledig. Open de hele link uit de e-mail of vraag een nieuwe aan.',
  askAgain: 'Nieuwe link aanvragen',
  verifyTitle: 'Je e-mailadres wordt bevestigd',
  verifying: 'Je account wordt aangemaakt…',
  verifyFailed: 'Met deze link kon je account niet worden aangemaakt.',
} satisfies AccountWords;
