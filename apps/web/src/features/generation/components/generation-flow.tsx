import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useQueryClient } from '@tanstack/react-query';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { getWebsite } from '../../../lib/get-website';
import { connectProgressSocket } from '../api/progress-socket';
import type { DeploymentStreamMessage } from '../api/deployment-stream';
import { useGenerationStore } from '../generation-store';
import { useDeploymentStream } from '../hooks/use-deployment-stream';
import { cacheCompletedWebsite, cacheDeploymentStatus } from '../lib/website-cache';
import { DeploymentProgressModal } from './deployment-progress-modal';
import { GenerationProgressModal } from './generation-progress-modal';

export interface GenerationFlowProps {
  /** Shows `/preview/{websiteId}` (the app owns the router). */
  onShowPreview: (websiteId: string) => void;
}

function toastFinalStatus(info: DeploymentStatusInfo) {
  if (info.status === 'live') toast.success(WEBSITE_MESSAGES.deployed);
  else toast.error(WEBSITE_MESSAGES.deploymentFailed);
}

/**
 * Generate → generation progress → deployment progress → preview (spec sections 2 and 4). The
 * flow's state lives in the generation store, so the overlays survive the move to the preview
 * page; the site it loads and the deployment it follows go into the website query.
 */
export function GenerationFlow({ onShowPreview }: GenerationFlowProps) {
  const showProgress = useGenerationStore((state) => state.showProgress);
  const generating = useGenerationStore((state) => state.generating);
  const sessionId = useGenerationStore((state) => state.generationSessionId);
  const pendingWebsiteId = useGenerationStore((state) => state.pendingWebsiteId);
  const progress = useGenerationStore((state) => state.generationProgress);
  const failedStep = useGenerationStore((state) => state.failedStep);
  const startedAt = useGenerationStore((state) => state.generationStartedAt);
  const showDeploymentProgress = useGenerationStore((state) => state.showDeploymentProgress);
  const deploying = useGenerationStore((state) => state.deploying);
  const deploymentStatus = useGenerationStore((state) => state.deploymentStatus);
  const deploymentWebsiteId = useGenerationStore((state) => state.deploymentWebsiteId);
  const expectedVersion = useGenerationStore((state) => state.deploymentVersion);
  const isRegeneration = useGenerationStore((state) => state.isRegeneration);

  // Whether each overlay's connection to the server is down (it retries on its own).
  const [isProgressLost, setProgressLost] = useState(false);
  const [isDeploymentLost, setDeploymentLost] = useState(false);

  const queryClient = useQueryClient();
  const onShowPreviewRef = useRef(onShowPreview);
  useEffect(() => {
    onShowPreviewRef.current = onShowPreview;
  });

  // The socket opens once the server has named the website, so its replay can be matched.
  useEffect(() => {
    if (!generating || sessionId === null || pendingWebsiteId === null) return;
    const websiteId = pendingWebsiteId;
    let isActive = true;
    const finish = async () => {
      try {
        const website = await getWebsite(websiteId);
        if (!isActive) return;
        const wasRegeneration = useGenerationStore.getState().isRegeneration;
        cacheCompletedWebsite(queryClient, website);
        useGenerationStore.getState().completeGeneration(website);
        toast.success(wasRegeneration ? WEBSITE_MESSAGES.regenerated : WEBSITE_MESSAGES.generated);
        // Already live (or already ended): nothing left to watch.
        if (website.deployment?.finalStatus) {
          toastFinalStatus(website.deployment);
          onShowPreviewRef.current(websiteId);
        }
      } catch {
        if (!isActive) return;
        useGenerationStore.getState().failGeneration(WEBSITE_MESSAGES.loadCompletedFailed);
        toast.error(WEBSITE_MESSAGES.completedButLoadFailed);
      }
    };
    const socket = connectProgressSocket({
      sessionId,
      onMessage: (message) => {
        if (message.websiteId !== websiteId) return;
        useGenerationStore.getState().receiveProgress(message);
        if (message.type === 'completed') void finish();
      },
      onConnectionChange: (isConnected) => {
        setProgressLost(!isConnected);
      },
    });
    return () => {
      isActive = false;
      setProgressLost(false);
      socket.close();
    };
  }, [generating, sessionId, pendingWebsiteId, queryClient]);

  useDeploymentStream(
    deploymentWebsiteId,
    deploying && showDeploymentProgress,
    (message: DeploymentStreamMessage) => {
      const { info } = message;
      // A regenerated site's stream may open on the previous version's deployment.
      if (!info || info.versionNumber < expectedVersion || deploymentWebsiteId === null) return;
      cacheDeploymentStatus(queryClient, deploymentWebsiteId, info);
      useGenerationStore.getState().updateDeployment(info);
      if (info.finalStatus) {
        toastFinalStatus(info);
        onShowPreviewRef.current(deploymentWebsiteId);
      }
    },
    () => {
      useGenerationStore.getState().closeDeploymentProgress();
      if (deploymentWebsiteId !== null) onShowPreviewRef.current(deploymentWebsiteId);
    },
    (isConnected) => {
      setDeploymentLost(!isConnected);
    },
  );

  return (
    <>
      <GenerationProgressModal
        open={showProgress}
        title={isRegeneration ? 'Regenerating your website' : undefined}
        websiteId={pendingWebsiteId ?? progress?.websiteId ?? null}
        progress={progress}
        failedStep={failedStep}
        startedAt={startedAt}
        isConnectionLost={isProgressLost}
        onClose={() => {
          useGenerationStore.getState().closeProgress();
        }}
      />
      <DeploymentProgressModal
        open={showDeploymentProgress && !showProgress}
        info={deploymentStatus}
        isConnectionLost={isDeploymentLost && !deploymentStatus?.finalStatus}
        onShowPreview={() => {
          useGenerationStore.getState().closeDeploymentProgress();
          if (deploymentWebsiteId !== null) onShowPreviewRef.current(deploymentWebsiteId);
        }}
      />
    </>
  );
}
