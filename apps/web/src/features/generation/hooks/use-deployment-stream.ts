import { useEffect, useRef } from 'react';
import { openDeploymentStream, type DeploymentStreamMessage } from '../api/deployment-stream';

/** Follows the deployment stream of `websiteId` while `isEnabled`; closes it on unmount. */
export function useDeploymentStream(
  websiteId: string | null,
  isEnabled: boolean,
  onMessage: (message: DeploymentStreamMessage) => void,
  onFatalError?: (status: number) => void,
  onConnectionChange?: (isConnected: boolean) => void,
) {
  const handlers = useRef({ onMessage, onFatalError, onConnectionChange });
  useEffect(() => {
    handlers.current = { onMessage, onFatalError, onConnectionChange };
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
      onConnectionChange: (isConnected) => {
        handlers.current.onConnectionChange?.(isConnected);
      },
    });
    return () => {
      stream.close();
    };
  }, [websiteId, isEnabled]);
}
