import { useId, useState, type ChangeEvent } from 'react';
import { ImageOff, Upload } from 'lucide-react';
import { MAX_UPLOAD_BYTES } from '@zappy/contract/customization';
import { CUSTOMIZATION_MESSAGES as M } from '@zappy/contract/messages';
import type { WidgetImage } from '@zappy/contract/widgets';
import { useWidgetWords } from '../../../../components/widgets/widget-words';
import { cn } from '../../../../lib/cn';
import { replaceImage } from '../../api/replace-image';
import { errorText } from '../../lib/error-text';

/** The formats the server re-encodes (spec: image files only). */
const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

interface ImageSlotCardProps {
  image: WidgetImage;
  /** 0-based; the spec's texts count images from 1. */
  index: number;
  websiteId: string;
  isDisabled: boolean;
  onReplaced: (image: WidgetImage, fileName: string) => void;
}

/** The slot an image fills: its `dataSlot`, or its id when the widget names none. */
export function slotOf(image: WidgetImage): string {
  return image.dataSlot ?? image.id;
}

export function imageNameOf(image: WidgetImage): string {
  return image.name ?? image.label ?? image.alt;
}

/**
 * One image of the site with its Replace control. Files over 5 MB are refused here, before any
 * upload; an image that does not load shows a neutral box rather than a broken image.
 */
export function ImageSlotCard({
  image,
  index,
  websiteId,
  isDisabled,
  onReplaced,
}: ImageSlotCardProps) {
  const inputId = useId();
  const [shownUrl, setShownUrl] = useState(image.currentImageUrl ?? image.url);
  const [isBroken, setIsBroken] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isReplaced, setIsReplaced] = useState(false);
  const name = imageNameOf(image);
  const words = useWidgetWords().imageReplace;

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
      });
      if (!result.success) throw new Error(M.replaceImageFailed);
      setShownUrl(result.image.url);
      setIsBroken(false);
      setIsReplaced(true);
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
          aria-label={words.unavailable(image.alt)}
          className="flex aspect-[4/3] w-full items-center justify-center rounded-md bg-slate-100 text-slate-600"
        >
          <ImageOff aria-hidden="true" className="size-6" />
        </div>
      ) : (
        <img
          src={shownUrl}
          alt={image.alt}
          onError={() => {
            setIsBroken(true);
          }}
          className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
        />
      )}
      <p dir="auto" className="truncate text-xs font-medium text-slate-900">
        {name}
      </p>
      {image.description ? (
        <p dir="auto" className="text-xs text-slate-700">
          {image.description}
        </p>
      ) : null}
      {isReplaced ? <p className="text-xs font-medium text-emerald-800">{words.replaced}</p> : null}
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
