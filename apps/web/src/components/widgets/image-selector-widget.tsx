import { cn } from '../../lib/cn';
import { ChoiceInput } from './choice-card';
import { ChoiceWidget } from './choice-widget';
import type { WidgetProps } from './types';
import { useWidgetWords } from './widget-words';

/** One image from candidates (hero images); Submit needs a selection. */
export function ImageSelectorWidget(props: WidgetProps) {
  const words = useWidgetWords();
  return (
    <ChoiceWidget
      {...props}
      items={props.widget.images ?? []}
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
            <span dir="auto" className="text-sm font-medium text-slate-900">
              {image.label ?? image.alt}
            </span>
          </span>
        </label>
      )}
    />
  );
}
