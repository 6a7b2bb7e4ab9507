import type { Widget, WidgetImage, WidgetResponse } from '@zappy/contract/widgets';

/** Stores the owner's photo, with their description, as choices of the image step. */
export type ImageUploader = (file: File, alt: string) => Promise<WidgetImage[]>;

export interface WidgetProps {
  widget: Widget;
  /** `label` is what the user's bubble shows: the chosen labels, not the raw values. */
  onSubmit: (response: WidgetResponse, label: string) => void;
  /** Offered by the wizard: the image step then takes the owner's own photos too. */
  uploadImage?: ImageUploader | undefined;
}
