import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { getWebsite } from '../api/get-website';
import { connectProgressSocket } from '../api/progress-socket';
import type { DeploymentStreamMessage } from '../api/deployment-stream';
import { useDeploymentStream } from '../hooks/use-deployment-stream';
import { useWebsiteStore } from '../website-store';
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
 * state lives in the website store, so the overlays survive the move to the preview page.
 */
export function GenerationFlow({ onShowPreview }: GenerationFlowProps) {
  const showProgress = useWebsiteStore((state) => state.showProgress);
  const generating = useWebsiteStore((state) => state.generating);
  const sessionId = useWebsiteStore((state) => state.generationSessionId);
  const pendingWebsiteId = useWebsiteStore((state) => state.pendingWebsiteId);
  const progress = useWebsiteStore((state) => state.generationProgress);
  const failedStep = useWebsiteStore((state) => state.failedStep);
  const startedAt = useWebsiteStore((state) => state.generationStartedAt);
  const showDeploymentProgress = useWebsiteStore((state) => state.showDeploymentProgress);
  const deploying = useWebsiteStore((state) => state.deploying);
  const deploymentStatus = useWebsiteStore((state) => state.deploymentStatus);
  const currentWebsite = useWebsiteStore((state) => state.currentWebsite);
  const isRegeneration = useWebsiteStore((state) => state.isRegeneration);

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
        const wasRegeneration = useWebsiteStore.getState().isRegeneration;
        useWebsiteStore.getState().completeGeneration(website);
        toast.success(wasRegeneration ? WEBSITE_MESSAGES.regenerated : WEBSITE_MESSAGES.generated);
        // Already live (or already ended): nothing left to watch.
        if (website.deployment?.finalStatus) {
          toastFinalStatus(website.deployment);
          onShowPreviewRef.current(websiteId);
        }
      } catch {
        if (!isActive) return;
        useWebsiteStore.getState().failGeneration(WEBSITE_MESSAGES.loadCompletedFailed);
        toast.error(WEBSITE_MESSAGES.completedButLoadFailed);
      }
    };
    const socket = connectProgressSocket({
      sessionId,
      onMessage: (message) => {
        if (message.websiteId !== websiteId) return;
        useWebsiteStore.getState().receiveProgress(message);
        if (message.type === 'completed') void finish();
      },
    });
    return () => {
      isActive = false;
      socket.close();
    };
  }, [generating, sessionId, pendingWebsiteId]);

  const websiteId = currentWebsite?.websiteId ?? null;
  const expectedVersion = currentWebsite?.currentVersion ?? 0;
  useDeploymentStream(
    websiteId,
    deploying && showDeploymentProgress,
    (message: DeploymentStreamMessage) => {
      const { info } = message;
      // A regenerated site's stream may open on the previous version's deployment.
      if (!info || info.versionNumber < expectedVersion || websiteId === null) return;
      useWebsiteStore.getState().updateDeployment(info);
      if (info.finalStatus) {
        toastFinalStatus(info);
        onShowPreviewRef.current(websiteId);
      }
    },
    () => {
      useWebsiteStore.getState().closeDeploymentProgress();
      if (websiteId !== null) onShowPreviewRef.current(websiteId);
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
        onClose={() => {
          useWebsiteStore.getState().closeProgress();
        }}
      />
      <DeploymentProgressModal
        open={showDeploymentProgress && !showProgress}
        info={deploymentStatus}
        onShowPreview={() => {
          useWebsiteStore.getState().closeDeploymentProgress();
          if (websiteId !== null) onShowPreviewRef.current(websiteId);
        }}
      />
    </>
  );
}
