import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { ChevronDown, LogOut, Trash2 } from 'lucide-react';
import type { User } from '@zappy/contract/auth';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { cn } from '../../../lib/cn';
import { useDisclosure } from '../../../lib/use-disclosure';
import { getFirstName, useAuthStore } from '../auth-store';
import { DeleteAccountDialog } from './delete-account-dialog';
import { UserAvatar } from './user-avatar';

const itemClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600';

/** First name and avatar; a disclosure with Sign out and Delete account. */
export function UserMenu({ user, className }: { user: User; className?: string }) {
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const deleteDialog = useDisclosure();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        setIsOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const onSignOut = async () => {
    setIsOpen(false);
    await logout();
    toast.success(AUTH_MESSAGES.loggedOut);
    void navigate('/');
  };

  return (
    <div ref={containerRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <UserAvatar user={user} />
        <span>{getFirstName(user)}</span>
        <span className="sr-only">, account menu</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 text-slate-500', isOpen && 'rotate-180')}
        />
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 z-40 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div className="border-b border-slate-100 px-3 pt-1 pb-3">
          <p className="text-sm font-semibold text-slate-900">{user.name}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
        </div>
        <ul className="mt-2 space-y-1">
          <li>
            <button
              type="button"
              onClick={() => void onSignOut()}
              className={cn(itemClasses, 'text-slate-800 hover:bg-slate-100')}
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </button>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setIsOpen(false);
                deleteDialog.open();
              }}
              className={cn(itemClasses, 'text-red-700 hover:bg-red-50')}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete account
            </button>
          </li>
        </ul>
      </div>
      <DeleteAccountDialog open={deleteDialog.isOpen} onClose={deleteDialog.close} />
    </div>
  );
}
