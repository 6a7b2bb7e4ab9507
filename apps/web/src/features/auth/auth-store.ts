import { create } from 'zustand';
import type { User } from '@zappy/contract/auth';
import { ApiError } from '../../lib/api-client';
import { clearSessionHint, hasSessionHint } from '../../lib/session-hint';
import { deleteAccount } from './api/delete-account';
import { getAuthStatus } from './api/get-auth-status';
import { logout } from './api/logout';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  /**
   * On load: check the status when the server's hint cookie says a session may exist (the
   * session cookie itself is HttpOnly), otherwise just stop loading.
   */
  initialize: () => Promise<void>;
  /** Asks the server; signed in only when it says so with a user, else the hint goes. */
  checkStatus: () => Promise<boolean>;
  /**
   * After the server set the session cookie (a local sign-in, a provider's callback): rechecks
   * the status; true when that made the user signed in. It takes no token: nothing in the page
   * can sign anybody in.
   */
  login: () => Promise<boolean>;
  logout: () => Promise<void>;
  /** Deletes the account; throws when the server refuses, leaving the session as it was. */
  deleteAccount: () => Promise<void>;
  /** Signed out locally (e.g. the API answered 401). */
  clear: () => void;
}

const signedOut = { user: null, isAuthenticated: false, loading: false } as const;

/** Spec section 4 (auth) as a store; spec section 3 names its fields. */
export const useAuthStore = create<AuthState>()((set, get) => ({
  user: null,
  isAuthenticated: false,
  loading: true,
  error: null,

  initialize: async () => {
    if (!hasSessionHint()) {
      set({ ...signedOut, error: null });
      return;
    }
    await get().checkStatus();
  },

  checkStatus: async () => {
    set({ loading: true, error: null });
    try {
      const status = await getAuthStatus();
      if (status.authenticated && status.user) {
        set({ user: status.user, isAuthenticated: true, loading: false, error: null });
        return true;
      }
      clearSessionHint();
      set({ ...signedOut, error: null });
      return false;
    } catch (error: unknown) {
      // The server answered with an error: the session is not usable. A network failure says
      // nothing about the session, so the hint stays for the next try.
      if (error instanceof ApiError) clearSessionHint();
      set({ ...signedOut, error: error instanceof Error ? error.message : String(error) });
      return false;
    }
  },

  login: async () => get().checkStatus(),

  logout: async () => {
    try {
      await logout();
    } catch {
      // The page signs out either way. Only the server can clear the HttpOnly session cookie; if
      // this call failed, the session it names still ends after 7 days at the latest.
    } finally {
      clearSessionHint();
      set({ ...signedOut, error: null });
    }
  },

  deleteAccount: async () => {
    await deleteAccount();
    clearSessionHint();
    set({ ...signedOut, error: null });
  },

  clear: () => {
    clearSessionHint();
    set({ ...signedOut, error: null });
  },
}));

/** The first word of the name is what the UI shows (spec section 3). */
export function getFirstName(user: Pick<User, 'name'>): string {
  return user.name.trim().split(/\s+/)[0] ?? user.name;
}
