import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useWizardSession } from '../api/get-wizard-session';
import { useWizardStore } from '../wizard-store';

/**
 * `/wizard/:sessionId` opens that conversation from the server. An unknown session is logged
 * (spec section 7: wizard API failures are only logged) and the wizard starts fresh at /wizard.
 */
export function useRouteSession(routeSessionId: string | undefined): { isLoading: boolean } {
  const navigate = useNavigate();
  const sessionId = useWizardStore((state) => state.sessionId);
  const needsLoad = routeSessionId !== undefined && routeSessionId !== sessionId;
  const query = useWizardSession(routeSessionId, needsLoad);

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
