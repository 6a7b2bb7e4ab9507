import { useId, useState, type SubmitEvent } from 'react';
import { RefreshCw, Trash2 } from 'lucide-react';
import type { DomainRecord, SiteDomain } from '@zappy/contract/domains';
import { directionOf } from '@zappy/locales/names';
import type { PublishingWords } from '@zappy/locales/types';
import { CopyButton } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useAppWords } from '../../../lib/use-app-words';
import {
  useAddDomain,
  useRemoveDomain,
  useSiteDomains,
  useVerifyDomain,
} from '../api/site-domains';
import {
  ExternalAddress,
  PartHeading,
  PartLoading,
  PartMessages,
  failureText,
  type PartProps,
} from './publishing-parts';

type DomainWords = PublishingWords['domains'];

const STATE_TONES: Record<DomainRecord['state'], string> = {
  unchecked: 'text-slate-700',
  ok: 'text-emerald-800',
  missing: 'text-amber-800',
  wrong: 'text-red-800',
};

function DomainStatus({ domain, words }: { domain: SiteDomain; words: DomainWords }) {
  const text =
    domain.status === 'pending'
      ? words.pending
      : domain.role === 'redirect' && domain.redirectsTo
        ? words.redirectsTo(domain.redirectsTo)
        : words.verified;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        domain.status === 'pending'
          ? 'bg-amber-50 text-amber-900 ring-amber-200'
          : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
      )}
    >
      {text}
    </span>
  );
}

interface RecordsProps {
  domain: SiteDomain;
  words: DomainWords;
  copiedKey: string | null;
  onCopied: (key: string, ok: boolean) => void;
}

/** One record's name or value in code type, with its copy button. */
function Copyable({
  text,
  label,
  copyKey,
  copiedKey,
  onCopied,
}: {
  text: string;
  label: string;
  copyKey: string;
} & Pick<RecordsProps, 'copiedKey' | 'onCopied'>) {
  return (
    <span className="flex items-start gap-1">
      <code dir="ltr" className="break-all">
        {text}
      </code>
      <CopyButton
        isIconOnly
        text={text}
        label={label}
        isCopied={copiedKey === copyKey}
        onCopied={(ok) => {
          onCopied(copyKey, ok);
        }}
      />
    </span>
  );
}

/** A record's three parts (name with its purpose, value, state), shared by both layouts. */
function recordParts(record: DomainRecord, key: string, props: RecordsProps) {
  const { words, copiedKey, onCopied } = props;
  const copy = { copiedKey, onCopied };
  return {
    name: (
      <>
        <Copyable
          text={record.name}
          label={words.copyNamed(`${record.type} ${words.name}`)}
          copyKey={`${key}-name`}
          {...copy}
        />
        <span className="mt-1 block text-xs text-slate-700" dir="auto">
          {record.purpose}
        </span>
      </>
    ),
    value:
      record.value === '' ? (
        <strong className="text-red-800">{words.deleteRecord}</strong>
      ) : (
        <Copyable
          text={record.value}
          label={words.copyNamed(`${record.type} ${words.value}`)}
          copyKey={`${key}-value`}
          {...copy}
        />
      ),
    state: (
      <>
        <span className={cn('font-semibold', STATE_TONES[record.state])}>
          {words.states[record.state]}
        </span>
        {record.found.length > 0 && record.state !== 'ok' ? (
          <span className="mt-1 block text-xs break-all text-slate-700">
            {words.found(record.found.join(', '))}
          </span>
        ) : null}
        {record.problem ? (
          <span className="mt-1 block text-xs text-slate-800" dir="auto">
            {record.problem}
          </span>
        ) : null}
      </>
    ),
  };
}

const recordKey = (domain: SiteDomain, index: number) => `${domain.domain}-${String(index)}`;

