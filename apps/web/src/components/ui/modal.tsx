import { useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useFocusTrap } from '../../lib/use-focus-trap';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Escape and the backdrop do nothing while true (e.g. a request is running). */
  isDismissDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /**
   * The corner button's accessible name, in the language of the page around the dialog
   * (AppWords' `dialog.close`). English by default: every page has a dialog, and the phrasebook
   * stays out of the first load of pages that speak only English.
   */
  closeLabel?: string;
  /**
   * The language and direction of the dialog's words when they are not the page's (the dialog is
   * portalled to the body, out of any element that sets them).
   */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/**
 * An accessible modal dialog: labelled by its title, focus moves in and is trapped, Escape and
 * the backdrop close it, the page behind is inert, and focus returns to the opener.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  isDismissDisabled = false,
  size = 'md',
  closeLabel = 'Close dialog',
  lang,
  dir,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  useFocusTrap(panel, open, {
    onEscape: onClose,
    isEscapeDisabled: isDismissDisabled,
    isModal: true,
  });

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm"
        onClick={() => {
          if (!isDismissDisabled) onClose();
        }}
      />
      <div
        ref={setPanel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        lang={lang}
        dir={dir}
        tabIndex={-1}
        className={cn(
          'relative max-h-[90vh] w-full overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-900/10 focus:outline-none sm:p-8',
          size === 'sm' && 'max-w-md',
          size === 'md' && 'max-w-lg',
          size === 'lg' && 'max-w-2xl',
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            disabled={isDismissDisabled}
            aria-label={closeLabel}
            className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="mb-5 text-sm leading-6 text-slate-700">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
