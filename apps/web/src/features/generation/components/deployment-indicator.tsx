import { useState } from 'react';
import toast from 'react-hot-toast';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { BusyBadge } from '../../../components/ui/busy-badge';
import { InfoDialog } from '../../../components/ui/info-dialog';
import { useDisclosure } from '../../../lib/use-disclosure';
import { useDeploymentStream } from '../hooks/use-deployment-stream';
import { DeploymentProgressView } from './deployment-progress-view';

export interface DeploymentIndicatorProps {
  websiteId: string;
  /** The deployment as the website was loaded; null before the first one is stored. */
  deployment: DeploymentStatusInfo | null;
  /** True when a deployment is on its way even though none is stored yet. */
  isDeploymentExpected: boolean;
  /** A final status arrived: the page reloads the website (its live URL may be new). */
  onSettled: () => void;
}

/**
 * The preview header's "Deploying..." indicator (spec section 2) with View Status, which opens
 * the Deployment Status modal. It follows the deployment stream until a final status.
 */
export function DeploymentIndicator({
  websiteId,
  deployment,
  isDeploymentExpected,
  onSettled,
}: DeploymentIndicatorProps) {
  const [info, setInfo] = useState(deployment);
  const statusDialog = useDisclosure();
  const isDeploying = info === null ? isDeploymentExpected : !info.finalStatus;

  useDeploymentStream(websiteId, isDeploying, ({ info: next }) => {
    if (!next) return;
    setInfo(next);
    if (next.finalStatus) {
      if (next.status === 'live') toast.success(WEBSITE_MESSAGES.deployed);
      else toast.error(WEBSITE_MESSAGES.deploymentFailed);
      onSettled();
    }
  });

  return (
    <>
      {isDeploying ? (
        <BusyBadge tone="indigo" label="Deploying...">
          <button
            type="button"
            onClick={statusDialog.open}
            className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-indigo-800 underline-offset-2 shadow-sm ring-1 ring-indigo-200 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            View Status
          </button>
        </BusyBadge>
      ) : null}
      <InfoDialog open={statusDialog.isOpen} onClose={statusDialog.close} title="Deployment Status">
        <DeploymentProgressView info={info} />
      </InfoDialog>
    </>
  );
}
