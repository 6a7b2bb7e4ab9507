import { create } from 'zustand';
import toast from 'react-hot-toast';
import type { AuthUrlsResponse } from '@zappy/contract/auth';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { getAuthUrls } from '../api/get-auth-urls';
import { isWizardPath, rememberReturnPath, WIZARD_PATH } from '../lib/post-login-path';

/** A sign-in provider the dialog offers as a "Continue with …" button. */
export interface SignInProvider {
  name: string;
  url: string;
}

interface SignInState {
  isStarting: boolean;
  isDialogOpen: boolean;
  /** Whether the dialog shows the local accounts form (email and password). */
  hasLocalAccounts: boolean;
  /** Whether the server mails account links: "Forgot password?" sends one, or explains who resets. */
  hasAccountEmails: boolean;
  /** The providers the dialog offers: Google and the operator's OpenID provider, when set. */
  providers: SignInProvider[];
  startSignIn: () => Promise<void>;
  closeDialog: () => void;
}

/** Leaves the SPA for the server's OIDC flow; a function so tests can replace it. */
export const browserNavigation = {
  assign: (url: string) => {
    window.location.assign(url);
  },
};

function providersOf(urls: AuthUrlsResponse): SignInProvider[] {
  const providers: SignInProvider[] = [];
  if (urls.login) providers.push({ name: 'Google', url: urls.login });
  if (urls.oidc) providers.push({ name: urls.oidc.name, url: urls.oidc.url });
  return providers;
}

/**
 * Starting a sign-in: with local accounts on, the dialog with the form (and a button per
 * provider); with them off, straight to the only provider, or the dialog with just the provider
 * buttons when there are two.
 */
export const useSignInStore = create<SignInState>()((set, get) => ({
  isStarting: false,
  isDialogOpen: false,
  hasLocalAccounts: false,
  hasAccountEmails: false,
  providers: [],

  startSignIn: async () => {
    if (get().isStarting) return;
    // Spec section 4: a login started from the wizard returns to the wizard.
    if (isWizardPath(window.location.pathname)) rememberReturnPath(WIZARD_PATH);
    set({ isStarting: true });
    try {
      const urls = await getAuthUrls();
      const providers = providersOf(urls);
      const [onlyProvider] = providers;
      if (!urls.localSignIn && providers.length === 1 && onlyProvider) {
        browserNavigation.assign(onlyProvider.url);
        // The page is being replaced; the button stays busy until then.
        return;
      }
      if (!urls.localSignIn && providers.length === 0) {
        throw new Error('No sign-in method is configured');
      }
      set({
        isStarting: false,
        isDialogOpen: true,
        hasLocalAccounts: urls.localSignIn,
        hasAccountEmails: urls.accountEmails,
        providers,
      });
    } catch {
      set({ isStarting: false });
      toast.error(AUTH_MESSAGES.loginStartFailed);
    }
  },

  closeDialog: () => {
    set({ isDialogOpen: false });
  },
}));
