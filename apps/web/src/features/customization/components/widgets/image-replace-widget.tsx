import { CUSTOMIZATION_MESSAGES as M } from '@zappy/contract/messages';
import type { WidgetImage } from '@zappy/contract/widgets';
import { useWidgetWords } from '../../../../components/widgets/widget-words';
import { ImageSlotCard, imageNameOf, slotOf } from './image-slot-card';
import { QuestionCard } from './question-card';
import type { CustomizationWidgetProps } from './types';

/**
 * `image_replace`: the site's current images, each replaceable by an upload described in the
 * owner's words. A replacement is a new version at once; the AI hears which slot changed and the
 * preview reloads. Once answered the grid stays, disabled, showing the new image, and still asks
 * for the description of a photo that came without one.
 */
export function ImageReplaceWidget({
  widget,
  websiteId,
  isOpen,
  isBusy,
  onSubmit,
  onUpdated,
}: CustomizationWidgetProps) {
  const images = widget.images ?? [];
  const words = useWidgetWords().imageReplace;

  const onReplaced = (image: WidgetImage, fileName: string) => {
    onUpdated();
    const slot = slotOf(image);
    void onSubmit(
      {
        type: 'image_replace',
        value: slot,
        action: 'replaced',
        imageSlot: slot,
        imageName: fileName,
        question: widget.question,
      },
      words.answer(imageNameOf(image), fileName),
    );
  };

  return (
    <QuestionCard question={widget.question}>
      {images.length === 0 ? (
        <p className="text-sm text-slate-700">{M.noImages}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2">
          {images.map((image, index) => (
            <ImageSlotCard
              key={image.id}
              image={image}
              index={index}
              websiteId={websiteId}
              isDisabled={!isOpen || isBusy}
              onReplaced={onReplaced}
              onDescribed={onUpdated}
            />
          ))}
        </ul>
      )}
    </QuestionCard>
  );
}
