import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@zappy/locales/names';

/**
 * Business constants of the product contract (spec section 9). Server and web read them from here
 * so a number is written once.
 */

/** Browser cookie holding the session token: 7 days, secure, same-site lax. */
export const AUTH_COOKIE_NAME = 'zappy_auth_token';
export const SESSION_TTL_DAYS = 7;
export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Browser-storage keys (spec section 3). */
export const STORAGE_KEYS = {
  authReturnTo: 'auth_return_to',
  wizardSessionId: 'wizard_session_id',
  wizardState: 'wizard_state',
} as const;

/** Shortest password a local account accepts (long enough to stand up to offline guessing). */
export const MIN_PASSWORD_LENGTH = 10;
/** argon2 hashes any length; the cap only keeps a request from carrying megabytes of "password". */
export const MAX_PASSWORD_LENGTH = 256;

export const WIZARD_COUNTER_MAX = 1000;
export const WIZARD_TYPING_DELAY_MS = 1500;
export const WIDGET_TEXT_MAX_LENGTH = 500;
export const SLIDER_DEFAULTS = { min: 0, max: 100, defaultValue: 50 } as const;
export const RATING_STARS = 5;
export const QUESTION_FLOW_DEFAULT_TOTAL = 10;

export const MAX_IMAGE_BYTES = 5_242_880;
export const PHONE_MIN_LENGTH = 7;
export const DEFAULT_OPEN_TIME = '09:00';
export const DEFAULT_CLOSE_TIME = '17:00';

export const PROGRESS_SOCKET_RECONNECT_MS = 3000;
export const DEPLOYMENT_STREAM_RETRY_MS = 5000;
export const INTEGRATIONS_FETCH_TIMEOUT_MS = 10_000;
export const UPDATE_RELOAD_DELAY_MS = 2000;
export const STATUS_CLEAR_DELAY_MS = 5000;
export const EXTRACTION_MESSAGE_CLEAR_MS = 3000;
export const CONTACT_FORM_DELAY_MS = 1000;
export const AUTH_ERROR_POPUP_CLOSE_MS = 2000;
export const PROGRESS_ID_DISPLAY_LENGTH = 8;

/** react-hot-toast: the global defaults, and the per-call defaults used on the Toaster. */
export const TOASTS = {
  limit: 20,
  maxWidthPx: 350,
  position: 'top-right',
  durationMs: { default: 4000, success: 3000, error: 5000 },
} as const;

/** Integration categories (spec section 9), as the site model stores them. */
export { INTEGRATION_CATEGORIES } from '@zappy/site-model/constants';
export const DEFAULT_INTEGRATION_PRIORITY = 'medium';

export const SUPPORT_REPLY_HOURS = 24;
export const DNS_PROPAGATION_TEXT = '15 minutes to 48 hours, usually 1-2 hours';
export const TERMS_NOTICE_DAYS = 30;
export const LEGAL_LAST_UPDATED = 'September 24, 2025';
export const GOVERNING_LAW = 'Israel';
export const COPYRIGHT_YEAR = 2025;

/**
 * The languages a site can be written in, every word of it, with each language's own name (what
 * the wizard's language choice shows), from the phrasebook. Hebrew and Arabic sites are
 * right-to-left.
 */
export const SITE_LANGUAGES = LANGUAGES;
export type SiteLanguage = Language;
export const SITE_LANGUAGE_NAMES: Readonly<Record<SiteLanguage, string>> = LANGUAGE_NAMES;

/**
 * Set beside the session cookie, which page scripts cannot read: it says only that a session may
 * exist, so the web asks the server on load instead of asking on every visit.
 */
export const SIGNED_IN_COOKIE_NAME = 'zappy_signed_in';

// Spec section 5's field shapes, here rather than in brief.ts so the web app checks them without
// loading the schemas.
/** An email shape; blank raises no error. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least seven digits, spaces, dashes, parentheses or dots, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[\d\s\-().]{7,}$/;
/** "Customization validation": http(s)://, and a dot somewhere after it. */
export const WEBSITE_PATTERN = /^https?:\/\/\S*\.\S+$/;

/**
 * Point and edit: how a subject names a section (its id) and one of its texts (a dotted path,
 * `items.2.title`). `EditSubjectSchema` checks them; the web app reads the preview's pick with them
 * without loading the schemas.
 */
export const SUBJECT_SECTION_ID = /^[a-z][a-z0-9-]{0,63}$/;
export const SUBJECT_TEXT_PATH = /^[A-Za-z0-9.]{1,200}$/;
