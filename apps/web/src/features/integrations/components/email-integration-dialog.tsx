import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { CircleCheck, MailX } from 'lucide-react';
import { EMAIL_MESSAGES, type EmailConfig } from '@zappy/contract/email';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useEmailConfig } from '../api/get-email-config';
import { useSendTestEmail } from '../api/send-test-email';
import { useIntegrationSpeech } from '../lib/integration-words';
import { DnsGuide } from './dns-guide';
import { EmailHelpDialog } from './email-help-dialog';

type Step = 1 | 2 | 3;

/** Spec section 4's steps, each by its name's key in IntegrationWords' `email.steps`. */
const STEPS = { 1: 'configuring', 2: 'dns', 3: 'complete' } as const satisfies Record<Step, string>;
const STEP_NUMBERS = [1, 2, 3] as const satisfies readonly Step[];

function Stepper({ current, hasDnsStep }: { current: Step; hasDnsStep: boolean }) {
  const { words } = useIntegrationSpeech();
  const { stepStates } = words.email;
  return (
    <ol aria-label={words.email.stepsLabel} className="mb-6 grid grid-cols-3 gap-2">
      {STEP_NUMBERS.map((step) => {
        const isSkipped = step === 2 && !hasDnsStep && current === 3;
        const isDone = step < current && !isSkipped;
        const isCurrent = step === current;
        const state = isCurrent
          ? stepStates.current
          : isDone
            ? stepStates.done
            : isSkipped
              ? stepStates.skipped
              : null;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'rounded-xl border-t-4 px-2 pt-2 text-xs font-semibold sm:text-sm',
              isCurrent
                ? 'border-indigo-600 text-indigo-800'
                : isDone
                  ? 'border-emerald-600 text-slate-900'
                  : 'border-slate-200 text-slate-700',
            )}
          >
            <span className="block">{words.email.step(step)}</span>
            {words.email.steps[STEPS[step]]}
            <span className="sr-only">{state === null ? '' : ` (${state})`}</span>
          </li>
        );
      })}
    </ol>
  );
}

function ConfigSummary({ config }: { config: EmailConfig }) {
  const { words } = useIntegrationSpeech();
  return (
    <dl className="grid gap-3 rounded-2xl bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-900">{words.email.domain}</dt>
      <dd dir="ltr" className="font-mono break-all text-slate-800">
        {config.domain}
      </dd>
      <dt className="font-semibold text-slate-900">{words.email.sender}</dt>
      <dd dir="auto" className="break-all text-slate-800">
        {config.businessName} &lt;{config.merchantEmail}&gt;
      </dd>
      <dt className="font-semibold text-slate-900">{words.email.yourEmail}</dt>
      <dd dir="ltr" className="break-all text-slate-800">
        {config.merchantEmail}
      </dd>
    </dl>
  );
}

function TestEmailForm({ websiteId, isDisabled }: { websiteId: string; isDisabled: boolean }) {
  const { words } = useIntegrationSpeech();
  const test = words.email.test;
  const inputId = useId();
  const send = useSendTestEmail(websiteId);
  const [address, setAddress] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const testEmail = address.trim();
    if (testEmail === '' || send.isPending) return;
    setOutcome(null);
    send.mutate(testEmail, {
      onSuccess: (response) => {
        setOutcome(
          response.success
            ? { ok: true, text: test.sent(testEmail) }
            : { ok: false, text: response.error ?? EMAIL_MESSAGES.testFailed },
        );
      },
      onError: (error) => {
        setOutcome({
          ok: false,
          text:
            error instanceof ApiError && error.status >= 400 && error.status < 500
              ? error.message
              : EMAIL_MESSAGES.testFailed,
        });
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby={`${inputId}-heading`}>
      <h4 id={`${inputId}-heading`} className="font-semibold text-slate-900">
        {test.title}
      </h4>
      <TextField
        id={inputId}
        label={test.label}
        type="email"
        required
        aria-required
        autoComplete="email"
        disabled={isDisabled}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
        }}
      />
      <Button type="submit" disabled={isDisabled || send.isPending} aria-busy={send.isPending}>
        {send.isPending ? test.sending : test.send}
      </Button>
      {outcome ? (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={cn(
            'rounded-xl px-4 py-3 text-sm',
            outcome.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900',
          )}
        >
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}

interface EmailIntegrationDialogProps {
  open: boolean;
  websiteId: string;
  onClose: () => void;
}

/**
 * Email from the owner's domain (spec sections 2 and 4): 1 configuring, 2 DNS records required
 * (only when there are records to publish), 3 complete with a test email.
 */
export function EmailIntegrationDialog({ open, websiteId, onClose }: EmailIntegrationDialogProps) {
  const { words, lang, dir, closeLabel } = useIntegrationSpeech();
  const query = useEmailConfig(websiteId, open);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const [isVerifiedNow, setIsVerifiedNow] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);

  const config = query.data?.config ?? null;
  const outgoingMail = query.data?.outgoingMail ?? true;
  const records = config?.dnsRecords ?? [];
  const isVerified = config?.domainAuth.status === 'verified';
  const hasDnsStep = records.length > 0 && !isVerified;
  // Step 1 lasts while the settings load; then step 2 if there are records to publish, else 3.
  const step: Step = config === null ? 1 : hasDnsStep && !isVerifiedNow ? 2 : 3;

  // A new step takes focus to its heading, so the change is heard and Tab starts there.
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // The help dialog is a second modal: Modal gives the page back on close, this one still needs
  // it kept inert.
  useEffect(() => {
    if (open && !isHelpOpen) document.getElementById('root')?.setAttribute('inert', '');
  }, [open, isHelpOpen]);

  const stepTitle = words.email.steps[STEPS[step]];

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title={words.email.title}
        size="lg"
        isDismissDisabled={isHelpOpen}
        closeLabel={closeLabel}
        lang={lang}
        dir={dir}
      >
        <Stepper current={step} hasDnsStep={records.length > 0} />

        {query.isSuccess && !outgoingMail ? (
          <div className="mb-5 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{words.email.noOutgoingMail}</p>
          </div>
        ) : null}

        <h3
          ref={headingRef}
          tabIndex={-1}
          className="mb-3 text-lg font-semibold text-slate-900 focus:outline-none"
        >
          {stepTitle}
        </h3>

        {query.isPending ? (
          <Spinner label={words.email.loading} className="justify-start py-6" />
        ) : query.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
            {query.error instanceof ApiError ? query.error.message : words.email.notConfigured}
          </p>
        ) : config === null ? (
          <p className="text-sm text-slate-700">{words.email.addFirst}</p>
        ) : step === 2 ? (
          <div className="space-y-5">
            <ConfigSummary config={config} />
            <DnsGuide
              websiteId={websiteId}
              records={records}
              isVerified={isVerified}
              onVerified={() => {
                setIsVerifiedNow(true);
              }}
              onHelp={() => {
                setIsHelpOpen(true);
              }}
            />
          </div>
        ) : (
          <div className="space-y-5">
            <p className="flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              {isVerified || isVerifiedNow
                ? words.email.verified(config.domain)
                : words.email.ready(config.domain)}
            </p>
            <ConfigSummary config={config} />
            <TestEmailForm websiteId={websiteId} isDisabled={!outgoingMail} />
          </div>
        )}
      </Modal>
      <EmailHelpDialog
        open={open && isHelpOpen}
        onClose={() => {
          setIsHelpOpen(false);
        }}
      />
    </>
  );
}
