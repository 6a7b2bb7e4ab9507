import { useId, useState, type SubmitEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AccountWords } from '@zappy/locales/types';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { forgotPassword } from '../api/account-links';

/** The operator's command for one account, as docs/production.md gives it. */
const setPasswordCommand = (email: string) =>
  `npm run zappy -- users set-password ${email.trim() === '' ? '<email>' : email.trim()}`;

interface ForgotPasswordPanelProps {
  words: AccountWords;
  /** Whether the server mails reset links; without, the panel says who resets a password. */
  hasAccountEmails: boolean;
  /** What was typed in the sign-in form, to start from. */
  initialEmail: string;
  onSent: () => void;
  onBack: () => void;
}

/**
 * The sign-in dialog's "Forgot password?": the address to mail a reset link to, or, on a server
 * that sends no mail, the operator's command that sets a new password.
 */
export function ForgotPasswordPanel({
  words,
  hasAccountEmails,
  initialEmail,
  onSent,
  onBack,
}: ForgotPasswordPanelProps) {
  const [email, setEmail] = useState(initialEmail);
  const emailId = useId();
  const introId = useId();
  const errorId = useId();
  const mutation = useMutation({ mutationFn: forgotPassword });

  const back = (
    <Button
      variant="secondary"
      size="lg"
      onClick={onBack}
      disabled={mutation.isPending}
      data-autofocus={hasAccountEmails ? undefined : true}
    >
      {words.backToSignIn}
    </Button>
  );

  if (!hasAccountEmails) {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="text-lg font-semibold text-slate-900">{words.forgotPassword}</h3>
        <p className="text-slate-700">{words.noMail}</p>
        <pre className="overflow-x-auto rounded-xl bg-slate-100 px-3.5 py-2.5 text-sm text-slate-900">
          <code dir="ltr">{setPasswordCommand(initialEmail)}</code>
        </pre>
        {back}
      </div>
    );
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    try {
      await mutation.mutateAsync(email);
    } catch {
      // Shown in the form.
      return;
    }
    onSent();
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={`${introId}-title`}
      aria-describedby={mutation.isError ? `${introId} ${errorId}` : introId}
      className="flex flex-col gap-4"
    >
      <h3 id={`${introId}-title`} className="text-lg font-semibold text-slate-900">
        {words.forgotPassword}
      </h3>
      <p id={introId} className="text-slate-700">
        {words.forgotIntro}
      </p>
      <TextField
        id={emailId}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        maxLength={254}
        data-autofocus
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
        }}
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
      <Button type="submit" size="lg" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? words.sending : words.sendLink}
      </Button>
      {back}
    </form>
  );
}
