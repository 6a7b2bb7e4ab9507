import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { AlertCircle } from 'lucide-react';
import { AUTH_ERROR_POPUP_CLOSE_MS } from '@zappy/contract/constants';
import {
  AUTH_MESSAGES,
  SIGN_IN_ERROR_TEXTS,
  UNKNOWN_SIGN_IN_ERROR,
} from '@zappy/contract/messages';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../auth-store';
import { takePostLoginPath } from '../lib/post-login-path';
import { AUTH_COMPLETE_MESSAGE, getSameOriginOpener } from '../lib/popup';

/**
 * What the address asks for. `error` is a code from the server's list; the page shows its own
 * text for it and never the parameter itself (a hand-made link must not put words on this page).
 * Anything else, a `token` parameter included, only means "ask the server": the session is the
 * HttpOnly cookie the server set, so nothing in an address can sign anybody in.
 */
type CallbackParams = { kind: 'error'; text: string } | { kind: 'session' };

function readParams(searchParams: URLSearchParams): CallbackParams {
  const code = searchParams.get('error');
  if (code === null) return { kind: 'session' };
  const text = Object.hasOwn(SIGN_IN_ERROR_TEXTS, code)
    ? SIGN_IN_ERROR_TEXTS[code as keyof typeof SIGN_IN_ERROR_TEXTS]
    : UNKNOWN_SIGN_IN_ERROR;
  return { kind: 'error', text };
}

const CALLBACK_TOAST_ID = 'auth-callback';

/** Closes the popup; a separate object so tests can observe it. */
export const popupWindow = {
  close: () => {
    window.close();
  },
};

/** `/auth/callback`: every branch of spec section 4 (sign-in callback). */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  // Read once: the query leaves the address bar right away.
  const [params] = useState(() => readParams(searchParams));
  const navigate = useNavigate();
  const login = useAuthStore((state) => state.login);
  const hasStartedLogin = useRef(false);

  useEffect(() => {
    // DESIGN section 9: nothing of the query stays in the address bar (or in history); an old
    // `?token=` link in particular is dropped unread.
    if (window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, []);

  useEffect(() => {
    if (params.kind !== 'error') return;
    // The id keeps one toast when effects run twice (StrictMode).
    toast.error(AUTH_MESSAGES.authenticationFailed, { id: CALLBACK_TOAST_ID });
    const timer = window.setTimeout(() => {
      if (getSameOriginOpener()) popupWindow.close();
      else void navigate('/', { replace: true });
    }, AUTH_ERROR_POPUP_CLOSE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [params, navigate]);

  useEffect(() => {
    // A ref, not a cleanup: the login must run once even when effects run twice (StrictMode).
    if (params.kind !== 'session' || hasStartedLogin.current) return;
    hasStartedLogin.current = true;
    void (async () => {
      // The provider's callback has set the session cookie when the sign-in succeeded.
      const isSignedIn = await login();
      const opener = getSameOriginOpener();
      if (!isSignedIn) {
        toast.error(AUTH_MESSAGES.signInFailed);
        if (opener) popupWindow.close();
        else void navigate('/', { replace: true });
        return;
      }
      if (opener) {
        // The opener shares the cookie; it only needs to recheck the status.
        opener.postMessage({ type: AUTH_COMPLETE_MESSAGE }, window.location.origin);
        popupWindow.close();
        return;
      }
      toast.success(AUTH_MESSAGES.signedIn);
      void navigate(takePostLoginPath(), { replace: true });
    })();
  }, [params, login, navigate]);

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      {params.kind === 'error' ? (
        <>
          <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700">
            <AlertCircle aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-6 text-2xl font-bold text-slate-900">
            {AUTH_MESSAGES.authenticationFailed}
          </h1>
          <p role="alert" className="mt-3 text-slate-700">
            {params.text}
          </p>
          <p className="mt-2 text-sm text-slate-600">Taking you back to the home page…</p>
          <Link
            to="/"
            className="mt-6 text-sm font-semibold text-indigo-700 underline-offset-4 hover:underline"
          >
            Go to the home page now
          </Link>
        </>
      ) : (
        <>
          <h1 className="sr-only">Signing you in</h1>
          <Spinner label="Completing sign in…" />
        </>
      )}
    </section>
  );
}
