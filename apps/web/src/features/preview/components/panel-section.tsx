import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface PanelSectionProps {
  title: string;
  /** A decorative icon; the title names the region. */
  icon: ReactNode;
  /** The colours of the icon's tile. */
  iconClassName: string;
  children: ReactNode;
}

/** A panel below the preview (Versions, Feedback): a region named by its heading. */
export function PanelSection({ title, icon, iconClassName, children }: PanelSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-5 py-4">
        <span className={cn('flex size-9 items-center justify-center rounded-xl', iconClassName)}>
          {icon}
        </span>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
