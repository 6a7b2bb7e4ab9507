import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { AppliedIntegration } from '@zappy/contract/integrations';
import { cn } from '../../../lib/cn';
import { useIntegrationSpeech } from '../lib/integration-words';

/**
 * Configured, waiting for the owner's DNS records, or left off the site (the server says why):
 * said in words, not only in colour.
 */
export function IntegrationStatusBadge({
  status,
  leftOut = false,
}: {
  status: AppliedIntegration['status'];
  leftOut?: boolean;
}) {
  const { words } = useIntegrationSpeech();
  const isReady = status === 'configured' && !leftOut;
  const Icon = isReady ? CircleCheck : TriangleAlert;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        isReady
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {leftOut ? words.panel.leftOut : words.status[status]}
    </span>
  );
}
