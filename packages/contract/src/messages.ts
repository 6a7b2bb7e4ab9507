/**
 * User-facing texts of the product contract (spec sections 2, 4, 5 and 8), written exactly once.
 * Server errors and web toasts both read them from here.
 */

import type { SignInErrorCode } from './auth';

export const AUTH_MESSAGES = {
  loginStartFailed: 'Failed to start login process',
  deleteAccountFailed: 'Failed to delete account',
  loggedOut: 'Logged out successfully',
  accountDeleted: 'Account deleted successfully',
  authenticationFailed: 'Authentication failed',
  signInFailed: 'Failed to complete sign in',
  signedIn: 'Successfully signed in!',
  tokenNotFound: 'Authentication token not found. Please log in again.',
  authenticationRequired: 'Authentication required',
  checkingAuthentication: 'Checking authentication...',
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** One text for an unknown email and a wrong password: an answer must not tell which. */
  invalidCredentials: 'Wrong email or password',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  notAllowed: 'This email address may not sign in to this Zappy server.',
  localSignInOff: 'Local accounts are turned off on this server.',
  crossSiteRefused: 'This request came from another site and was refused.',
  passwordBlank: 'Password must not be only spaces',
  passwordCommon:
    'This password is on a list of common or leaked passwords that attackers try first. Choose another one.',
  passwordPattern:
    'This password is a simple pattern (one character repeated, or a run like 12345 or qwerty). Choose another one.',
  passwordHasEmail: 'Password must not contain your email address. Choose another one.',
  /** Registration with SMTP_URL set: the same answer whether the address has an account or not. */
  checkEmailToRegister:
    'Check your email: we sent a link to finish creating your account. It works for 24 hours.',
  /** "Forgot password?": the same answer whether the address has an account or not. */
  checkEmailToReset:
    'If this address has an account, we sent it a link to choose a new password. It works for 30 minutes.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  passwordChanged: 'Your password has been changed, and every session of your account has ended.',
  noAccountMail:
    'Password reset by email is not set up on this server. Its operator can set a new password with: npm run zappy -- users set-password <email>',
} as const;

/** What `/auth/callback?error=<code>` shows for each code the server sends (contract/auth.ts). */
export const SIGN_IN_ERROR_TEXTS = {
  cancelled: 'Sign-in was cancelled.',
  expired: 'The sign-in attempt expired. Please try again.',
  rejected: 'Sign-in could not be verified.',
  unavailable: 'The sign-in provider is not reachable right now. Please try again later.',
  unverified:
    'Your email address is not verified with the sign-in provider. Verify it there first.',
  not_allowed: 'This email address may not sign in to this Zappy server.',
} as const satisfies Record<SignInErrorCode, string>;
/** For a code this page does not know (an old or hand-made link). */
export const UNKNOWN_SIGN_IN_ERROR = 'Sign-in did not complete. Please try again.';

export const WEBSITE_MESSAGES = {
  generateFailed: 'Failed to generate website',
  generationStarted: 'Website generation started!',
  generated: 'Website generated successfully!',
  getFailed: 'Failed to get website',
  feedbackFailed: 'Failed to submit feedback',
  feedbackSubmitted: 'Feedback submitted successfully!',
  regenerateFailed: 'Failed to regenerate website',
  regenerated: 'Website regenerated successfully!',
  exportFailed: 'Failed to export website',
  exported: 'Website exported successfully!',
  versionsFailed: 'Failed to get website versions',
  colorPalettesFailed: 'Failed to generate color palettes',
  heroImagesFailed: 'Failed to generate hero images',
  logoUploadFailed: 'Failed to upload logo',
  logoUploaded: 'Logo uploaded successfully!',
  deployed: 'Website deployed successfully!',
  deploymentFailed: 'Deployment failed',
  loadCompletedFailed: 'Failed to load completed website',
  completedButLoadFailed: 'Website generation completed but failed to load',
  notFound: 'Website not found',
} as const;

export const GENERATION_MESSAGES = {
  failed: 'Generation Failed: Something went wrong during website generation. Please try again.',
  startFailed: 'Failed to start website generation. Please try again.',
  signInRequired: 'Please sign in to generate your website',
} as const;

export const DEPLOYMENT_MESSAGES = {
  buildFailed: 'Build failed - please check your code',
  deployFailed: 'Deployment failed - please try again',
  canceled: 'Deployment was canceled',
  error: 'An error occurred during deployment',
  timeout: 'Deployment is taking longer than expected, but may still complete',
} as const;

export const DASHBOARD_MESSAGES = {
  subtitle: 'Manage your AI-generated marketing websites',
  loadFailed: 'Failed to load websites',
  unauthorized: 'Please log in to view your websites',
  networkError: 'Network error. Please check your connection.',
  notFoundOnDelete: 'Website not found or already deleted',
  deleteForbidden: 'You do not have permission to delete this website',
  deleteFailed: 'Failed to delete website',
  deleted: (name: string) => `Website "${name}" deleted successfully`,
  authenticating: 'Authenticating...',
  loading: 'Loading your websites...',
  signedOut: 'Please log in to view your dashboard.',
} as const;

export const CONTACT_FORM_MESSAGES = {
  sent: "Message sent successfully! We'll get back to you soon.",
  failed: 'Failed to send message. Please try again.',
} as const;

export const WIZARD_MESSAGES = {
  welcomeBack: 'Welcome back! You can now generate your website.',
  questionFlowCompleted: 'Wizard completed! Ready to generate your website.',
  startFailed: 'Failed to start wizard',
  answerFailed: 'Failed to submit answer',
  sessionFailed: 'Failed to get session',
  colorPalettesFailed: 'Failed to generate color palettes',
  unsupportedWidget: 'Unsupported widget type',
} as const;

/** The business-info editor (spec sections 5 and 8, "Business info"). */
export const BUSINESS_INFO_MESSAGES = {
  analyzing: 'Analyzing website content...',
  extracted: '✅ Business information extracted successfully!',
  extractFailed: '❌ Failed to extract business information. Please fill in manually.',
  authenticationFailed: 'Authentication failed. Please log in again.',
  updateFailed: 'Failed to update website. Please try again.',
  updated: 'Website updated successfully! Refreshing page...',
  updateRefused: 'Failed to update business information',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
} as const;

/** The fetch helper's fallback when a failed response carries no error field. */
export const httpErrorMessage = (status: number) => `HTTP error! status: ${status}`;

/** The customization chat and image replacement (spec section 8, "Customization"). */
export const CUSTOMIZATION_MESSAGES = {
  startFailed: 'Failed to start customization. Please try again.',
  continueFailed: 'Failed to process your request. Please try again.',
  applyFailed: 'Failed to apply customizations',
  replaceImageFailed: 'Failed to replace image. Please try again.',
  noImages: 'No images found in this website.',
  thinking: 'AI is thinking...',
  applying: 'Applying customizations...',
  placeholder: "Describe what you'd like to customize...",
  selectedOption: 'Selected Option',
} as const;
