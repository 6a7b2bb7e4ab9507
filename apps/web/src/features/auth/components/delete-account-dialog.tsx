import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      title="Delete your account?"
      description={
        <p>
          Your account and every active session are removed from this Zappy instance permanently,
          and you are signed out on all devices. This cannot be undone.
        </p>
      }
      confirmLabel="Delete account"
      busyLabel="Deleting…"
      isBusy={isDeleting}
      onCancel={onClose}
      onConfirm={() => void onConfirm()}
    />
  );
}
