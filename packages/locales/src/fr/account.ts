import type { AccountWords } from '../types';

export const account = {
  dialogTitle: 'Connexion à Zappy',
  dialogIntro: 'Votre compte Zappy se trouve sur ce serveur.',
  closeDialog: 'Fermer la fenêtre',
  name: 'Nom',
  email: 'E-mail',
  password: 'Mot de passe',
  signingIn: 'Connexion…',
  createAccount: 'Créer le compte',
  creatingAccount: 'Création du compte…',
  newHere: 'Nouveau ici ?',
  createAnAccount: 'Créer un compte',
  haveAccount: 'J’ai déjà un compte',
  or: 'ou',
  continueWith: (provider) => `Continuer avec ${provider}`,
  forgotPassword: 'Mot de passe oublié ?',
  forgotIntro:
    'Saisissez l’adresse e-mail de votre compte. Nous y enverrons un lien pour choisir un nouveau mot de passe.',
  sendLink: 'Envoyer le lien',
  sending: 'Envoi…',
  backToSignIn: 'Retour à la connexion',
  noMail:
    'Ce serveur Zappy n’envoie pas d’e-mails : un mot de passe oublié est réinitialisé par la personne qui l’administre. Demandez-lui de lancer :',
  checkEmail: 'Consultez vos e-mails',
  checkEmailRegister:
    'Nous avons envoyé un lien pour finir de créer votre compte. Il est valable 24 heures. Rien reçu ? Regardez dans les spams, ou inscrivez-vous à nouveau pour un autre lien.',
  checkEmailReset:
    'Si cette adresse a un compte, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Il est valable 30 minutes.',
  resetTitle: 'Choisissez un nouveau mot de passe',
  newPassword: 'Nouveau mot de passe',
  showPassword: 'Afficher le mot de passe',
  passwordRules: (minLength) =>
    `Au moins ${minLength} caractères, ni mot de passe courant ni suite simple.`,
  savePassword: 'Enregistrer le mot de passe',
  saving: 'Enregistrement…',
  passwordChanged:
    'Votre mot de passe a été changé et toutes les sessions de votre compte ont été fermées. Connectez-vous avec le nouveau.',
  signIn: 'Se connecter',
  linkIncomplete:
    'Ce lien est incomplet. Ouvrez le lien entier de l’e-mail, ou demandez-en un nouveau.',
  askAgain: 'Demander un nouveau lien',
  verifyTitle: 'Confirmation de votre adresse e-mail',
  verifying: 'Création de votre compte…',
  verifyFailed: 'Votre compte n’a pas pu être créé avec ce lien.',
} satisfies AccountWords;
