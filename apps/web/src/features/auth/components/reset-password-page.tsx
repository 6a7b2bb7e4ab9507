import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MIN_PASSWORD_LENGTH } from '@zappy/contract/constants';
import { Button } from '../../../components/ui/button';
import { resetPassword } from '../api/account-links';
import { useSignInStore } from '../hooks/use-sign-in';
import { clearLinkToken, readLinkToken } from '../lib/link-token';
import { browserLanguage, useAccountWords } from '../lib/use-account-words';
import { AccountLinkLayout, LinkProblem } from './account-link-layout';
import { PasswordField } from './password-field';

/**
 * `/reset-password#token=…`, the page a "Forgot password?" mail links to: a new password for the
 * account. The server checks it (a refused one leaves the link usable) and ends every session;
 * the person then signs in with it.
 */
export function ResetPasswordPage() {
  const { words } = useAccountWords(browserLanguage());
  const [token] = useState(readLinkToken);
  const [password, setPassword] = useState('');
  const passwordId = useId();
  const hintId = useId();
  const errorId = useId();
  const mutation = useMutation({ mutationFn: resetPassword });
  const startSignIn = useSignInStore((state) => state.startSignIn);

  useEffect(clearLinkToken, []);

  if (!token) {
    return (
      <AccountLinkLayout title={words.resetTitle}>
        <LinkProblem message={words.linkIncomplete} action={words.askAgain} />
      </AccountLinkLayout>
    );
  }

  if (mutation.isSuccess) {
    return (
      <AccountLinkLayout title={words.resetTitle}>
        <div role="status" className="flex flex-col gap-4">
          <p className="text-slate-700">{words.passwordChanged}</p>
          <Button size="lg" onClick={() => void startSignIn()}>
            {words.signIn}
          </Button>
        </div>
      </AccountLinkLayout>
    );
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate({ token, password });
  };

  return (
    <AccountLinkLayout title={words.resetTitle}>
      <form
        onSubmit={onSubmit}
        aria-describedby={mutation.isError ? errorId : undefined}
        className="flex flex-col gap-4"
      >
        <PasswordField
          id={passwordId}
          label={words.newPassword}
          showLabel={words.showPassword}
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          hint={{ id: hintId, text: words.passwordRules(MIN_PASSWORD_LENGTH) }}
          value={password}
          onChange={setPassword}
        />
        {mutation.isError ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
          >
            {mutation.error.message}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
        >
          {mutation.isPending ? words.saving : words.savePassword}
        </Button>
        {mutation.isError ? (
          <button
            type="button"
            onClick={() => void startSignIn()}
            className="self-start rounded font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {words.askAgain}
          </button>
        ) : null}
      </form>
    </AccountLinkLayout>
  );
}
