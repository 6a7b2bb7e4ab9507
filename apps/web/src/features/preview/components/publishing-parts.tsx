import type { ReactNode } from 'react';
import type { Language } from '@zappy/locales/names';
import type { PublishingWords } from '@zappy/locales/types';

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
