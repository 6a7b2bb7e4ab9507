import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { useAuthStore } from '../../features/auth/auth-store';
import { SignInButton } from '../../features/auth/components/sign-in-button';
import { UserMenu } from '../../features/auth/components/user-menu';
import { cn } from '../../lib/cn';
import { BrandLogo } from './brand-logo';

interface NavItem {
  to: string;
  label: string;
  /** Home is only "current" on / itself; the others stay current in their sub-pages. */
  end?: boolean;
  requiresAuth?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/wizard', label: 'Create Website' },
  { to: '/dashboard', label: 'Dashboard', requiresAuth: true },
  { to: '/documentation', label: 'Documentation' },
];

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
    isActive
      ? 'bg-indigo-50 text-indigo-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-xl px-4 py-3 text-base font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-800 hover:bg-slate-100',
  );

export function SiteHeader() {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const loading = useAuthStore((state) => state.loading);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [menuPathname, setMenuPathname] = useState(pathname);
  // Any navigation (a link, a sign-in, a redirect) closes the mobile menu; adjusting state while
  // rendering avoids a frame with the old page's menu still open.
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setIsMenuOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  const items = NAV_ITEMS.filter((item) => !item.requiresAuth || isAuthenticated);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isMenuOpen]);

  const closeMenu = () => {
    setIsMenuOpen(false);
  };

  // While the status check runs, an empty slot keeps the header from jumping.
  const authControl = loading ? (
    <span className="block h-10 w-24" />
  ) : user && isAuthenticated ? (
    <UserMenu user={user} />
  ) : (
    <SignInButton />
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
          onClick={closeMenu}
        >
          <BrandLogo />
          <span className="sr-only">, home</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={desktopLinkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden md:block">{authControl}</div>

        <button
          ref={toggleRef}
          type="button"
          className="-mr-2 rounded-xl p-2.5 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => {
            setIsMenuOpen((open) => !open);
          }}
        >
          <span className="sr-only">Menu</span>
          {isMenuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      <div
        id="mobile-menu"
        hidden={!isMenuOpen}
        className="border-t border-slate-200 bg-white md:hidden"
      >
        <nav aria-label="Mobile" className="px-4 py-3">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={mobileLinkClasses}
                  onClick={closeMenu}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-200 px-4 py-4">{authControl}</div>
      </div>
    </header>
  );
}
