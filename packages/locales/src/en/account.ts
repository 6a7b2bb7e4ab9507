import type { AccountWords } from '../types';

export const account = {
  dialogTitle: 'Sign in to Zappy',
  dialogIntro: 'Your Zappy account lives on this server.',
  closeDialog: 'Close dialog',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  signingIn: 'Signing in…',
  createAccount: 'Create account',
  creatingAccount: 'Creating account…',
  newHere: 'New here?',
  createAnAccount: 'Create an account',
  haveAccount: 'I already have an account',
  or: 'or',
  continueWith: (provider) => `Continue with ${provider}`,
  forgotPassword: 'Forgot password?',
  forgotIntro:
    'Enter the email address of your account. We will send it a link to choose a new password.',
  sendLink: 'Send link',
  sending: 'Sending…',
  backToSignIn: 'Back to sign in',
  noMail:
    'This Zappy server does not send email, so a forgotten password is reset by the person who runs it. Ask them to run:',
  checkEmail: 'Check your email',
  checkEmailRegister:
    'We sent a link to finish creating your account. It works for 24 hours. No email? Check your spam folder, or register again for a new link.',
  checkEmailReset:
    'If this address has an account, we sent it a link to choose a new password. It works for 30 minutes.',
  resetTitle: 'Choose a new password',
  newPassword: 'New password',
  showPassword: 'Show password',
  passwordRules: (minLength) =>
    `At least ${minLength} characters, and not a common password or a simple pattern.`,
  savePassword: 'Set new password',
  saving: 'Saving…',
  passwordChanged:
    'Your password has been changed, and every session of your account has ended. Sign in with the new password.',
  signIn: 'Sign in',
  linkIncomplete:
    'This link is incomplete. Open the whole link from the email, or ask for a new one.',
  askAgain: 'Ask for a new link',
  verifyTitle: 'Confirming your email address',
  verifying: 'Creating your account…',
  verifyFailed: 'Your account could not be created from this link.',
} satisfies AccountWords;
