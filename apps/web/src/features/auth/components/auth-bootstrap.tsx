import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { useAuthStore } from '../auth-store';
import { isAuthCompleteMessage } from '../lib/popup';

/**
 * Starts the auth state on load, rechecks it when a sign-in popup reports back, and turns the
 * API client's 401 into a signed-out state plus a router navigation to / (spec section 7).
 */
export function AuthBootstrap() {
  const navigate = useNavigate();

  useEffect(() => {
    void useAuthStore.getState().initialize();
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isAuthCompleteMessage(event.data)) {
        void useAuthStore.getState().checkStatus();
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, []);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        useAuthStore.getState().clear();
        void navigate('/', { replace: true });
      }),
    [navigate],
  );

  return null;
}
