import { useId, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { MAX_IMAGE_BYTES } from '@zappy/contract/constants';
import type { WidgetImage } from '@zappy/contract/widgets';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import type { ImageUploader } from './types';
import { useWidgetWords } from './widget-words';

/** The formats the server re-encodes (spec: image files only). */
const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';
/** The server's cap on a photo's description (`MAX_IMAGE_ALT_LENGTH`). */
const MAX_DESCRIPTION = 250;

interface UploadOwnPhotoProps {
  upload: ImageUploader;
  onAdded: (images: WidgetImage[]) => void;
}

/**
 * "Upload your own" under the image step's choices: the owner describes the photo for people who
 * can't see it, then picks the file. Over 5 MB is refused here with the spec's words; what the
 * server refuses (not a photo) shows its `error`. Several photos may be added one by one.
 */
export function UploadOwnPhoto({ upload, onAdded }: UploadOwnPhotoProps) {
  const words = useWidgetWords();
  const own = words.heroPhotos;
  const describeId = useId();
  const fileId = useId();
  const [alt, setAlt] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isAdded, setIsAdded] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again (after an error) fires a change.
    input.value = '';
    if (!file) return;
    setIsAdded(false);
    if (alt.trim() === '') {
      // Announced (role="alert"); the description field sits just before the button.
      setError(own.describeFirst);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setError('Image 1 is too large (max 5MB)');
      return;
    }
    setError(null);
    setIsUploading(true);
    try {
      onAdded(await upload(file, alt.trim()));
      setAlt('');
      setIsAdded(true);
    } catch (caught: unknown) {
      const isExplained = caught instanceof ApiError && caught.status < 500;
      setError(isExplained ? caught.message : own.failed);
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <fieldset className="mt-4 min-w-0 rounded-xl border border-dashed border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{own.uploadOwn}</legend>
      <label htmlFor={describeId} className="block text-sm text-slate-700">
        {words.imageReplace.describe}
      </label>
      <input
        id={describeId}
        type="text"
        dir="auto"
        value={alt}
        maxLength={MAX_DESCRIPTION}
        onChange={(event) => {
          setAlt(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter ends the description, not the question: the widget's Submit stays a click away.
          if (event.key === 'Enter') event.preventDefault();
        }}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
      />
      <input
        id={fileId}
        type="file"
        accept={ACCEPTED_TYPES}
        disabled={isUploading}
        onChange={(event) => void onChange(event)}
        className="peer sr-only"
      />
      <label
        htmlFor={fileId}
        className={cn(
          'mt-2 inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600',
          isUploading ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-slate-50',
        )}
      >
        <Upload aria-hidden="true" className="size-4" />
        {isUploading ? words.imageReplace.uploading : own.choose}
      </label>
      <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
        {isAdded ? own.added : ''}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
