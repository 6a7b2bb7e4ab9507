import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { AuthBootstrap } from '../../features/auth/components/auth-bootstrap';
import { useSignInStore } from '../../features/auth/hooks/use-sign-in';
import { AppToaster } from '../../lib/toasts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Its own chunk: the password limits come from the contract's zod module (kept off the landing
// bundle). It mounts when a sign-in opens the dialog and unmounts with it, forgetting the form.
const LocalSignInDialog = lazy(async () => ({
  default: (await import('../../features/auth/components/local-sign-in-dialog')).LocalSignInDialog,
}));

function SignInDialog() {
  const isOpen = useSignInStore((state) => state.isDialogOpen);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LocalSignInDialog />
    </Suspense>
  );
}

/**
 * Moves focus to the new page after client-side navigation so screen readers announce it. A page
 * that only renames its own address (the wizard's session) says so with `{ samePage: true }`
 * state, and focus stays where the owner is.
 */
function useFocusMainOnNavigation() {
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  const isSamePage = (state as { samePage?: boolean } | null)?.samePage === true;
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (!isSamePage) mainRef.current?.focus({ preventScroll: true });
  }, [pathname, isSamePage]);
  return mainRef;
}

export function RootLayout() {
  const mainRef = useFocusMainOnNavigation();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-xl bg-indigo-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense
          fallback={
            // A screen tall, so the footer waits below the fold instead of jumping down when the
            // page arrives (a layout shift); the spinner stays where it always was.
            <div className="min-h-screen">
              <div className="flex min-h-[50vh] items-center justify-center">
                <Spinner label="Loading…" />
              </div>
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <SignInDialog />
      <AuthBootstrap />
      <AppToaster />
      <ScrollRestoration />
    </div>
  );
}
