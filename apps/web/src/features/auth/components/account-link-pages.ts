// The two pages a mailed account link opens, one chunk for both: the app's entry then names one
// file for them instead of each page's list.
export { ResetPasswordPage } from './reset-password-page';
export { VerifyEmailPage } from './verify-email-page';
