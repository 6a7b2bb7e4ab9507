import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A decorative icon on a rounded square beside a heading or a step; `className` gives its
 * colours. Hidden from screen readers: the text beside it says what it means.
 */
export function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
