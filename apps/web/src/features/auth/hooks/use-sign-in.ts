import { create } from 'zustand';
import toast from 'react-hot-toast';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { getAuthUrls } from '../api/get-auth-urls';
import { isWizardPath, rememberReturnPath, WIZARD_PATH } from '../lib/post-login-path';

interface SignInState {
  isStarting: boolean;
  isDialogOpen: boolean;
  /** Google's sign-in URL when the dialog should offer it next to the local form. */
  googleLoginUrl: string | null;
  startSignIn: () => Promise<void>;
  closeDialog: () => void;
}

/** Leaves the SPA for the server's OIDC flow; a function so tests can replace it. */
export const browserNavigation = {
  assign: (url: string) => {
    window.location.assign(url);
  },
};

/**
 * Starting a sign-in: Google when it is the only way, otherwise the dialog with the local form
 * (and Google next to it when both are on).
 */
export const useSignInStore = create<SignInState>()((set, get) => ({
  isStarting: false,
  isDialogOpen: false,
  googleLoginUrl: null,

  startSignIn: async () => {
    if (get().isStarting) return;
    // Spec section 4: a login started from the wizard returns to the wizard.
    if (isWizardPath(window.location.pathname)) rememberReturnPath(WIZARD_PATH);
    set({ isStarting: true });
    try {
      const urls = await getAuthUrls();
      if (urls.localSignIn) {
        set({ isStarting: false, isDialogOpen: true, googleLoginUrl: urls.login });
        return;
      }
      if (urls.login) {
        browserNavigation.assign(urls.login);
        // The page is being replaced; the button stays busy until then.
        return;
      }
      throw new Error('No sign-in method is configured');
    } catch {
      set({ isStarting: false });
      toast.error(AUTH_MESSAGES.loginStartFailed);
    }
  },

  closeDialog: () => {
    set({ isDialogOpen: false });
  },
}));
