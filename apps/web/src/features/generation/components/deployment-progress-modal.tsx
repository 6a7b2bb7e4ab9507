import { ArrowRight } from 'lucide-react';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ConnectionLost } from './connection-lost';
import { DeploymentProgressView, isDeploymentFailure } from './deployment-progress-view';

export interface DeploymentProgressModalProps {
  open: boolean;
  info: DeploymentStatusInfo | null;
  /** The server stopped answering; the stream is retrying. */
  isConnectionLost?: boolean;
  /** Closes the overlay and shows the preview (deployment carries on behind it). */
  onShowPreview: () => void;
}

/** The second overlay (spec section 2): the deployment's status, percentage and message. */
export function DeploymentProgressModal({
  open,
  info,
  isConnectionLost = false,
  onShowPreview,
}: DeploymentProgressModalProps) {
  const isFailure = info !== null && isDeploymentFailure(info.status);
  return (
    <Modal
      open={open}
      onClose={onShowPreview}
      title={isFailure ? 'Deployment stopped' : 'Publishing your website'}
      description={
        isFailure
          ? 'Your website was generated and saved. You can still preview it.'
          : 'Your website is generated. Zappy is putting it online at its own address.'
      }
    >
      <ConnectionLost isLost={isConnectionLost} />
      <DeploymentProgressView info={info} />
      <div className="mt-6 flex justify-end">
        <Button variant={isFailure ? 'primary' : 'secondary'} onClick={onShowPreview}>
          {isFailure ? 'Go to preview' : 'Continue to preview'}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </Modal>
  );
}
