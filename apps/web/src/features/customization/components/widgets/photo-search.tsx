import { useId, useState, type SubmitEvent } from 'react';
import { Search } from 'lucide-react';
import { MAX_PHOTO_QUERY_LENGTH } from '@zappy/contract/customization';
import type { PhotoFailure } from '@zappy/contract/photos';
import type { WidgetImage, WidgetPhotoSearch } from '@zappy/contract/widgets';
import type { PhotoSearchProblem, PhotoSearchWords } from '@zappy/locales/types';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { placePhoto } from '../../api/place-photo';
import { searchPhotos } from '../../api/search-photos';
import { usePhotoSearchWordsIn } from '../../lib/photo-search-words';
import { imageNameOf, slotOf } from './image-slot-card';
import { PhotoDescription } from './photo-description';

/** A photo placed in one of the site's images, as the image's card then shows it. */
export interface PlacedPhoto {
  slot: string;
  url: string;
  alt: string;
}

interface PhotoSearchProps {
  websiteId: string;
  /** The site's language: the panel speaks it, and the search reads it. */
  language?: string | undefined;
  /** What the chat already searched for and found, if anything. */
  initial: WidgetPhotoSearch;
  /** The site's images a chosen photo may replace (the widget's). */
  images: readonly WidgetImage[];
  isDisabled: boolean;
  /** A photo went live in a slot as a new version. */
  onPlaced: (placed: PlacedPhoto, image: WidgetImage) => void;
}

/** How a search that gave nothing is told: each failure of the service, in the owner's words. */
const PROBLEMS: Readonly<Record<Exclude<PhotoFailure, 'no_results'>, PhotoSearchProblem>> = {
  unauthorized: 'unauthorized',
  rate_limited: 'rate_limited',
  timeout: 'unavailable',
  unreachable: 'unavailable',
  not_an_image: 'unusable',
  too_large: 'unusable',
  unreadable: 'unusable',
};

function failureText(words: PhotoSearchWords, failure: PhotoFailure, query: string): string {
  return failure === 'no_results' ? words.none(query) : words.failed[PROBLEMS[failure]];
}

/**
 * "Search photos" in the image panel (decision 040): the photo service's photos of the owner's
 * words, each credited as its service asks, chosen with the keyboard like any radio group; the
 * image it replaces is chosen too when the panel holds several (never guessed); its description,
 * the service's or the owner's, becomes its alt text. Only shown when the server can search.
 */
