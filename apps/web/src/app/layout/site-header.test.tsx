import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/auth-store';
import { renderRoute, testUser } from '../../test/helpers';
import { SiteHeader } from './site-header';

function renderHeaderAt(path: string) {
  return renderRoute(<SiteHeader />, { path: '*', initialEntry: path });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...useAuthStore.getInitialState(), loading: false }, true);
  });

  it('shows Home, Create Website and Documentation, but Dashboard only when signed in', () => {
    renderHeaderAt('/');
    const links = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Create Website', 'Documentation']);
    expect(screen.getAllByRole('button', { name: 'Sign in' })[0]).toBeInTheDocument();
  });

  it('adds Dashboard and the user menu for a signed-in user', async () => {
    useAuthStore.setState({ isAuthenticated: true, user: testUser });
    renderHeaderAt('/');
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const [menuButton] = screen.getAllByRole('button', { name: /Dana, account menu/ });
    if (!menuButton) throw new Error('no user menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeVisible();
  });

  it.each([
    ['/', 'Home'],
    ['/wizard', 'Create Website'],
    ['/wizard/abc', 'Create Website'],
    ['/documentation', 'Documentation'],
  ])('highlights the current section on %s', (path, label) => {
    renderHeaderAt(path);
    const current = within(mainNav())
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('highlights nothing on a page outside the navigation', () => {
    renderHeaderAt('/privacy-policy');
    expect(within(mainNav()).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('opens and closes the mobile menu with its toggle, and closes it on navigation', async () => {
    const { router } = renderHeaderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById('mobile-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'mobile-menu');
    expect(menu).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    const mobileNav = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobileNav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(mobileNav).getByRole('link', { name: 'Documentation' }));
    expect(router.state.location.pathname).toBe('/documentation');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
