import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { Spinner } from '../../../components/ui/spinner';
import { verifyRegistration } from '../api/account-links';
import { useAuthStore } from '../auth-store';
import { clearLinkToken, readLinkToken } from '../lib/link-token';
import { takePostLoginPath } from '../lib/post-login-path';
import { browserLanguage, useAccountWords } from '../lib/use-account-words';
import { AccountLinkLayout, LinkProblem } from './account-link-layout';

/**
 * `/verify-email#token=…`, the page a registration mail links to: the server makes the account
 * and sets the session cookie, and the page goes on as a sign-in does. A used or expired link
 * says so, with the way to ask for a new one (registering again).
 */
export function VerifyEmailPage() {
  const { words } = useAccountWords(browserLanguage());
  const [token] = useState(readLinkToken);
  const [problem, setProblem] = useState<string>();
  const login = useAuthStore((state) => state.login);
  const navigate = useNavigate();
  const hasStarted = useRef(false);

  useEffect(clearLinkToken, []);

  useEffect(() => {
    // A ref, not a cleanup: a link works once, so it is sent once even when effects run twice.
    if (!token || hasStarted.current) return;
    hasStarted.current = true;
    void (async () => {
      try {
        await verifyRegistration(token);
      } catch (error: unknown) {
        setProblem(error instanceof Error ? error.message : AUTH_MESSAGES.signInFailed);
        return;
      }
      if (!(await login())) {
        setProblem(AUTH_MESSAGES.signInFailed);
        return;
      }
      toast.success(AUTH_MESSAGES.signedIn);
      void navigate(takePostLoginPath(), { replace: true });
    })();
  }, [token, login, navigate]);

  const message = token ? problem : words.linkIncomplete;
  return (
    <AccountLinkLayout title={words.verifyTitle}>
      {message ? (
        <>
          <p className="mb-4 text-slate-700">{words.verifyFailed}</p>
          <LinkProblem message={message} action={words.askAgain} />
        </>
      ) : (
        <Spinner label={words.verifying} />
      )}
    </AccountLinkLayout>
  );
}
