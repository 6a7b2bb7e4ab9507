import { CircleAlert } from 'lucide-react';
import { WIZARD_MESSAGES } from '@zappy/contract/messages';
import { ColorPaletteWidget } from './color-palette-widget';
import { ColorPickerWidget } from './color-picker-widget';
import { ImageSelectorWidget } from './image-selector-widget';
import { RatingWidget } from './rating-widget';
import { SelectWidget } from './select-widget';
import { SliderWidget } from './slider-widget';
import { TextInputWidget } from './text-input-widget';
import type { WidgetProps } from './types';

/** The pending widget, by type; types the wizard does not offer show 'Unsupported widget type'. */
export function WidgetPanel(props: WidgetProps) {
  switch (props.widget.type) {
    case 'single_select':
    case 'multi_select':
      return <SelectWidget {...props} />;
    case 'text_input':
      return <TextInputWidget {...props} />;
    case 'slider':
      return <SliderWidget {...props} />;
    case 'rating':
      return <RatingWidget {...props} />;
    case 'color_picker':
      return <ColorPickerWidget {...props} />;
    case 'image_selector':
      return <ImageSelectorWidget {...props} />;
    case 'color_palette':
      return <ColorPaletteWidget {...props} />;
    default:
      return (
        <p className="flex items-center gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm font-medium text-amber-900">
          <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
          {WIZARD_MESSAGES.unsupportedWidget}
        </p>
      );
  }
}
