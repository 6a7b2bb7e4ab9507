import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useAuthStore } from '../auth-store';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const deleteAccount = useAuthStore((state) => state.deleteAccount);
  const navigate = useNavigate();
  const [isDeleting, setIsDeleting] = useState(false);

  const onConfirm = async () => {
    setIsDeleting(true);
    try {
      await deleteAccount();
      onClose();
      toast.success(AUTH_MESSAGES.accountDeleted);
      void navigate('/', { replace: true });
    } catch {
      toast.error(AUTH_MESSAGES.deleteAccountFailed);
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title="Delete your account?"
      isDismissDisabled={isDeleting}
      description={
        <p>
          Your account and every active session are removed from this Zappy instance permanently,
          and you are signed out on all devices. This cannot be undone.
        </p>
      }
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isDeleting} data-autofocus>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => void onConfirm()}
          disabled={isDeleting}
          aria-busy={isDeleting}
        >
          {isDeleting ? 'Deleting…' : 'Delete account'}
        </Button>
      </div>
    </Modal>
  );
}
