import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useWizardSession } from '../api/get-wizard-session';
import { useWizardStore } from '../wizard-store';

/**
 * `/wizard/:sessionId` opens that conversation from the server. An unknown session is logged
 * (spec section 7: wizard API failures are only logged) and the wizard starts fresh at /wizard.
 * The conversation Start Over just left is not opened again while its address is still the
 * page's; once the page is at /wizard, its address opens it as any other.
 */
export function useRouteSession(routeSessionId: string | undefined): { isLoading: boolean } {
  const navigate = useNavigate();
  const sessionId = useWizardStore((state) => state.sessionId);
  const leftSessionId = useWizardStore((state) => state.leftSessionId);
  const needsLoad =
    routeSessionId !== undefined &&
    routeSessionId !== sessionId &&
    routeSessionId !== leftSessionId;
  const query = useWizardSession(routeSessionId, needsLoad);

  useEffect(() => {
    if (routeSessionId === undefined && leftSessionId !== null) {
      useWizardStore.getState().forgetLeftSession();
    }
  }, [routeSessionId, leftSessionId]);

  useEffect(() => {
    if (needsLoad && query.data) useWizardStore.getState().hydrate(query.data);
  }, [needsLoad, query.data]);

  useEffect(() => {
    if (!query.error) return;
    // eslint-disable-next-line no-console -- spec section 7: wizard API failures are only logged.
    console.error('Wizard: loading the session failed', query.error);
    void navigate('/wizard', { replace: true });
  }, [query.error, navigate]);

  return { isLoading: needsLoad && !query.error };
}
