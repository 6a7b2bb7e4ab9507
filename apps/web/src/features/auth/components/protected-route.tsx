import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthStore } from '../auth-store';
import { rememberReturnPath } from '../lib/post-login-path';

interface ProtectedRouteProps {
  children: ReactNode;
  /** Where signed-out visitors go (spec section 2: / unless a target is given). */
  redirectTo?: string;
}

/**
 * Spec section 2 (protected routes): 'Checking authentication...' while loading; signed-out
 * visitors have the current path stored as the return-to target and are redirected.
 */
export function ProtectedRoute({ children, redirectTo = '/' }: ProtectedRouteProps) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const loading = useAuthStore((state) => state.loading);
  const location = useLocation();
  const mustRedirect = !loading && !isAuthenticated;
  const currentPath = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (mustRedirect) rememberReturnPath(currentPath);
  }, [mustRedirect, currentPath]);

  if (loading) {
    return (
      // A screen tall, so the footer waits below the fold instead of jumping down when the page
      // arrives (a layout shift); the spinner stays where it always was.
      <div className="min-h-screen">
        <div className="flex min-h-[50vh] items-center justify-center">
          <Spinner label={AUTH_MESSAGES.checkingAuthentication} />
        </div>
      </div>
    );
  }
  if (!isAuthenticated) return <Navigate to={redirectTo} replace />;
  return children;
}
