import { Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface CopyButtonProps {
  text: string;
  /** Visible words, e.g. "Copy value". */
  label: string;
  /** Read after the label so each button has its own name, e.g. "of record 1". */
  context: string;
  isCopied: boolean;
  onCopied: (ok: boolean) => void;
}

/** Copies `text` with the Clipboard API; the dialog announces the outcome in its live region. */
export function CopyButton({ text, label, context, isCopied, onCopied }: CopyButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className="shrink-0"
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
      {label} <span className="sr-only">{context}</span>
    </Button>
  );
}
