import { Check, Copy } from 'lucide-react';
import { Button } from './ui/button';

interface CopyButtonProps {
  text: string;
  /** The button's words, e.g. "Copy value": shown, or with `isIconOnly` its accessible name. */
  label: string;
  /** Read after the label so each button has its own name, e.g. "of record 1". */
  context?: string;
  /** Only the icon shows (in a table cell beside the value it copies). */
  isIconOnly?: boolean;
  isCopied: boolean;
  onCopied: (ok: boolean) => void;
}

/**
 * Copies `text` with the Clipboard API; the surrounding part announces the outcome in its live
 * region (`onCopied`).
 */
export function CopyButton({
  text,
  label,
  context,
  isIconOnly = false,
  isCopied,
  onCopied,
}: CopyButtonProps) {
  const name = context ? `${label} ${context}` : label;
  return (
    <Button
      variant={isIconOnly ? 'ghost' : 'secondary'}
      size="sm"
      aria-label={isIconOnly ? name : undefined}
      className={isIconOnly ? 'shrink-0 px-2!' : 'shrink-0'}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => {
            onCopied(true);
          },
          () => {
            onCopied(false);
          },
        );
      }}
    >
      {isCopied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {isIconOnly ? null : (
        <>
          {label} {context ? <span className="sr-only">{context}</span> : null}
        </>
      )}
    </Button>
  );
}
