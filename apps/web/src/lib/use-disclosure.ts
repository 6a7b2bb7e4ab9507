import { useState } from 'react';

/** Whether a dialog is open, with handlers ready for an opener's onClick and its onClose. */
export function useDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  return {
    isOpen,
    open: () => {
      setIsOpen(true);
    },
    close: () => {
      setIsOpen(false);
    },
  };
}
