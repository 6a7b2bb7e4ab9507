import type { Widget, WidgetResponse } from '@zappy/contract/widgets';

export interface WidgetProps {
  widget: Widget;
  /** `label` is what the user's bubble shows: the chosen labels, not the raw values. */
  onSubmit: (response: WidgetResponse, label: string) => void;
}
