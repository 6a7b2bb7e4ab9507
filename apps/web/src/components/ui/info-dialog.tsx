import type { ComponentProps } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/** A dialog that only informs: its content, then a Close button. */
export function InfoDialog({
  onClose,
  children,
  ...modalProps
}: Omit<ComponentProps<typeof Modal>, 'isDismissDisabled'>) {
  return (
    <Modal onClose={onClose} {...modalProps}>
      {children}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
