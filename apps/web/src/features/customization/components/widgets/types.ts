import type { Widget, WidgetResponse } from '@zappy/contract/widgets';

/** What every widget of the customization chat is given. */
export interface CustomizationWidgetProps {
  widget: Widget;
  websiteId: string;
  /** False once answered (or passed over): the widget is then shown disabled or not at all. */
  isOpen: boolean;
  /** A request is running: nothing new may be sent. */
  isBusy: boolean;
  /** Resolves false when the answer was not delivered. */
  onSubmit: (
    response: WidgetResponse,
    label: string,
    flags?: { isCustomizationSelection?: boolean },
  ) => Promise<boolean>;
  /** A change went live as a new version: the preview reloads. */
  onUpdated: () => void;
  /** The site's language (a BCP 47 tag): the business-info editor speaks it. */
  language?: string;
}
