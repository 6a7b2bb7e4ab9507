import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { getFirstName, useAuthStore } from '../features/auth/auth-store';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { useSignInStore } from '../features/auth/hooks/use-sign-in';
import { LandingPage } from '../features/landing/components/landing-page';
import { RootLayout } from './layout/root-layout';

// Everything but the landing page is split into its own chunk so / loads as little as possible.
const WizardPage = lazy(() =>
  import('../features/wizard/components/wizard-page').then((m) => ({ default: m.WizardPage })),
);
const PreviewPage = lazy(() =>
  import('../features/preview/components/preview-page').then((m) => ({ default: m.PreviewPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => ({
    default: m.DashboardPage,
  })),
);
const AuthCallbackPage = lazy(() =>
  import('../features/auth/components/auth-callback-page').then((m) => ({
    default: m.AuthCallbackPage,
  })),
);
const AuthErrorPage = lazy(() =>
  import('../features/auth/components/auth-error-page').then((m) => ({ default: m.AuthErrorPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/legal/components/privacy-policy-page').then((m) => ({
    default: m.PrivacyPolicyPage,
  })),
);
const TermsConditionsPage = lazy(() =>
  import('../features/legal/components/terms-conditions-page').then((m) => ({
    default: m.TermsConditionsPage,
  })),
);
const AccessibilityStatementPage = lazy(() =>
  import('../features/legal/components/accessibility-statement-page').then((m) => ({
    default: m.AccessibilityStatementPage,
  })),
);
const DocumentationPage = lazy(() =>
  import('../features/docs/components/documentation-page').then((m) => ({
    default: m.DocumentationPage,
  })),
);
const NotFoundPage = lazy(() =>
  import('../features/errors/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

// Features never import each other: the auth state reaches other features through these props.
function LandingRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return <LandingPage isSignedIn={isAuthenticated} />;
}

function WizardRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const authLoading = useAuthStore((state) => state.loading);
  const startSignIn = useSignInStore((state) => state.startSignIn);
  return (
    <WizardPage
      isAuthenticated={isAuthenticated}
      authLoading={authLoading}
      onSignIn={() => void startSignIn()}
    />
  );
}

function DashboardRoute() {
  const user = useAuthStore((state) => state.user);
  return <DashboardPage firstName={user ? getFirstName(user) : ''} />;
}

/** Spec section 2: every screen and its route. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingRoute /> },
      { path: 'wizard', element: <WizardRoute /> },
      { path: 'wizard/:sessionId', element: <WizardRoute /> },
      { path: 'preview/:websiteId', element: <PreviewPage /> },
      {
        path: 'dashboard',
        element: (
          <ProtectedRoute>
            <DashboardRoute />
          </ProtectedRoute>
        ),
      },
      { path: 'auth/callback', element: <AuthCallbackPage /> },
      { path: 'auth/error', element: <AuthErrorPage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms-conditions', element: <TermsConditionsPage /> },
      { path: 'accessibility', element: <AccessibilityStatementPage /> },
      { path: 'documentation', element: <DocumentationPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
