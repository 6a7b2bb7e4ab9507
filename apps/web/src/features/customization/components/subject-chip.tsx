import { X } from 'lucide-react';
import type { AppWords } from '@zappy/locales/types';

interface SubjectChipProps {
  label: string;
  /** The chat's words, in the site's language. */
  words: Pick<AppWords['customize'], 'editing' | 'stopEditing'>;
  /** Without it the chip only says what the message is about. */
  onRemove?: () => void;
}

/** The part of the preview the messages are about, until the owner removes it. */
export function SubjectChip({ label, words, onRemove }: SubjectChipProps) {
  return (
    <p className="inline-flex max-w-full items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 min-h-7 text-xs font-medium text-indigo-800 ring-1 ring-indigo-200">
      <span dir="auto" className="truncate">
        {words.editing(label)}
      </span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={words.stopEditing(label)}
          className="rounded-full p-1 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </p>
  );
}
