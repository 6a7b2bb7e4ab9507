import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { MIN_PASSWORD_LENGTH } from '@zappy/contract/constants';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useLocalAccount } from '../api/local-sign-in';
import { useAuthStore } from '../auth-store';
import { browserNavigation, useSignInStore } from '../hooks/use-sign-in';
import { takePostLoginPath } from '../lib/post-login-path';
import { ENGLISH_ACCOUNT_WORDS } from '@zappy/locales/account-words';
import { directionOf, languageOf } from '@zappy/locales/names';
import { browserLanguage, useAccountWords } from '../lib/use-account-words';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { PasswordField } from './password-field';

type Mode = 'signIn' | 'register';
/** What the dialog shows instead of its form: "Forgot password?", or a mailed link to open. */
type Panel = 'forgot' | 'registerMailed' | 'resetMailed' | null;

const LINK_BUTTON =
  'rounded font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60';

/**
 * "Sign in to Zappy": local accounts (email and password) in two modes, "Sign in" and "Create
 * account", and a "Continue with …" button for each configured provider (Google, the operator's
 * OpenID provider). With local accounts off it shows just the provider buttons. A successful
 * answer has set the server's HttpOnly session cookie; the dialog then rechecks the status. On a
 * server that mails account links, registering ends at "Check your email" (the link signs in),
 * and "Forgot password?" mails a reset link; without, it names the operator's command. Its words
 * are in the browser's language, English until they have loaded.
 *
 * Lazy (app/layout): no page needs it before someone chooses Sign in.
 */
