import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

export interface MenuItem {
  label: string;
  description?: string;
  onSelect: () => void;
}

interface MenuButtonProps {
  label: ReactNode;
  items: MenuItem[];
  variant?: ButtonVariant;
  size?: ButtonSize;
  disabled?: boolean;
  /** Which edge of the button the menu lines up with. */
  align?: 'left' | 'right';
  className?: string;
  buttonClassName?: string;
}

/**
 * A WAI-ARIA menu button: Enter, Space or ArrowDown open the menu on its first item, arrows,
 * Home and End move, Escape and Tab close it and focus returns to the button.
 */
export function MenuButton({
  label,
  items,
  variant = 'secondary',
  size = 'md',
  disabled = false,
  align = 'right',
  className,
  buttonClassName,
}: MenuButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const buttonId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (isOpen) itemRefs.current[focusIndex]?.focus();
  }, [isOpen, focusIndex]);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  const open = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (shouldFocusButton: boolean) => {
    setOpen(false);
    if (shouldFocusButton) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(items.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      // The menu closes, not a dialog it may sit in.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div ref={rootRef} className={cn('relative inline-flex', className)}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        disabled={disabled}
        onClick={() => {
          if (isOpen) close(false);
          else open(0);
        }}
        onKeyDown={onButtonKeyDown}
        className={buttonClasses(variant, size, cn('w-full', buttonClassName))}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      {isOpen ? (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className={cn(
            'absolute top-full z-30 mt-2 w-64 overflow-hidden rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-900/10',
            align === 'right' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
              className="flex w-full flex-col items-start rounded-lg px-3 py-2 text-left hover:bg-indigo-50 focus:bg-indigo-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
            >
              <span className="text-sm font-semibold text-slate-900">{item.label}</span>
              {item.description ? (
                <span className="text-xs text-slate-700">{item.description}</span>
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
