import { useId, useState, type ChangeEvent } from 'react';
import { ImageOff, Upload } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '@zappy/contract/customization';
import { CUSTOMIZATION_MESSAGES as M } from '@zappy/contract/messages';
import type { WidgetImage } from '@zappy/contract/widgets';
import { useWidgetWords } from '../../../../components/widgets/widget-words';
import { cn } from '../../../../lib/cn';
import { applyCustomization } from '../../api/apply-customization';
import { replaceImage } from '../../api/replace-image';
import { errorText } from '../../lib/error-text';
import { PhotoDescription } from './photo-description';

/** The formats the server re-encodes (spec: image files only). */
const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

interface ImageSlotCardProps {
  image: WidgetImage;
  /** 0-based; the spec's texts count images from 1. */
  index: number;
  websiteId: string;
  isDisabled: boolean;
  /** A searched photo the owner put here (the panel's photo search): shown as the new image. */
  placed?: { url: string; alt: string } | undefined;
  onReplaced: (image: WidgetImage, fileName: string) => void;
  /** A description was saved as a new version. */
  onDescribed: () => void;
}

/** The slot an image fills: its `dataSlot`, or its id when the widget names none. */
export function slotOf(image: WidgetImage): string {
  return image.dataSlot ?? image.id;
}

export function imageNameOf(image: WidgetImage): string {
  return image.name ?? image.label ?? image.alt;
}

/**
 * One image of the site with its Replace control and a field for the new photo's description.
 * Files over 5 MB are refused here, before any upload; an image that does not load shows a
 * neutral box rather than a broken image. A photo without a description (uploaded without one,
 * or so already) keeps asking for it, with a Save of its own, also once the chat has moved on.
 */
export function ImageSlotCard({
  image,
  index,
  websiteId,
  isDisabled,
  placed,
  onReplaced,
  onDescribed,
}: ImageSlotCardProps) {
  const inputId = useId();
  const [shownUrl, setShownUrl] = useState(image.currentImageUrl ?? image.url);
  const [isBroken, setIsBroken] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isReplaced, setIsReplaced] = useState(false);
  // The shown image's text: a new photo's is its owner's words, never the old image's.
  const [shownAlt, setShownAlt] = useState(image.alt);
  const [alt, setAlt] = useState('');
  const [isAsking, setIsAsking] = useState(image.needsDescription === true);
  const [isSaving, setIsSaving] = useState(false);
  const [isDescribed, setIsDescribed] = useState(false);
  const name = imageNameOf(image);
  const words = useWidgetWords().imageReplace;
  // A searched photo came with its description: the card shows it, and asks for none.
  const url = placed?.url ?? shownUrl;
  const shown = placed?.alt ?? shownAlt;
  const isNew = isReplaced || placed !== undefined;

  const onSave = async () => {
    setError(null);
    setIsSaving(true);
    try {
      await applyCustomization(websiteId, {
        edits: [{ op: 'setImageAlt', slot: slotOf(image), alt }],
      });
      setShownAlt(alt.trim());
      setIsAsking(false);
      setIsDescribed(true);
      onDescribed();
    } catch (caught: unknown) {
      setError(errorText(caught, M.applyFailed));
    } finally {
      setIsSaving(false);
    }
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after an error) fires a change.
    input.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(`Image ${index + 1} is too large (max 5MB)`);
      return;
    }
    setError(null);
    setIsUploading(true);
    try {
      const result = await replaceImage({
        websiteId,
        file,
        imageSlot: slotOf(image),
        imageName: file.name,
        imageAlt: alt.trim(),
      });
      if (!result.success) throw new Error(M.replaceImageFailed);
      setShownUrl(result.image.url);
      setShownAlt(alt.trim() || file.name);
      setIsBroken(false);
      setIsReplaced(true);
      setIsAsking(result.photosWithoutDescription?.includes(slotOf(image)) ?? false);
      onReplaced(image, file.name);
    } catch (caught: unknown) {
      setError(errorText(caught, M.replaceImageFailed));
    } finally {
      setIsUploading(false);
    }
  };

  const isInputDisabled = isDisabled || isUploading;
  return (
    <li className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2">
      {isBroken ? (
        <div
          role="img"
          aria-label={words.unavailable(shown)}
          className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-slate-100 text-slate-600"
        >
          <ImageOff aria-hidden="true" className="size-6" />
        </div>
      ) : (
        <img
          src={url}
          alt={shown}
          onError={() => {
            setIsBroken(true);
          }}
          className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
        />
      )}
      <p dir="auto" className="truncate text-xs font-medium text-slate-900">
        {name}
      </p>
      {image.description && !isNew ? (
        <p dir="auto" className="text-xs text-slate-700">
          {image.description}
        </p>
      ) : null}
      <p role="status" className="flex flex-col text-xs font-medium">
        {isNew ? <span className="text-emerald-800">{words.replaced}</span> : null}
        {isAsking ? <span className="text-amber-900">{words.noDescription}</span> : null}
        {isDescribed ? <span className="text-emerald-800">{words.described}</span> : null}
      </p>
      {isAsking || !(isNew || isDescribed) ? (
        <PhotoDescription
          name={name}
          value={alt}
          onChange={setAlt}
          isDisabled={isAsking ? isSaving : isInputDisabled}
          onSave={isAsking ? () => void onSave() : undefined}
        />
      ) : null}
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_TYPES}
        disabled={isInputDisabled}
        onChange={(event) => void onChange(event)}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={cn(
          'inline-flex items-center justify-center gap-1.5 rounded-lg border border-slate-300 px-2 py-1.5 text-xs font-semibold text-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600',
          isInputDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-slate-50',
        )}
      >
        <Upload aria-hidden="true" className="size-3.5" />
        {isUploading ? words.uploading : words.replace}
        <span className="sr-only"> {name}</span>
      </label>
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </li>
  );
}
