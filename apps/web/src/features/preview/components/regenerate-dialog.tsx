import { useId, useState, type SubmitEvent } from 'react';
import { RefreshCw } from 'lucide-react';
import type { AppWords } from '@zappy/locales/types';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

const MAX_LENGTH = 5000;

interface RegenerateDialogProps {
  open: boolean;
  websiteName: string;
  onClose: () => void;
  /** Starts the regeneration; resolves once the server has accepted (or refused) it. */
  onRegenerate: (improvements: string) => Promise<unknown>;
  /** The dialog's words in the site's language; Regenerate and Cancel are the spec's English. */
  words: AppWords['preview']['regenerate'];
  closeLabel: string;
}

/** Asks what to improve (optional), then starts a new version of the site. */
export function RegenerateDialog({
  open,
  websiteName,
  onClose,
  onRegenerate,
  words,
  closeLabel,
}: RegenerateDialogProps) {
  const [improvements, setImprovements] = useState('');
  const [isStarting, setStarting] = useState(false);
  const fieldId = useId();
  const hintId = useId();

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStarting(true);
    void onRegenerate(improvements).finally(() => {
      setStarting(false);
      setImprovements('');
      onClose();
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={words.title}
      isDismissDisabled={isStarting}
      closeLabel={closeLabel}
      description={<p dir="auto">{words.intro(websiteName)}</p>}
    >
      <form onSubmit={onSubmit}>
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-900">
          {words.label} <span className="font-normal text-slate-700">{words.optional}</span>
        </label>
        <textarea
          id={fieldId}
          data-autofocus
          value={improvements}
          maxLength={MAX_LENGTH}
          rows={5}
          aria-describedby={hintId}
          onChange={(event) => {
            setImprovements(event.target.value);
          }}
          placeholder={words.placeholder}
          className="mt-2 block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none"
        />
        <p id={hintId} className="mt-1.5 flex justify-between gap-4 text-xs text-slate-700">
          <span>{words.hint}</span>
          <span className="tabular-nums">
            {improvements.length}/{MAX_LENGTH}
          </span>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isStarting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isStarting}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {isStarting ? words.starting : 'Regenerate'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
