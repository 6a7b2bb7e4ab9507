import { useId } from 'react';
import { MAX_IMAGE_ALT_LENGTH } from '@zappy/contract/customization';
import { Button } from '../../../../components/ui/button';
import { useWidgetWords } from '../../../../components/widgets/widget-words';

interface PhotoDescriptionProps {
  /** The image's name, so each card's field has a name of its own. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  isDisabled: boolean;
  /** Given while the photo has no description: a Save button applies the words on their own. */
  onSave?: (() => void) | undefined;
}

/**
 * "Describe this photo for people who can't see it": the owner's words for a photo, which the
 * site shows as its alt text (decision 026). Plain text; the server folds lines and limits it.
 */
export function PhotoDescription({
  name,
  value,
  onChange,
  isDisabled,
  onSave,
}: PhotoDescriptionProps) {
  const id = useId();
  const words = useWidgetWords().imageReplace;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-900">
        {words.describe} <span className="sr-only">({name})</span>
      </label>
      <textarea
        id={id}
        dir="auto"
        rows={2}
        maxLength={MAX_IMAGE_ALT_LENGTH}
        value={value}
        disabled={isDisabled}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        className="w-full resize-y rounded-md border border-slate-300 px-2 py-1 text-xs text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
      />
      {onSave ? (
        <Button
          size="sm"
          disabled={isDisabled || value.trim() === ''}
          onClick={onSave}
          className="self-start"
        >
          {words.save} <span className="sr-only">({name})</span>
        </Button>
      ) : null}
    </div>
  );
}
