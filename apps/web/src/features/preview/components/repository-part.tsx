import { useId, useState, type SubmitEvent } from 'react';
import { Unplug, Upload } from 'lucide-react';
import type { RepositoryPush, RepositoryStatus } from '@zappy/contract/repository';
import { directionOf } from '@zappy/locales/names';
import type { PublishingWords } from '@zappy/locales/types';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useAppWords } from '../../../lib/use-app-words';
import {
  useConnectRepository,
  useDisconnectRepository,
  usePushRepository,
  useSiteRepository,
} from '../api/site-repository';
import {
  ExternalAddress,
  PartHeading,
  PartLoading,
  PartMessages,
  failureText,
  type PartProps,
} from './publishing-parts';
import { formatVersionTime } from './versions-panel';

type RepositoryWords = PublishingWords['repository'];

function PushStatus({
  push,
  words,
  language,
}: {
  push: RepositoryPush | null;
  words: RepositoryWords;
  language: string;
}) {
  if (!push) return <p className="mt-2 text-sm text-slate-700">{words.neverPushed}</p>;
  const at = formatVersionTime(push.at, language);
  if (push.status === 'pushed') {
    return <p className="mt-2 text-sm text-slate-800">{words.pushed(push.versionNumber, at)}</p>;
  }
  if (push.status === 'pending') {
    return <p className="mt-2 text-sm text-slate-800">{words.pending(push.versionNumber)}</p>;
  }
  return (
    <div className="mt-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{words.failed(push.versionNumber)}</p>
      {push.error ? <p dir="auto">{push.error}</p> : null}
      {push.nextAttemptAt ? (
        <p>{words.nextAttempt(formatVersionTime(push.nextAttemptAt, language))}</p>
      ) : null}
    </div>
  );
}

/** The connect form; the token lives in this form's state only, and is cleared once sent. */
function ConnectForm({
  websiteId,
  status,
  words,
}: {
  websiteId: string;
  status: RepositoryStatus;
  words: RepositoryWords;
}) {
  const connect = useConnectRepository(websiteId);
  const [name, setName] = useState('');
  const [owner, setOwner] = useState('');
  const [token, setToken] = useState('');
  const [pages, setPages] = useState(false);
  const id = useId();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    connect.mutate(
      {
        name: name.trim(),
        ...(owner.trim() ? { owner: owner.trim() } : {}),
        ...(!status.usesInstanceToken && token ? { token } : {}),
        pages,
      },
      {
        onSettled: () => {
          setToken('');
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-3 grid gap-3 sm:grid-cols-2" noValidate>
      <p className="text-sm text-slate-800 sm:col-span-2">{words.intro}</p>
      <TextField
        id={`${id}-name`}
        label={words.name}
        dir="ltr"
        value={name}
        required
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setName(event.target.value);
        }}
      />
      <div>
        <TextField
          id={`${id}-owner`}
          label={words.owner}
          dir="ltr"
          value={owner}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-owner-hint`}
          onChange={(event) => {
            setOwner(event.target.value);
          }}
        />
        <p id={`${id}-owner-hint`} className="mt-1 text-xs text-slate-700">
          {words.ownerHint}
        </p>
      </div>
      {status.usesInstanceToken ? null : (
        <div className="sm:col-span-2">
          <TextField
            id={`${id}-token`}
            label={words.token}
            type="password"
            dir="ltr"
            value={token}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-token-hint`}
            onChange={(event) => {
              setToken(event.target.value);
            }}
          />
          <p id={`${id}-token-hint`} className="mt-1 text-xs text-slate-700">
            {words.tokenHint}
          </p>
        </div>
      )}
      <label className="flex items-center gap-2 text-sm text-slate-900 sm:col-span-2">
        <input
          type="checkbox"
          checked={pages}
          className="size-4 accent-indigo-600"
          onChange={(event) => {
            setPages(event.target.checked);
          }}
        />
        {words.pages}
      </label>
      {connect.isError ? (
        <p role="alert" className="text-sm text-red-800 sm:col-span-2">
          {connect.error.message}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? words.connecting : words.connect}
        </Button>
      </div>
    </form>
  );
}

