import { useEffect, useId, useState } from 'react';
import { CircleCheck, CircleHelp, Clock, TriangleAlert } from 'lucide-react';
import { EMAIL_MESSAGES, type DnsRecord, type VerifyDnsResponse } from '@zappy/contract/email';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useVerifyDns } from '../api/verify-dns';
import { useIntegrationSpeech } from '../lib/integration-words';
import { CopyButton } from '../../../components/copy-button';

/** The two parts of a DNS record the owner copies into their provider, with their words' keys. */
const RECORD_FIELDS = [
  ['name', 'name', 'copyName'],
  ['value', 'value', 'copyValue'],
] as const;

const readOnlyClasses =
  'mt-1 block w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30';

function RecordField({
  id,
  label,
  value,
  copyLabel,
  context,
  copied,
  onCopied,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
  context: string;
  copied: string | null;
  onCopied: (id: string, ok: boolean) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label} <span className="sr-only">{context}</span>
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          readOnly
          dir="ltr"
          value={value}
          className={readOnlyClasses}
          onFocus={(event) => {
            event.target.select();
          }}
        />
        <CopyButton
          text={value}
          label={copyLabel}
          context={context}
          isCopied={copied === id}
          onCopied={(ok) => {
            onCopied(id, ok);
          }}
        />
      </div>
    </div>
  );
}

interface DnsGuideProps {
  websiteId: string;
  records: DnsRecord[];
  isVerified: boolean;
  onVerified: () => void;
  onHelp: () => void;
}

/**
 * Step 2 of the email dialog: the records to publish, each with Copy buttons, Verify DNS with
 * what is still missing, the propagation note and Need help? (spec sections 2 and 4).
 */
export function DnsGuide({ websiteId, records, isVerified, onVerified, onHelp }: DnsGuideProps) {
  const { words } = useIntegrationSpeech();
  const { dns } = words;
  const baseId = useId();
  const verify = useVerifyDns(websiteId);
  const [result, setResult] = useState<VerifyDnsResponse | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (announcement === '') return;
    const timer = setTimeout(() => {
      setAnnouncement('');
      setCopied(null);
    }, 2500);
    return () => {
      clearTimeout(timer);
    };
  }, [announcement]);

  const onCopied = (id: string, ok: boolean) => {
    setCopied(ok ? id : null);
    setAnnouncement(ok ? dns.copied : dns.copyFailed);
  };

  const runVerify = () => {
    setResult(null);
    verify.mutate(undefined, {
      onSuccess: (response) => {
        setResult(response);
        if (response.verified) onVerified();
      },
    });
  };

  const status = isVerified || result?.verified ? 'verified' : 'pending';
  const problems = result?.records.filter((record) => !record.found || record.problem) ?? [];

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{dns.intro(records.length)}</p>
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {status === 'verified' ? (
          <CircleCheck aria-hidden="true" className="size-4 text-emerald-700" />
        ) : (
          <Clock aria-hidden="true" className="size-4 text-amber-700" />
        )}
        {dns.status[status]}
      </p>

      <ol className="space-y-4">
        {records.map((record, index) => {
          const context = dns.ofRecord(index + 1);
          const base = `${baseId}-record-${index}`;
          return (
            <li
              key={`${record.name}-${record.value}`}
              className="rounded-2xl border border-slate-200 p-4"
            >
              <h4 className="text-sm font-semibold text-slate-900">
                {dns.record(index + 1)} <span className="font-mono">({record.type})</span>
                {words.colon}
                <span dir="ltr" className="font-mono break-all">
                  {record.name}
                </span>
              </h4>
              <p dir="auto" className="mt-1 text-sm text-slate-700">
                {record.description}
              </p>
              <div className="mt-3 space-y-3">
                {RECORD_FIELDS.map(([field, label, copyLabel]) => (
                  <RecordField
                    key={field}
                    id={`${base}-${field}`}
                    label={dns[label]}
                    value={record[field]}
                    copyLabel={dns[copyLabel]}
                    context={context}
                    copied={copied}
                    onCopied={onCopied}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-emerald-800">
        {announcement}
      </p>

      <p className="flex items-start gap-2 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-950">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {dns.propagation}
      </p>

      <div aria-live="polite">
        {verify.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
            {verify.error instanceof ApiError &&
            verify.error.status >= 400 &&
            verify.error.status < 500
              ? verify.error.message
              : EMAIL_MESSAGES.verifyFailed}
          </p>
        ) : result && !result.verified ? (
          <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <p className="flex items-center gap-2 font-semibold">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {EMAIL_MESSAGES.notVerified}
            </p>
            {problems.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 ps-6">
                {problems.map((record) => (
                  <li key={record.name}>
                    <span dir="ltr" className="font-mono">
                      {record.name}
                    </span>
                    {words.colon}
                    {record.problem ?? dns.notFound}
                  </li>
                ))}
              </ul>
            ) : result.message && result.message !== EMAIL_MESSAGES.notVerified ? (
              <p className="mt-1">{result.message}</p>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="flex flex-wrap gap-3">
        <Button onClick={runVerify} disabled={verify.isPending} aria-busy={verify.isPending}>
          {verify.isPending ? dns.verifying : dns.verify}
        </Button>
        <Button variant="secondary" onClick={onHelp}>
          <CircleHelp aria-hidden="true" className="size-4" />
          {dns.help}
        </Button>
      </div>
    </div>
  );
}
