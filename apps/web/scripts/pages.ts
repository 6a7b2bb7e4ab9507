/**
 * Every page of the app as the build sees it: the chunk Vite's manifest holds for it, whether it
 * is prerendered into its own HTML file, and its JavaScript budget. The one place the budgets
 * live (`npm run build` fails when a page exceeds its budget; bench/app.ts reports them).
 */
export interface AppPage {
  /** The route's path as a visitor types it. */
  path: string;
  /** The page component's module, lazily imported by src/app/routes.tsx (a manifest key). */
  module: string;
  /**
   * The file in dist/ holding the page's prerendered HTML, which the server sends for exactly
   * this path; absent: the page starts from the empty shell, app.html.
   */
  html?: string;
  /**
   * The page's content comes from the app (signed-in data), so its largest paint waits for the
   * app anyway: its scripts are fetched at once instead of after the first paint.
   */
  needsApp?: boolean;
  /**
   * Most gzip KB of JavaScript the page may load before it runs: the entry, the page's chunk
   * and their static imports. Set just above what the build achieves, so growth is a decision.
   */
  budgetKb: number;
}

/** The app itself (React, the router, the layout), which the tiny entry imports to start. */
export const APP_MODULE = 'src/app/start.tsx';

const LANDING = 'src/features/landing/components/landing-page.tsx';
const WIZARD = 'src/features/wizard/components/wizard-page.tsx';
const LEGAL = 'src/features/legal/components';

export const APP_PAGES: readonly AppPage[] = [
  // 130.3: the routes of the mailed account links' pages and the sign-in store's accountEmails
  // (decision 041, about 0.1 KB; this build measured 130.1 KB before them).
  { path: '/', module: LANDING, html: 'index.html', budgetKb: 130.3 },
  // 139: the brief's own chunk loads later, but the wizard now keeps its session's address.
  // 140: the English phrasebook it ships grew by the chat's, the preview's and the business-info
  // editor's words (issue 23, about 0.8 KB).
  // 141: and by the preview's "What your site says" report (about 1.3 KB), which the preview
  // page no longer ships in its own chunk; the wizard measured 139.3 KB before it.
  // 141.1: and by the preview's Publishing heading (issue 26; 144,336 bytes before, 144,406 after).
  // 141.8: the account links' routes and accountEmails (decision 041; 141.4 KB before them).
  // 141.9: Start Over remembers the conversation it left, so its address cannot open it again
  // (141.7 KB before).
  { path: '/wizard', module: WIZARD, html: 'wizard.html', budgetKb: 141.9 },
  // 132: the Customization tab lists what the chat understands, with examples (issue 24, about
  // 1.2 KB); it measured 130.2 KB before.
  {
    path: '/documentation',
    module: 'src/features/docs/components/documentation-page.tsx',
    html: 'documentation.html',
    // +0.5 KB: the wizard's hero image step (photos, Upload your own) explained (decision 032).
    // 133.5: the owner's own domain and GitHub repository explained (issue 26): 133.2 KB once
    // merged, 133.3 KB with the Publishing section's steps and button names.
    // 133.9: the account links' routes (decision 041; 133.7 KB before them).
    budgetKb: 133.9,
  },
  {
    path: '/privacy-policy',
    module: `${LEGAL}/privacy-policy-page.tsx`,
    html: 'privacy-policy.html',
    budgetKb: 125,
  },
  {
    path: '/terms-conditions',
    module: `${LEGAL}/terms-conditions-page.tsx`,
    html: 'terms-conditions.html',
    budgetKb: 125,
  },
  {
    path: '/accessibility',
    module: `${LEGAL}/accessibility-statement-page.tsx`,
    html: 'accessibility.html',
    budgetKb: 125,
  },
  {
    // Prerendered as every visitor's first render: checking authentication.
    path: '/dashboard',
    module: 'src/features/dashboard/components/dashboard-page.tsx',
    html: 'dashboard.html',
    needsApp: true,
    budgetKb: 135,
  },
  {
    path: '/preview/:websiteId',
    module: 'src/features/preview/components/preview-page.tsx',
    // 146: its own controls in the site's language (issue 23, about 0.9 KB); the page measured
    // 144.2 KB before them.
    // 146.5: the Publishing section's toggle (issue 26, about 0.45 KB; 145.6 KB before); its
    // panel, hooks and words are chunks fetched on first open, reached through
    // publishing-entry.ts so the page does not carry the panel's list of ~30 files.
    // 146.9: the account links' routes (decision 041; 146.5 KB before them).
    budgetKb: 146.9,
  },
  {
    path: '/auth/callback',
    module: 'src/features/auth/components/auth-callback-page.tsx',
    budgetKb: 123,
  },
  {
    path: '/auth/error',
    module: 'src/features/auth/components/auth-error-page.tsx',
    budgetKb: 123,
  },
  // The pages a mailed account link opens: one chunk for both, with their words in English and
  // the password field (decision 041). The English words are the sign-in dialog's too, which
  // these pages open (126.7 KB before the dialog's own words joined them).
  {
    path: '/verify-email',
    module: 'src/features/auth/components/account-link-pages.ts',
    budgetKb: 126.8,
  },
  {
    path: '/reset-password',
    module: 'src/features/auth/components/account-link-pages.ts',
    budgetKb: 126.8,
  },
  {
    path: '/* (not found)',
    module: 'src/features/errors/components/not-found-page.tsx',
    budgetKb: 123,
  },
];
