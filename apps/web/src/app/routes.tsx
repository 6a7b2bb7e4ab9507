import { MessageSquare, Plug, type LucideIcon } from 'lucide-react';
import { Suspense } from 'react';
import { matchRoutes, useNavigate, useParams, type RouteObject } from 'react-router';
import { getFirstName, useAuthStore } from '../features/auth/auth-store';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { useSignInStore } from '../features/auth/hooks/use-sign-in';
import { startWebsiteGeneration } from '../features/generation/api/generate-website';
import { startWebsiteRegeneration } from '../features/generation/api/regenerate-website';
import { useGenerationStore } from '../features/generation/generation-store';
import type { WebsiteDetail } from '@zappy/contract/website';
import { Button } from '../components/ui/button';
import { lazyNamed } from '../lib/lazy-named';
import { RootLayout } from './layout/root-layout';

// Every page is split into its own chunk, so each page loads only its own code.
const LandingPage = lazyNamed(
  () => import('../features/landing/components/landing-page'),
  'LandingPage',
);
const WizardPage = lazyNamed(
  () => import('../features/wizard/components/wizard-page'),
  'WizardPage',
);
const PreviewPage = lazyNamed(
  () => import('../features/preview/components/preview-page'),
  'PreviewPage',
);
// The progress overlays and the deployment indicator load only when a generation needs them.
const GenerationFlow = lazyNamed(
  () => import('../features/generation/components/generation-flow'),
  'GenerationFlow',
);
const DeploymentIndicator = lazyNamed(
  () => import('../features/generation/components/deployment-indicator'),
  'DeploymentIndicator',
);
const CustomizationChat = lazyNamed(
  () => import('../features/customization/components/customization-chat'),
  'CustomizationChat',
);
const IntegrationsControl = lazyNamed(
  () => import('../features/integrations/components/integrations-control'),
  'IntegrationsControl',
);
const LeadInboxButton = lazyNamed(
  () => import('../features/leads/components/lead-inbox-button'),
  'LeadInboxButton',
);
const DashboardPage = lazyNamed(
  () => import('../features/dashboard/components/dashboard-page'),
  'DashboardPage',
);
const AuthCallbackPage = lazyNamed(
  () => import('../features/auth/components/auth-callback-page'),
  'AuthCallbackPage',
);
const AuthErrorPage = lazyNamed(
  () => import('../features/auth/components/auth-error-page'),
  'AuthErrorPage',
);
// The pages a mailed account link opens (decision 041).
const VerifyEmailPage = lazyNamed(
  () => import('../features/auth/components/account-link-pages'),
  'VerifyEmailPage',
);
const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/components/account-link-pages'),
  'ResetPasswordPage',
);
const PrivacyPolicyPage = lazyNamed(
  () => import('../features/legal/components/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const TermsConditionsPage = lazyNamed(
  () => import('../features/legal/components/terms-conditions-page'),
  'TermsConditionsPage',
);
const AccessibilityStatementPage = lazyNamed(
  () => import('../features/legal/components/accessibility-statement-page'),
  'AccessibilityStatementPage',
);
const DocumentationPage = lazyNamed(
  () => import('../features/docs/components/documentation-page'),
  'DocumentationPage',
);
const NotFoundPage = lazyNamed(
  () => import('../features/errors/components/not-found-page'),
  'NotFoundPage',
);

/**
 * A lazily loaded control's place, held by the same button (disabled) while its code loads, so
 * the header or a row doesn't move when it arrives, and a click never lands on the wrong thing.
 */
function ButtonPlaceholder({
  icon: Icon,
  label,
  size = 'md',
  className,
}: {
  icon: LucideIcon;
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <Button variant="secondary" size={size} disabled className={className}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </Button>
  );
}

// Features never import each other: the auth state reaches other features through these props.
function LandingRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return <LandingPage isSignedIn={isAuthenticated} />;
}

/** The generation and deployment overlays; they stay up across the move to the preview. */
function GenerationOverlays() {
  const navigate = useNavigate();
  const isShown = useGenerationStore((state) => state.showProgress || state.showDeploymentProgress);
  if (!isShown) return null;
  return (
    // Its own boundary: loading the overlays must not blank the page behind them.
    <Suspense fallback={null}>
      <GenerationFlow onShowPreview={(websiteId) => void navigate(`/preview/${websiteId}`)} />
    </Suspense>
  );
}

function WizardRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const authLoading = useAuthStore((state) => state.loading);
  const startSignIn = useSignInStore((state) => state.startSignIn);
  const isGenerating = useGenerationStore((state) => state.generating);
  return (
    <>
      <WizardPage
        isAuthenticated={isAuthenticated}
        authLoading={authLoading}
        onSignIn={() => void startSignIn()}
        onGenerate={(sessionId) => void startWebsiteGeneration(sessionId)}
        isGenerating={isGenerating}
      />
      <GenerationOverlays />
    </>
  );
}

