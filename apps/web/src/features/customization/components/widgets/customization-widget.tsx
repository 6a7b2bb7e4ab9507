import { WidgetPanel } from '../../../../components/widgets/widget-panel';
import { BusinessEditorWidget } from './business-editor-widget';
import { CustomizationOptionsWidget } from './customization-options-widget';
import { ImageReplaceWidget } from './image-replace-widget';
import type { CustomizationWidgetProps } from './types';

/**
 * The widget of an assistant message, by type: the three customization widgets here, every
 * other type through the wizard's widgets (which say 'Unsupported widget type' for the rest).
 * An answered widget goes, replaced by the answer; image replacement stays, disabled, so the
 * new image remains in view.
 */
export function CustomizationWidget(props: CustomizationWidgetProps) {
  const { widget, isOpen, isBusy, onSubmit } = props;
  if (widget.type === 'image_replace') return <ImageReplaceWidget {...props} />;
  if (!isOpen) return null;
  if (widget.type === 'customization_options') {
    return <CustomizationOptionsWidget widget={widget} isBusy={isBusy} onSubmit={onSubmit} />;
  }
  if (widget.type === 'business_editor') return <BusinessEditorWidget {...props} />;
  return (
    <WidgetPanel
      widget={widget}
      onSubmit={(response, label) => {
        void onSubmit(response, label);
      }}
    />
  );
}