/** The site's code repository: its link, last push, Push now and Disconnect, or Connect. */
export function RepositoryPart({
  websiteId,
  words: allWords,
  language,
  currentVersion,
}: PartProps & {
  /** The site's newest version, which a worker pushes once it is made. */
  currentVersion: number | null;
}) {
  const words = allWords.repository;
  const closeLabel = useAppWords(language).words.dialog.close;
  const query = useSiteRepository(websiteId, currentVersion);
  const push = usePushRepository(websiteId);
  const disconnect = useDisconnectRepository(websiteId);
  const [isConfirming, setIsConfirming] = useState(false);
  const [deleteRemote, setDeleteRemote] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const status = query.data;
  const address = status?.owner && status.name ? `${status.owner}/${status.name}` : null;

  return (
    <div className="px-5 py-4">
      <PartHeading>{words.title}</PartHeading>
      <PartMessages announcement={announcement} failure={failure} />
      {query.isPending || query.isError ? (
        <PartLoading query={query} words={allWords} />
      ) : !query.data.connected ? (
        <ConnectForm websiteId={websiteId} status={query.data} words={words} />
      ) : (
        <>
          {query.data.htmlUrl ? (
            <p className="mt-2 text-sm">
              <ExternalAddress href={query.data.htmlUrl} words={allWords}>
                {words.open}
                {address ? (
                  <>
                    {': '}
                    <bdi>{address}</bdi>
                  </>
                ) : null}
              </ExternalAddress>
            </p>
          ) : null}
          <PushStatus push={query.data.lastPush} words={words} language={language} />
          {query.data.pages?.enabled ? (
            <p className="mt-2 text-sm text-slate-800">
              {query.data.pages.url ? (
                <>
                  {words.pagesAt}: <ExternalAddress href={query.data.pages.url} words={allWords} />
                </>
              ) : (
                words.pagesWaiting
              )}
            </p>
          ) : null}
          {query.data.pages?.error ? (
            <p dir="auto" className="mt-1 text-sm text-red-800">
              {query.data.pages.error}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={push.isPending}
              onClick={() => {
                setFailure(null);
                push.mutate(undefined, {
                  onSuccess: () => {
                    setAnnouncement(words.pushQueued);
                  },
                  onError: (error) => {
                    setFailure(failureText(error, words.failed(null)));
                  },
                });
              }}
            >
              <Upload aria-hidden="true" className="size-4" />
              {push.isPending ? words.pushing : words.pushNow}
            </Button>
            <Button
              variant="secondary-danger"
              size="sm"
              onClick={() => {
                setDeleteRemote(false);
                setIsConfirming(true);
              }}
            >
              <Unplug aria-hidden="true" className="size-4" />
              {words.disconnect}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={words.disconnectTitle}
        description={<p>{words.disconnectText}</p>}
        confirmLabel={words.disconnect}
        busyLabel={words.disconnecting}
        cancelLabel={allWords.cancel}
        closeLabel={closeLabel}
        lang={language}
        dir={directionOf(language)}
        isBusy={disconnect.isPending}
        onCancel={() => {
          setIsConfirming(false);
        }}
        onConfirm={() => {
          setFailure(null);
          disconnect.mutate(deleteRemote, {
            onError: (error) => {
              setFailure(failureText(error, allWords.loadFailed));
            },
            onSettled: () => {
              setIsConfirming(false);
            },
          });
        }}
      >
        {status?.createdByZappy && status.htmlUrl ? (
          <label className="flex items-start gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              checked={deleteRemote}
              className="mt-0.5 size-4 accent-red-700"
              onChange={(event) => {
                setDeleteRemote(event.target.checked);
              }}
            />
            <span>{words.deleteRemote(address ?? status.htmlUrl)}</span>
          </label>
        ) : undefined}
      </ConfirmDialog>
    </div>
  );
}
