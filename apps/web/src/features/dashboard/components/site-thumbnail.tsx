import { cn } from '../../../lib/cn';

const PAGE_WIDTH = 1280;
const PAGE_HEIGHT = 800;

/** A stable pair of colours per site, so a site without a page still looks like itself. */
function paletteFor(name: string): [string, string] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return [`hsl(${hash} 70% 92%)`, `hsl(${(hash + 40) % 360} 55% 30%)`];
}

/**
 * A picture of the live site's first screen, so owners recognise it: the real page at desktop
 * width, drawn at a twelfth (phones) or an eighth of its size. `sandbox=""` runs no script and grants no origin, lazy loading keeps a
 * long list cheap, and it is hidden from assistive technology and the tab order because the
 * row's name already says which site it is.
 */
export function SiteThumbnail({ name, url }: { name: string; url: string | null }) {
  const [background, foreground] = paletteFor(name);
  return (
    <div
      className={cn(
        'relative h-[66px] w-[106px] shrink-0 overflow-hidden rounded-xl ring-1 ring-slate-200 sm:h-[100px] sm:w-[160px]',
      )}
      style={{ background }}
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-3xl font-bold"
        style={{ color: foreground }}
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      {url ? (
        <iframe
          src={url}
          title={`${name} thumbnail`}
          sandbox=""
          loading="lazy"
          tabIndex={-1}
          aria-hidden="true"
          referrerPolicy="no-referrer"
          className="pointer-events-none absolute top-0 left-0 origin-top-left scale-[0.0825] border-0 sm:scale-[0.125]"
          style={{
            width: PAGE_WIDTH,
            height: PAGE_HEIGHT,
          }}
        />
      ) : null}
    </div>
  );
}
