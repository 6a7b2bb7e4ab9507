import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSessionHint } from '../../../lib/session-hint';
import { jsonResponse, mockFetch, renderRoute, testUser } from '../../../test/helpers';
import { useAuthStore } from '../auth-store';
import { UserMenu } from './user-menu';

function renderMenu() {
  return renderRoute(<UserMenu user={testUser} />, { path: '*', initialEntry: '/documentation' });
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /Dana, account menu/ }));
}

/** Delete account in the menu, then the dialog's own Delete account button. */
async function confirmDeletion() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
  const confirm = screen
    .getAllByRole('button', { name: 'Delete account' })
    .find((button) => button.closest('[role="dialog"]'));
  if (!confirm) throw new Error('no confirm button');
  await userEvent.click(confirm);
}

describe('UserMenu', () => {
  beforeEach(() => {
    document.cookie = 'zappy_signed_in=1; path=/';
    useAuthStore.setState({ user: testUser, isAuthenticated: true, loading: false, error: null });
  });

  it("signs out with 'Logged out successfully' and goes home", async () => {
    mockFetch(() => jsonResponse({ success: true }));
    const successToast = vi.spyOn(toast, 'success');
    const { router } = renderMenu();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(successToast).toHaveBeenCalledWith('Logged out successfully');
    });
    expect(hasSessionHint()).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('deletes the account only after confirmation', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ success: true }));
    const successToast = vi.spyOn(toast, 'success');
    const { router } = renderMenu();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await openMenu();
    await confirmDeletion();
    await waitFor(() => {
      expect(successToast).toHaveBeenCalledWith('Account deleted successfully');
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/account');
    expect(hasSessionHint()).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it("says 'Failed to delete account' and keeps the session when deletion fails", async () => {
    mockFetch(() => jsonResponse({ error: 'Internal error' }, 500));
    const errorToast = vi.spyOn(toast, 'error');
    renderMenu();
    await openMenu();
    await confirmDeletion();
    await waitFor(() => {
      expect(errorToast).toHaveBeenCalledWith('Failed to delete account');
    });
    expect(hasSessionHint()).toBe(true);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
