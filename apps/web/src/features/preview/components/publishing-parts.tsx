import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Language } from '@zappy/locales/names';
import type { PublishingWords } from '@zappy/locales/types';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';

/** A link that opens in a new tab, and says so to screen readers. */
export function ExternalAddress({
  href,
  words,
  children,
}: {
  href: string;
  words: PublishingWords;
  children?: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-all text-indigo-700 underline underline-offset-4 focus-visible:rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      {children ?? <bdi>{href}</bdi>} <span className="sr-only">{words.newTab}</span>
    </a>
  );
}

export function PartHeading({ children }: { children: string }) {
  return <h3 className="text-base font-semibold text-slate-900">{children}</h3>;
}

/** A failed request's reason as the server gave it, else the words'. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error ? error.message : fallback;
}

/** What each part of the Publishing panel is given. */
export interface PartProps {
  websiteId: string;
  words: PublishingWords;
  /** The panel's language, one Zappy has words for: its dates and its dialogs' direction. */
  language: Language;
}

/** A part's live region for what it did, and its alert for what failed. */
export function PartMessages({
  announcement,
  failure,
}: {
  announcement: string;
  failure: string | null;
}) {
  return (
    <>
      <p role="status" className="text-sm text-slate-800">
        {announcement}
      </p>
      {failure ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </>
  );
}

/** A part's query still loading, or failed with a Retry. */
export function PartLoading({
  query,
  words,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;
  words: PublishingWords;
}) {
  if (query.isPending) return <Spinner label={words.loading} className="py-4" />;
  return (
    <LoadError
      className="mt-2"
      error={query.error}
      retryLabel={words.retry}
      say={(reason) => (reason === null ? words.loadFailed : `${words.loadFailed} ${reason}`)}
      onRetry={() => {
        void query.refetch();
      }}
    />
  );
}
