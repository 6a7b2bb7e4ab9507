import { useId, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useLocalSignIn } from '../api/local-sign-in';
import { useAuthStore } from '../auth-store';
import { browserNavigation, useSignInStore } from '../hooks/use-sign-in';
import { takePostLoginPath } from '../lib/post-login-path';

/**
 * The local sign-in of a self-hosted instance without Google: a name and an email, no password.
 * It is clearly labelled so nobody mistakes it for a Google sign-in.
 */
export function LocalSignInDialog() {
  const isOpen = useSignInStore((state) => state.isDialogOpen);
  const googleLoginUrl = useSignInStore((state) => state.googleLoginUrl);
  const closeDialog = useSignInStore((state) => state.closeDialog);
  const login = useAuthStore((state) => state.login);
  const navigate = useNavigate();
  const mutation = useLocalSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [isCompleting, setIsCompleting] = useState(false);
  const errorId = useId();
  const isBusy = mutation.isPending || isCompleting;

  const close = () => {
    mutation.reset();
    closeDialog();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    let token: string;
    try {
      ({ token } = await mutation.mutateAsync({ name, email }));
    } catch {
      // The error is shown in the form.
      return;
    }
    setIsCompleting(true);
    const isSignedIn = await login(token);
    setIsCompleting(false);
    if (!isSignedIn) {
      toast.error(AUTH_MESSAGES.signInFailed);
      return;
    }
    setName('');
    setEmail('');
    closeDialog();
    toast.success(AUTH_MESSAGES.signedIn);
    void navigate(takePostLoginPath());
  };

  return (
    <Modal
      open={isOpen}
      onClose={close}
      title="Local sign-in"
      isDismissDisabled={isBusy}
      description={
        <p>
          This Zappy instance offers a local sign-in: enter your name and email to create or open
          your account on this server. No password and no Google account are involved.
        </p>
      }
    >
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate={false}
        aria-describedby={mutation.isError ? errorId : undefined}
      >
        <div className="space-y-4">
          <TextField
            id="local-sign-in-name"
            label="Name"
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            data-autofocus
            value={name}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
          <TextField
            id="local-sign-in-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
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
        </div>
        <div className="mt-6 flex flex-col gap-3">
          <Button type="submit" size="lg" disabled={isBusy} aria-busy={isBusy}>
            {isBusy ? 'Signing in…' : 'Sign in locally'}
          </Button>
          {googleLoginUrl ? (
            <Button
              variant="secondary"
              size="lg"
              disabled={isBusy}
              onClick={() => {
                browserNavigation.assign(googleLoginUrl);
              }}
            >
              Continue with Google
            </Button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
