import { useEffect, useRef, useState } from 'react';
import type { WidgetImage } from '@zappy/contract/widgets';
import { cn } from '../../lib/cn';
import { ChoiceInput } from './choice-card';
import { ChoiceWidget } from './choice-widget';
import type { WidgetProps } from './types';
import { UploadOwnPhoto } from './upload-own-photo';
import { useWidgetWords } from './widget-words';

/**
 * One image from candidates (hero images); Submit needs a selection. A photo service's photo
 * shows its credit under it. With an uploader (the wizard), the owner may add photos of their
 * own, described in their words; the one just added is selected and focused.
 */
export function ImageSelectorWidget({ uploadImage, ...props }: WidgetProps) {
  const words = useWidgetWords();
  const [added, setAdded] = useState<WidgetImage[]>([]);
  const groupRef = useRef<HTMLDivElement>(null);
  const images = [...(props.widget.images ?? []), ...added];
  const newest = added.at(-1)?.id;

  useEffect(() => {
    if (newest === undefined) return;
    const radio = [...(groupRef.current?.querySelectorAll('input') ?? [])].find(
      (input) => input.value === newest,
    );
    radio?.focus();
  }, [newest]);

  return (
    <div ref={groupRef}>
      <ChoiceWidget
        {...props}
        chosenValue={newest}
        items={images}
        valueOf={(image) => image.id}
        labelOf={(image) => image.label ?? image.alt}
        hint={words.chooseImage}
        className="grid gap-3 sm:grid-cols-2"
        renderItem={(image, input) => (
          <label
            className={cn(
              'group flex cursor-pointer flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-colors hover:border-indigo-300',
              'has-[:checked]:border-indigo-600 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
            )}
          >
            <img
              src={image.url}
              alt={image.alt}
              loading="lazy"
              className="aspect-[16/9] w-full bg-slate-100 object-cover"
            />
            <span className="flex items-start gap-2.5 p-3">
              <ChoiceInput {...input} />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span dir="auto" className="text-sm font-medium text-slate-900">
                  {image.label ?? image.alt}
                </span>
                {image.credit ? (
                  <span dir="auto" className="text-xs text-slate-600">
                    {words.heroPhotos.credit(image.credit.name, image.credit.provider)}
                  </span>
                ) : null}
              </span>
            </span>
          </label>
        )}
        after={
          uploadImage ? (
            <UploadOwnPhoto
              upload={uploadImage}
              onAdded={(images) => {
                setAdded((previous) => [...previous, ...images]);
              }}
            />
          ) : null
        }
      />
    </div>
  );
}
