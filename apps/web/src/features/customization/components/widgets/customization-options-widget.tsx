import { QuestionCard } from './question-card';
import type { CustomizationWidgetProps } from './types';

/**
 * `customization_options`: one click picks an option. The owner's bubble is marked as a
 * selection ('Selected Option') and the choice goes to the AI as a widget response.
 */
export function CustomizationOptionsWidget({
  widget,
  isBusy,
  onSubmit,
}: Pick<CustomizationWidgetProps, 'widget' | 'isBusy' | 'onSubmit'>) {
  const options = widget.options ?? [];
  return (
    <QuestionCard question={widget.question}>
      <ul className="grid gap-2">
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              disabled={isBusy}
              onClick={() => {
                void onSubmit(
                  { type: 'customization_options', value: option.value, question: widget.question },
                  option.label,
                  { isCustomizationSelection: true },
                );
              }}
              className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left transition-colors hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span dir="auto" className="block text-sm font-medium text-slate-900">
                {option.label}
              </span>
              {option.description ? (
                <span dir="auto" className="mt-0.5 block text-xs text-slate-700">
                  {option.description}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </QuestionCard>
  );
}
