import { useQuery } from '@tanstack/react-query';
import type { WizardSession } from '@zappy/contract/wizard';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/wizard/session/{id}`: the stored conversation (messages, pending widget, ready flag). */
export async function getWizardSession(
  sessionId: string,
  signal?: AbortSignal,
): Promise<WizardSession> {
  const { session } = await apiRequest<{ session: WizardSession }>(
    `/api/wizard/session/${encodeURIComponent(sessionId)}`,
    { signal },
  );
  return session;
}

export function wizardSessionQueryKey(sessionId: string) {
  return ['wizard-session', sessionId] as const;
}

export function useWizardSession(sessionId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: wizardSessionQueryKey(sessionId ?? ''),
    queryFn: ({ signal }) => getWizardSession(sessionId ?? '', signal),
    enabled: enabled && sessionId !== undefined,
    // An unknown or foreign session answers 404 every time; asking again only delays the fallback.
    retry: false,
  });
}