export function PhotoSearch({
  websiteId,
  language,
  initial,
  images,
  isDisabled,
  onPlaced,
}: PhotoSearchProps) {
  const id = useId();
  const { words } = usePhotoSearchWordsIn(language);
  const [query, setQuery] = useState(initial.query);
  const [searched, setSearched] = useState(initial.query);
  const [photos, setPhotos] = useState<readonly WidgetImage[]>(initial.photos);
  const [chosen, setChosen] = useState<WidgetImage | null>(null);
  const [slot, setSlot] = useState(images.length === 1 && images[0] ? slotOf(images[0]) : '');
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'searching' | 'placing' | null>(null);

  const choose = (photo: WidgetImage) => {
    setChosen(photo);
    setAlt(photo.description ?? photo.alt);
    setError(null);
  };

  const onSearch = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    setBusy('searching');
    setError(null);
    setStatus(words.searching);
    try {
      const found = await searchPhotos(websiteId, {
        query: text,
        ...(images.length === 1 && images[0] ? { imageSlot: slotOf(images[0]) } : {}),
      });
      setPhotos(found.photos);
      setSearched(text);
      setChosen(null);
      setStatus(
        found.failure
          ? failureText(words, found.failure, text)
          : words.found(found.photos.length, text),
      );
    } catch (caught: unknown) {
      setStatus('');
      // 409: the service was taken away since the panel was shown.
      setError(
        caught instanceof ApiError && caught.status === 409 ? words.off : words.failed.unavailable,
      );
    } finally {
      setBusy(null);
    }
  };

  const onUse = async () => {
    const image = images.find((i) => slotOf(i) === slot);
    if (!chosen) return;
    if (!image) {
      setError(words.pickSlot);
      return;
    }
    setBusy('placing');
    setError(null);
    try {
      await placePhoto(websiteId, { photoId: chosen.id, imageSlot: slot, imageAlt: alt.trim() });
      setStatus(words.used);
      onPlaced({ slot, url: chosen.url, alt: alt.trim() || chosen.alt }, image);
    } catch (caught: unknown) {
      setError(
        caught instanceof ApiError && caught.status >= 400 && caught.status < 500
          ? caught.message
          : words.useFailed,
      );
    } finally {
      setBusy(null);
    }
  };

  const isOff = isDisabled || busy !== null;
  const creditId = (photo: WidgetImage) => `${id}-credit-${photo.id}`;
  return (
    <div className="mb-3 flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-2">
      <form role="search" aria-label={words.title} onSubmit={(e) => void onSearch(e)}>
        <label htmlFor={`${id}-query`} className="text-xs font-semibold text-slate-900">
          {words.title}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-query`}
            type="search"
            dir="auto"
            value={query}
            maxLength={MAX_PHOTO_QUERY_LENGTH}
            placeholder={words.placeholder}
            disabled={isOff}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
            }}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
          />
          <Button type="submit" size="sm" disabled={isOff || query.trim() === ''}>
            <Search aria-hidden="true" className="size-4" />
            {busy === 'searching' ? words.searching : words.search}
          </Button>
        </div>
      </form>
      <p role="status" dir="auto" className="text-xs text-slate-700 empty:hidden">
        {status}
      </p>
      {photos.length > 0 ? (
        <fieldset disabled={isOff} className="min-w-0">
          <legend dir="auto" className="mb-1 text-xs font-medium text-slate-900">
            {words.results(searched)}
          </legend>
          <ul className="grid grid-cols-2 gap-2">
            {photos.map((photo) => (
              <li key={photo.id} className="flex min-w-0 flex-col gap-1">
                <label
                  className={cn(
                    'relative block cursor-pointer rounded-md p-0.5 ring-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
                    chosen?.id === photo.id ? 'ring-indigo-600' : 'ring-transparent',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-photo`}
                    value={photo.id}
                    checked={chosen?.id === photo.id}
                    onChange={() => {
                      choose(photo);
                    }}
                    aria-describedby={creditId(photo)}
                    className="sr-only"
                  />
                  <img
                    src={photo.url}
                    alt={photo.alt}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded bg-slate-200 object-cover"
                  />
                </label>
                <p
                  id={creditId(photo)}
                  dir="auto"
                  className="text-[11px] break-words text-slate-700"
                >
                  {photo.credit ? (
                    <a
                      href={photo.credit.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="underline hover:text-slate-900"
                    >
                      {words.credit(photo.credit.name, photo.credit.provider)}
                    </a>
                  ) : (
                    words.generated
                  )}
                </p>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      {chosen ? (
        <div className="flex flex-col gap-2">
          {images.length > 1 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-slot`} className="text-xs font-medium text-slate-900">
                {words.slot}
              </label>
              <select
                id={`${id}-slot`}
                value={slot}
                disabled={isOff}
                onChange={(event) => {
                  setSlot(event.currentTarget.value);
                }}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <option value="">{words.chooseSlot}</option>
                {images.map((image) => (
                  <option key={image.id} value={slotOf(image)}>
                    {imageNameOf(image)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <PhotoDescription name={chosen.alt} value={alt} onChange={setAlt} isDisabled={isOff} />
          <Button size="sm" onClick={() => void onUse()} disabled={isOff} className="self-start">
            {busy === 'placing' ? words.using : words.use}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" dir="auto" className="text-xs font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