export function LocalSignInDialog() {
  const isOpen = useSignInStore((state) => state.isDialogOpen);
  const hasLocalAccounts = useSignInStore((state) => state.hasLocalAccounts);
  const hasAccountEmails = useSignInStore((state) => state.hasAccountEmails);
  const providers = useSignInStore((state) => state.providers);
  const closeDialog = useSignInStore((state) => state.closeDialog);
  const login = useAuthStore((state) => state.login);
  const navigate = useNavigate();
  const mutation = useLocalAccount();
  const [mode, setMode] = useState<Mode>('signIn');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [panel, setPanel] = useState<Panel>(null);
  const [isCompleting, setIsCompleting] = useState(false);
  const tag = browserLanguage();
  const { words } = useAccountWords(tag);
  // The dialog's language is the words' own: English until the browser's have loaded (or if
  // they could not be).
  const language = (words !== ENGLISH_ACCOUNT_WORDS && languageOf(tag ?? 'en')) || 'en';
  const nameId = useId();
  const emailId = useId();
  const passwordId = useId();
  const hintId = useId();
  const errorId = useId();
  const shouldFocusFirstField = useRef(false);
  const isBusy = mutation.isPending || isCompleting;
  const isRegister = mode === 'register';
  const texts = isRegister
    ? { submit: words.createAccount, busy: words.creatingAccount, switchTo: words.haveAccount }
    : { submit: words.signIn, busy: words.signingIn, switchTo: words.createAnAccount };

  // Switching the mode puts focus on the mode's first field (its form changed under the cursor).
  useEffect(() => {
    if (!shouldFocusFirstField.current) return;
    shouldFocusFirstField.current = false;
    document.getElementById(mode === 'register' ? nameId : emailId)?.focus();
  }, [mode, nameId, emailId]);

  const switchMode = () => {
    mutation.reset();
    shouldFocusFirstField.current = true;
    setMode(isRegister ? 'signIn' : 'register');
  };

  // A panel replacing the form takes the focus from the button that went with it.
  const panelRef = useRef<HTMLDivElement>(null);
  const shouldFocusPanel = useRef(false);
  useEffect(() => {
    if (!shouldFocusPanel.current) return;
    shouldFocusPanel.current = false;
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [panel]);

  const showPanel = (next: Panel) => {
    mutation.reset();
    setPassword('');
    shouldFocusPanel.current = true;
    setPanel(next);
  };

  const close = () => {
    showPanel(null);
    closeDialog();
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    let outcome: Awaited<ReturnType<typeof mutation.mutateAsync>>;
    try {
      outcome = await mutation.mutateAsync(
        isRegister ? { mode, name, email, password } : { mode, email, password },
      );
    } catch {
      // The error is shown in the form.
      return;
    }
    if (outcome === 'checkEmail') {
      showPanel('registerMailed');
      return;
    }
    setIsCompleting(true);
    const isSignedIn = await login();
    setIsCompleting(false);
    if (!isSignedIn) {
      toast.error(AUTH_MESSAGES.signInFailed);
      return;
    }
    setName('');
    setEmail('');
    setPassword('');
    mutation.reset();
    closeDialog();
    toast.success(AUTH_MESSAGES.signedIn);
    void navigate(takePostLoginPath());
  };

  const providerButtons = providers.map((provider, index) => (
    <Button
      key={provider.url}
      variant="secondary"
      size="lg"
      disabled={isBusy}
      data-autofocus={!hasLocalAccounts && index === 0 ? true : undefined}
      onClick={() => {
        browserNavigation.assign(provider.url);
      }}
    >
      {words.continueWith(provider.name)}
    </Button>
  ));

  return (
    <Modal
      open={isOpen}
      onClose={close}
      title={words.dialogTitle}
      isDismissDisabled={isBusy}
      description={<p>{words.dialogIntro}</p>}
      closeLabel={words.closeDialog}
      lang={language}
      dir={directionOf(language)}
    >
      <div ref={panelRef}>
        {panel === 'forgot' ? (
          <ForgotPasswordPanel
            words={words}
            hasAccountEmails={hasAccountEmails}
            initialEmail={email}
            onSent={() => {
              showPanel('resetMailed');
            }}
            onBack={() => {
              showPanel(null);
            }}
          />
        ) : panel ? (
          <div role="status" className="flex flex-col gap-4">
            <h3 className="text-lg font-semibold text-slate-900">{words.checkEmail}</h3>
            <p className="text-slate-700">
              {panel === 'registerMailed' ? words.checkEmailRegister : words.checkEmailReset}
            </p>
            <Button
              variant="secondary"
              size="lg"
              data-autofocus
              onClick={() => {
                showPanel(null);
              }}
            >
              {words.backToSignIn}
            </Button>
          </div>
        ) : hasLocalAccounts ? (
          <form
            onSubmit={(event) => void onSubmit(event)}
            aria-describedby={mutation.isError ? errorId : undefined}
          >
            <div className="space-y-4">
              {isRegister ? (
                <TextField
                  id={nameId}
                  label={words.name}
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
              ) : null}
              <TextField
                id={emailId}
                label={words.email}
                name="email"
                type="email"
                autoComplete="email"
                // An address reads left to right, in a right-to-left dialog too.
                dir="ltr"
                required
                maxLength={254}
                data-autofocus={isRegister ? undefined : true}
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                }}
              />
              <PasswordField
                id={passwordId}
                label={words.password}
                showLabel={words.showPassword}
                autoComplete={isRegister ? 'new-password' : 'current-password'}
                minLength={isRegister ? MIN_PASSWORD_LENGTH : undefined}
                hint={
                  isRegister
                    ? { id: hintId, text: words.passwordRules(MIN_PASSWORD_LENGTH) }
                    : undefined
                }
                value={password}
                onChange={setPassword}
              />
              {isRegister ? null : (
                <button
                  type="button"
                  onClick={() => {
                    showPanel('forgot');
                  }}
                  disabled={isBusy}
                  className={LINK_BUTTON}
                >
                  {words.forgotPassword}
                </button>
              )}
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
                {isBusy ? texts.busy : texts.submit}
              </Button>
              <p className="text-center text-sm text-slate-700">
                {isRegister ? null : `${words.newHere} `}
                <button
                  type="button"
                  onClick={switchMode}
                  disabled={isBusy}
                  className={LINK_BUTTON}
                >
                  {texts.switchTo}
                </button>
              </p>
            </div>
            {providers.length > 0 ? (
              <>
                <div className="my-6 flex items-center gap-3 text-sm text-slate-600">
                  <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
                  {words.or}
                  <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
                </div>
                <div className="flex flex-col gap-3">{providerButtons}</div>
              </>
            ) : null}
          </form>
        ) : (
          <div className="flex flex-col gap-3">{providerButtons}</div>
        )}
      </div>
    </Modal>
  );
}
