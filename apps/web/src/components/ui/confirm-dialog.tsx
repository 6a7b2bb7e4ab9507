import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps extends Pick<
  ComponentProps<typeof Modal>,
  'open' | 'title' | 'description' | 'closeLabel' | 'lang' | 'dir'
> {
  onCancel: () => void;
  onConfirm: () => void;
  /** While true both buttons are disabled and the dialog cannot be dismissed. */
  isBusy: boolean;
  /** The danger button's text, and its text while the action runs. */
  confirmLabel: string;
  busyLabel: string;
  /** The button that leaves without acting, in the dialog's language. */
  cancelLabel?: string;
  /** What the action affects, between the description and the buttons. */
  children?: ReactNode;
}

/** A small dialog asking to confirm a destructive action; Cancel takes the first focus. */
export function ConfirmDialog({
  onCancel,
  onConfirm,
  isBusy,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  children,
  ...modalProps
}: ConfirmDialogProps) {
  return (
    <Modal {...modalProps} onClose={onCancel} size="sm" isDismissDisabled={isBusy}>
      {children}
      <div
        className={cn(
          children !== undefined && 'mt-6',
          'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end',
        )}
      >
        <Button variant="secondary" onClick={onCancel} disabled={isBusy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
