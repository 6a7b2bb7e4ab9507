import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@zappy/contract/constants';
import { renderRoute, testUser } from '../../../test/helpers';
import { useAuthStore } from '../auth-store';
import { ProtectedRoute } from './protected-route';

function renderProtected(initialEntry = '/dashboard') {
  return renderRoute(
    <ProtectedRoute>
      <h1>Secret dashboard</h1>
    </ProtectedRoute>,
    { path: '/dashboard', initialEntry, routes: [{ path: '/', element: <h1>Landing</h1> }] },
  );
}

describe('ProtectedRoute', () => {
  beforeEach(() => {
    useAuthStore.setState(useAuthStore.getInitialState(), true);
  });

  it("shows 'Checking authentication...' while the auth state loads", () => {
    useAuthStore.setState({ loading: true });
    renderProtected();
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
    expect(screen.queryByText('Secret dashboard')).not.toBeInTheDocument();
  });

  it('stores the current path as the return-to target and redirects signed-out visitors to /', async () => {
    useAuthStore.setState({ loading: false, isAuthenticated: false });
    const { router } = renderProtected('/dashboard?tab=sites');
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(STORAGE_KEYS.authReturnTo)).toBe('/dashboard?tab=sites');
  });

  it('shows the page to signed-in users', () => {
    useAuthStore.setState({ loading: false, isAuthenticated: true, user: testUser });
    renderProtected();
    expect(screen.getByRole('heading', { name: 'Secret dashboard' })).toBeVisible();
    expect(window.localStorage.getItem(STORAGE_KEYS.authReturnTo)).toBeNull();
  });
});
