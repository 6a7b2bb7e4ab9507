import type { WidgetType } from '@zappy/contract/widgets';

/**
 * The widget types the wizard can show (spec section 5); `widget-panel.tsx` has a component for
 * each. Apart from the components, so the chat can ask without loading them.
 */
const SUPPORTED_WIDGETS = [
  'single_select',
  'multi_select',
  'text_input',
  'slider',
  'rating',
  'color_picker',
  'image_selector',
  'color_palette',
] as const satisfies readonly WidgetType[];

export type SupportedWidgetType = (typeof SUPPORTED_WIDGETS)[number];

export function isSupportedWidget(type: string): type is SupportedWidgetType {
  return (SUPPORTED_WIDGETS as readonly string[]).includes(type);
}
