import { useState } from 'react';
import { CUSTOMIZATION_MESSAGES as M } from '@zappy/contract/messages';
import type { WidgetImage } from '@zappy/contract/widgets';
import { useWidgetWords } from '../../../../components/widgets/widget-words';
import { ImageSlotCard, imageNameOf, slotOf } from './image-slot-card';
import { PhotoSearch, type PlacedPhoto } from './photo-search';
import { QuestionCard } from './question-card';
import type { CustomizationWidgetProps } from './types';

/**
 * `image_replace`: the site's current images, each replaceable by an upload described in the
 * owner's words, or, when the server can search (`photoSearch`), by a photo searched for above
 * them. A replacement is a new version at once; the AI hears which slot changed and the preview
 * reloads. Once answered the grid stays, disabled, showing the new image, and still asks for the
 * description of a photo that came without one.
 */
export function ImageReplaceWidget({
  widget,
  websiteId,
  isOpen,
  isBusy,
  onSubmit,
  onUpdated,
  language,
}: CustomizationWidgetProps) {
  const images = widget.images ?? [];
  const words = useWidgetWords().imageReplace;
  const [placed, setPlaced] = useState<PlacedPhoto | null>(null);

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

  const onPlaced = (photo: PlacedPhoto, image: WidgetImage) => {
    setPlaced(photo);
    onReplaced(image, photo.alt);
  };

  return (
    <QuestionCard question={widget.question}>
      {widget.photoSearch && images.length > 0 ? (
        <PhotoSearch
          websiteId={websiteId}
          language={language}
          initial={widget.photoSearch}
          images={images}
          isDisabled={!isOpen || isBusy}
          onPlaced={onPlaced}
        />
      ) : null}
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
              placed={placed?.slot === slotOf(image) ? placed : undefined}
              onReplaced={onReplaced}
              onDescribed={onUpdated}
            />
          ))}
        </ul>
      )}
    </QuestionCard>
  );
}