/** From sm up: a table, one row per record. */
function RecordsTable(props: RecordsProps) {
  const { domain, words } = props;
  const caption = words.records(domain.domain);
  return (
    <div className="mt-2 hidden overflow-hidden rounded-xl border border-slate-200 sm:block">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-700">
          <tr>
            {[words.type, words.name, words.value, words.state].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 text-start font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {domain.records.map((record, index) => {
            const key = recordKey(domain, index);
            const parts = recordParts(record, key, props);
            return (
              <tr key={key} className="align-top">
                <td className="px-3 py-2 font-mono">{record.type}</td>
                <td className="px-3 py-2">{parts.name}</td>
                <td className="px-3 py-2">{parts.value}</td>
                <td className="px-3 py-2">{parts.state}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * On a phone: each record a labelled block, so its value, the one thing to copy, shows in full
 * without scrolling a table sideways.
 */
function RecordsList(props: RecordsProps) {
  const { domain, words } = props;
  const term = 'text-xs font-semibold text-slate-700';
  return (
    <ul
      aria-label={words.records(domain.domain)}
      className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm sm:hidden"
    >
      {domain.records.map((record, index) => {
        const key = recordKey(domain, index);
        const parts = recordParts(record, key, props);
        return (
          <li key={key} className="px-3 py-2">
            <dl className="space-y-2">
              <div>
                <dt className={term}>{words.type}</dt>
                <dd className="font-mono">{record.type}</dd>
              </div>
              <div>
                <dt className={term}>{words.name}</dt>
                <dd>{parts.name}</dd>
              </div>
              <div>
                <dt className={term}>{words.value}</dt>
                <dd>{parts.value}</dd>
              </div>
              <div>
                <dt className={term}>{words.state}</dt>
                <dd>{parts.state}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/** The owner's own domains: their state, the DNS records to create, Check now, Remove, Add. */
export function DomainsPart({ websiteId, words: allWords, language }: PartProps) {
  const words = allWords.domains;
  const closeLabel = useAppWords(language).words.dialog.close;
  const query = useSiteDomains(websiteId);
  const add = useAddDomain(websiteId);
  const verify = useVerifyDomain(websiteId);
  const remove = useRemoveDomain(websiteId);
  const [input, setInput] = useState('');
  const [toRemove, setToRemove] = useState<string | null>(null);
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const addErrorId = useId();

  const onCopied = (key: string, ok: boolean) => {
    setCopiedKey(ok ? key : null);
    setAnnouncement(ok ? words.copied : words.copyFailed);
  };

  const onAdd = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(input, {
      onSuccess: () => {
        setInput('');
      },
    });
  };

  const onVerify = (domain: string) => {
    setFailure(null);
    setAnnouncement('');
    verify.mutate(domain, {
      onSuccess: (checked) => {
        setAnnouncement(checked.verified ? words.nowVerified(domain) : words.notYet(domain));
      },
      onError: (error) => {
        setFailure(failureText(error, words.notYet(domain)));
      },
    });
  };

  const onRemove = (domain: string) => {
    setFailure(null);
    remove.mutate(domain, {
      onError: (error) => {
        setFailure(failureText(error, allWords.loadFailed));
      },
      onSettled: () => {
        setToRemove(null);
      },
    });
  };

  return (
    <div className="px-5 py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <PartHeading>{words.title}</PartHeading>
        {query.data ? (
          <p className="text-sm text-slate-700">
            {words.count(query.data.domains.length, query.data.limit)}
          </p>
        ) : null}
      </div>
      <PartMessages announcement={announcement} failure={failure} />
      {query.isPending || query.isError ? (
        <PartLoading query={query} words={allWords} />
      ) : (
        <>
          {query.data.domains.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{words.empty}</p>
          ) : (
            <ul className="mt-3 space-y-5">
              {query.data.domains.map((domain) => (
                <li key={domain.domain}>
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 dir="ltr" className="font-semibold break-all text-slate-900">
                      {domain.domain}
                    </h4>
                    <DomainStatus domain={domain} words={words} />
                  </div>
                  {domain.status === 'verified' && domain.role !== 'redirect' ? (
                    <p className="mt-1 text-sm">
                      <ExternalAddress href={domain.url} words={allWords} />
                    </p>
                  ) : null}
                  {domain.records.length > 0 ? (
                    <>
                      <p className="mt-2 text-sm text-slate-800">{words.recordsIntro}</p>
                      <RecordsTable
                        domain={domain}
                        words={words}
                        copiedKey={copiedKey}
                        onCopied={onCopied}
                      />
                      <RecordsList
                        domain={domain}
                        words={words}
                        copiedKey={copiedKey}
                        onCopied={onCopied}
                      />
                    </>
                  ) : null}
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={verify.isPending}
                      aria-label={words.checkNamed(domain.domain)}
                      onClick={() => {
                        onVerify(domain.domain);
                      }}
                    >
                      <RefreshCw aria-hidden="true" className="size-4" />
                      {verify.isPending && verify.variables === domain.domain
                        ? words.checking
                        : words.check}
                    </Button>
                    <Button
                      variant="secondary-danger"
                      size="sm"
                      aria-label={words.removeNamed(domain.domain)}
                      onClick={() => {
                        setToRemove(domain.domain);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {words.remove}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {query.data.domains.length >= query.data.limit ? (
            <p className="mt-4 text-sm text-slate-700">{words.full}</p>
          ) : (
            <form onSubmit={onAdd} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
              <TextField
                id={inputId}
                label={words.label}
                className="min-w-0 flex-1 basis-64"
                dir="ltr"
                value={input}
                autoComplete="off"
                spellCheck={false}
                required
                aria-describedby={add.isError ? `${hintId} ${addErrorId}` : hintId}
                aria-invalid={add.isError || undefined}
                onChange={(event) => {
                  setInput(event.target.value);
                }}
              />
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? words.adding : words.add}
              </Button>
              <p id={hintId} className="basis-full text-xs text-slate-700">
                {words.hint}
              </p>
              {add.isError ? (
                <p id={addErrorId} role="alert" className="basis-full text-sm text-red-800">
                  {add.error.message}
                </p>
              ) : null}
            </form>
          )}
        </>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={toRemove ? words.removeTitle(toRemove) : ''}
        description={<p>{words.removeText}</p>}
        confirmLabel={words.remove}
        busyLabel={words.removing}
        cancelLabel={allWords.cancel}
        closeLabel={closeLabel}
        lang={language}
        dir={directionOf(language)}
        isBusy={remove.isPending}
        onCancel={() => {
          setToRemove(null);
        }}
        onConfirm={() => {
          if (toRemove) onRemove(toRemove);
        }}
      />
    </div>
  );
}
