import { useId, useState } from 'react';
import { SLIDER_DEFAULTS } from '@zappy/contract/constants';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';
import { useWidgetWords } from './widget-words';

function formatValue(value: number, unit: string | undefined) {
  return unit ? `${value} ${unit}` : String(value);
}

/** A native range (min 0, max 100, default 50 unless the widget says otherwise); always submittable. */
export function SliderWidget({ widget, onSubmit }: WidgetProps) {
  const words = useWidgetWords();
  const inputId = useId();
  const scaleId = useId();
  const min = widget.min ?? SLIDER_DEFAULTS.min;
  const max = widget.max ?? SLIDER_DEFAULTS.max;
  const initial = Math.min(max, Math.max(min, widget.defaultValue ?? SLIDER_DEFAULTS.defaultValue));
  const [value, setValue] = useState(initial);
  const text = formatValue(value, widget.unit);
  const scale = [widget.minLabel, widget.maxLabel].filter(Boolean);

  return (
    <WidgetFrame
      question={widget.question}
      hint={words.slider}
      canSubmit
      isGroup={false}
      onSubmit={() => {
        onSubmit({ type: widget.type, value, question: widget.question }, text);
      }}
    >
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          <span className="sr-only">{widget.question} </span>
          <span aria-hidden="true">{words.sliderValue}</span>
        </label>
        <output htmlFor={inputId} className="text-2xl font-bold text-indigo-700 tabular-nums">
          {text}
        </output>
      </div>
      <input
        id={inputId}
        type="range"
        min={min}
        max={max}
        value={value}
        onChange={(event) => {
          setValue(Number(event.target.value));
        }}
        aria-valuetext={text}
        aria-describedby={scale.length > 0 ? scaleId : undefined}
        data-widget-focus=""
        className="mt-3 h-2 w-full cursor-pointer accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
      />
      {scale.length > 0 ? (
        <p id={scaleId} className="mt-2 flex justify-between gap-4 text-sm text-slate-600">
          <span>
            <span className="sr-only">{min}:</span> {widget.minLabel}
          </span>{' '}
          <span className="text-right">
            <span className="sr-only">{max}:</span> {widget.maxLabel}
          </span>
        </p>
      ) : null}
    </WidgetFrame>
  );
}
