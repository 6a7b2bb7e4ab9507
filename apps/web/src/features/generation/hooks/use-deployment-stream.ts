import { useEffect, useRef } from 'react';
import { openDeploymentStream, type DeploymentStreamMessage } from '../api/deployment-stream';

/** Follows the deployment stream of `websiteId` while `isEnabled`; closes it on unmount. */
export function useDeploymentStream(
  websiteId: string | null,
  isEnabled: boolean,
  onMessage: (message: DeploymentStreamMessage) => void,
  onFatalError?: (status: number) => void,
) {
  const handlers = useRef({ onMessage, onFatalError });
  useEffect(() => {
    handlers.current = { onMessage, onFatalError };
  });

  useEffect(() => {
    if (!isEnabled || websiteId === null) return;
    const stream = openDeploymentStream({
      websiteId,
      onMessage: (message) => {
        handlers.current.onMessage(message);
      },
      onFatalError: (status) => {
        handlers.current.onFatalError?.(status);
      },
    });
    return () => {
      stream.close();
    };
  }, [websiteId, isEnabled]);
}
