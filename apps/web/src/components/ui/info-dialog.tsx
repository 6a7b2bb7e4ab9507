import type { ComponentProps } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/** A dialog that only informs: its content, then a Close button (`doneLabel`, in its language). */
export function InfoDialog({
  onClose,
  children,
  doneLabel = 'Close',
  ...modalProps
}: Omit<ComponentProps<typeof Modal>, 'isDismissDisabled'> & { doneLabel?: string }) {
  return (
    <Modal onClose={onClose} {...modalProps}>
      {children}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {doneLabel}
        </Button>
      </div>
    </Modal>
  );
}
