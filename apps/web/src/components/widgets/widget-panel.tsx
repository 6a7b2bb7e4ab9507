import type { ComponentType } from 'react';
import { CircleAlert } from 'lucide-react';
import { WIZARD_MESSAGES } from '@zappy/contract/messages';
import { ColorPaletteWidget } from './color-palette-widget';
import { ColorPickerWidget } from './color-picker-widget';
import { ImageSelectorWidget } from './image-selector-widget';
import { RatingWidget } from './rating-widget';
import { SelectWidget } from './select-widget';
import { SliderWidget } from './slider-widget';
import { isSupportedWidget, type SupportedWidgetType } from './supported';
import { TextInputWidget } from './text-input-widget';
import type { WidgetProps } from './types';

/** Each widget type the wizard can show, with its component. */
const WIDGETS: Record<SupportedWidgetType, ComponentType<WidgetProps>> = {
  single_select: SelectWidget,
  multi_select: SelectWidget,
  text_input: TextInputWidget,
  slider: SliderWidget,
  rating: RatingWidget,
  color_picker: ColorPickerWidget,
  image_selector: ImageSelectorWidget,
  color_palette: ColorPaletteWidget,
};

/** The pending widget, by type; types the wizard does not offer show 'Unsupported widget type'. */
export function WidgetPanel(props: WidgetProps) {
  const Widget = isSupportedWidget(props.widget.type) ? WIDGETS[props.widget.type] : undefined;
  if (Widget) return <Widget {...props} />;
  return (
    <p className="flex items-center gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm font-medium text-amber-900">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
      {WIZARD_MESSAGES.unsupportedWidget}
    </p>
  );
}
