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
import { DnsGuide } from './dns-guide';
import { EmailHelpDialog } from './email-help-dialog';

type Step = 1 | 2 | 3;

const STEPS: { step: Step; label: string }[] = [
  { step: 1, label: 'Configuring' },
  { step: 2, label: 'DNS records required' },
  { step: 3, label: 'Complete' },
];

function Stepper({ current, hasDnsStep }: { current: Step; hasDnsStep: boolean }) {
  return (
    <ol aria-label="Setup steps" className="mb-6 grid grid-cols-3 gap-2">
      {STEPS.map(({ step, label }) => {
        const isSkipped = step === 2 && !hasDnsStep && current === 3;
        const isDone = step < current && !isSkipped;
        const isCurrent = step === current;
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
            <span className="block">Step {step}</span>
            {label}
            <span className="sr-only">
              {isCurrent ? ' (current)' : isDone ? ' (done)' : isSkipped ? ' (not needed)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function ConfigSummary({ config }: { config: EmailConfig }) {
  return (
    <dl className="grid gap-3 rounded-2xl bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-slate-900">Domain</dt>
      <dd className="font-mono break-all text-slate-800">{config.domain}</dd>
      <dt className="font-semibold text-slate-900">Sender</dt>
      <dd className="break-all text-slate-800">
        {config.businessName} &lt;{config.merchantEmail}&gt;
      </dd>
      <dt className="font-semibold text-slate-900">Your email</dt>
      <dd className="break-all text-slate-800">{config.merchantEmail}</dd>
    </dl>
  );
}

function TestEmailForm({ websiteId, isDisabled }: { websiteId: string; isDisabled: boolean }) {
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
            ? { ok: true, text: `Test email sent to ${testEmail}. Check that inbox.` }
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
        Send a test email
      </h4>
      <TextField
        id={inputId}
        label="Send a test email to"
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
        {send.isPending ? 'Sending...' : 'Send test email'}
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

  const stepTitle = STEPS.find((item) => item.step === step)?.label ?? '';

  return (
    <>
      <Modal
        open={open}
        onClose={onClose}
        title="Email integration"
        size="lg"
        isDismissDisabled={isHelpOpen}
      >
        <Stepper current={step} hasDnsStep={records.length > 0} />

        {query.isSuccess && !outgoingMail ? (
          <div className="mb-5 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <MailX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              {EMAIL_MESSAGES.noOutgoingMail} Test emails and contact-form delivery by email are
              off; messages still arrive in your lead inbox, and you can set up the DNS records now.
            </p>
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
          <Spinner label="Loading your email settings..." className="justify-start py-6" />
        ) : query.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
            {query.error instanceof ApiError ? query.error.message : EMAIL_MESSAGES.notConfigured}
          </p>
        ) : config === null ? (
          <p className="text-sm text-slate-700">
            {EMAIL_MESSAGES.notConfigured}. Add “Email from your domain” under Add Integrations
            first.
          </p>
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
                ? `${EMAIL_MESSAGES.verified}: mail from ${config.domain} is ready.`
                : `Email from ${config.domain} is set up.`}
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
