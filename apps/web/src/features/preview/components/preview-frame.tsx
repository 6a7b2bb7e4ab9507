import { useState, type ReactNode, type Ref } from 'react';
import { Globe } from 'lucide-react';
import type { AppWords } from '@zappy/locales/types';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The site in a frame. DESIGN section 9: scripts may run, but never together with
 * allow-same-origin, so the site can never reach the app even from the preview endpoint.
 */
export function PreviewFrame({
  url,
  websiteName,
  words,
  frameRef,
  onLoad,
  tools,
}: {
  url: string;
  websiteName: string;
  /** The page's words in the site's language. */
  words: Pick<AppWords['preview'], 'frameTitle' | 'privatePreview'>;
  frameRef?: Ref<HTMLIFrameElement>;
  /** After every load of the frame's page. */
  onLoad?: () => void;
  /** Controls shown in the frame's address bar (point and edit). */
  tools?: ReactNode;
}) {
  const [isLoaded, setLoaded] = useState(false);
  const address = url.startsWith('http') ? new URL(url).host : words.privatePreview;
  return (
    <figure className="flex h-[70vh] min-h-[28rem] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg shadow-slate-900/5 lg:h-[calc(100vh-15rem)] lg:min-h-[36rem]">
      <figcaption className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-500" />
        </span>
        <span className="flex min-w-0 flex-1 items-center gap-2 rounded-lg bg-white px-3 py-1 text-xs text-slate-700 ring-1 ring-slate-200">
          <Globe aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
          <span className="truncate">{address}</span>
        </span>
        {tools}
      </figcaption>
      <div className="relative flex-1">
        {isLoaded ? null : (
          <div className="absolute inset-0 flex items-center justify-center bg-white">
            <Spinner label="Loading your website..." />
          </div>
        )}
        <iframe
          ref={frameRef}
          src={url}
          title={words.frameTitle(websiteName)}
          sandbox="allow-scripts allow-forms allow-popups"
          referrerPolicy="no-referrer"
          onLoad={() => {
            setLoaded(true);
            onLoad?.();
          }}
          className="size-full border-0"
        />
      </div>
    </figure>
  );
}