function PreviewRoute() {
  const { websiteId = '' } = useParams();
  const isRegenerating = useGenerationStore(
    (state) => state.generating && state.pendingWebsiteId === websiteId,
  );
  // While the flow's deployment modal follows this site, and once it has seen that deployment
  // end, the header indicator would only repeat it (and its toasts).
  const isFlowFollowing = useGenerationStore(
    (state) => state.showDeploymentProgress && state.deploymentWebsiteId === websiteId,
  );
  const flowDeployment = useGenerationStore((state) =>
    state.deploymentWebsiteId === websiteId ? state.deploymentStatus : null,
  );
  const isHandledByFlow = (website: WebsiteDetail) =>
    isFlowFollowing ||
    (flowDeployment?.finalStatus === true &&
      flowDeployment.versionNumber >= (website.deployment?.versionNumber ?? 0));
  return (
    <>
      <PreviewPage
        isRegenerating={isRegenerating}
        onRegenerate={(improvements) => startWebsiteRegeneration(websiteId, improvements)}
        renderDeploymentIndicator={(website, onSettled) =>
          isHandledByFlow(website) ? null : (
            <Suspense fallback={null}>
              <DeploymentIndicator
                // A new version or status from a reload starts the indicator afresh.
                key={`${website.websiteId}-${website.currentVersion ?? 0}-${website.deployment?.status ?? 'none'}`}
                websiteId={website.websiteId}
                deployment={website.deployment}
                isDeploymentExpected={website.status === 'completed' && website.liveUrl === null}
                onSettled={onSettled}
              />
            </Suspense>
          )
        }
        renderCustomizationChat={(chat) => (
          <Suspense fallback={null}>
            <CustomizationChat {...chat} />
          </Suspense>
        )}
        renderIntegrations={(slot) => (
          <Suspense fallback={<ButtonPlaceholder icon={Plug} label="Integrations" />}>
            <IntegrationsControl {...slot} />
          </Suspense>
        )}
      />
      <GenerationOverlays />
    </>
  );
}

function DashboardRoute() {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const authLoading = useAuthStore((state) => state.loading);
  return (
    <DashboardPage
      firstName={user ? getFirstName(user) : ''}
      authStatus={authLoading ? 'loading' : isAuthenticated ? 'signed-in' : 'signed-out'}
      renderMessages={(website) => (
        <Suspense
          fallback={
            <ButtonPlaceholder
              icon={MessageSquare}
              label="Messages"
              size="sm"
              className="px-2! sm:px-3!"
            />
          }
        >
          <LeadInboxButton
            websiteId={website.id}
            siteName={website.name}
            className="px-2! sm:px-3!"
          />
        </Suspense>
      )}
    />
  );
}

/** What a route carries besides its element: how to fetch its page's chunk ahead of time. */
interface PageHandle {
  preload: () => Promise<unknown>;
}

function page(preloadable: { preload: () => Promise<unknown> }): PageHandle {
  return { preload: preloadable.preload };
}

/** Spec section 2: every screen and its route. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingRoute />, handle: page(LandingPage) },
      // One route for both, so moving to the session's own address keeps the page mounted.
      { path: 'wizard/:sessionId?', element: <WizardRoute />, handle: page(WizardPage) },
      { path: 'preview/:websiteId', element: <PreviewRoute />, handle: page(PreviewPage) },
      {
        path: 'dashboard',
        element: (
          <ProtectedRoute>
            <DashboardRoute />
          </ProtectedRoute>
        ),
        // Fetched while the auth check runs rather than after it.
        handle: page(DashboardPage),
      },
      { path: 'auth/callback', element: <AuthCallbackPage />, handle: page(AuthCallbackPage) },
      { path: 'auth/error', element: <AuthErrorPage />, handle: page(AuthErrorPage) },
      { path: 'verify-email', element: <VerifyEmailPage />, handle: page(VerifyEmailPage) },
      { path: 'reset-password', element: <ResetPasswordPage />, handle: page(ResetPasswordPage) },
      {
        path: 'privacy-policy',
        element: <PrivacyPolicyPage />,
        handle: page(PrivacyPolicyPage),
      },
      {
        path: 'terms-conditions',
        element: <TermsConditionsPage />,
        handle: page(TermsConditionsPage),
      },
      {
        path: 'accessibility',
        element: <AccessibilityStatementPage />,
        handle: page(AccessibilityStatementPage),
      },
      {
        path: 'documentation',
        element: <DocumentationPage />,
        handle: page(DocumentationPage),
      },
      { path: '*', element: <NotFoundPage />, handle: page(NotFoundPage) },
    ],
  },
];

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'preload' in handle;
}

/** Fetches the chunk of the page at `pathname`; resolves when it can render without suspending. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => (isPageHandle(route.handle) ? [route.handle.preload()] : [])),
  );
}
