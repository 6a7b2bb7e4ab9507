import type { WidgetType } from '@zappy/contract/widgets';

/** The widget types the wizard can show (spec section 5); others are 'Unsupported widget type'. */
const SUPPORTED_WIDGET_TYPES: ReadonlySet<string> = new Set<WidgetType>([
  'single_select',
  'multi_select',
  'text_input',
  'slider',
  'rating',
  'color_picker',
  'image_selector',
  'color_palette',
]);

export function isSupportedWidget(type: string): boolean {
  return SUPPORTED_WIDGET_TYPES.has(type);
}
