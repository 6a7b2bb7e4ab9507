import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/helpers';
import { deployment } from '../test/fixtures';
import { WEBSITE_ID } from '../../../test/website';
import { DeploymentIndicator } from './deployment-indicator';

function eventStream(events: string) {
  return new Response(new TextEncoder().encode(events), {
    headers: { 'Content-Type': 'text/event-stream' },
  });
}

describe('DeploymentIndicator (spec section 2, Preview)', () => {
  it('shows Deploying... with View Status, which opens the Deployment Status modal', async () => {
    // A stream that never answers keeps the deployment in progress.
    mockFetch(() => new Promise<Response>(() => undefined));
    const user = userEvent.setup();
    render(
      <>
        <div id="root" />
        <DeploymentIndicator
          websiteId={WEBSITE_ID}
          deployment={deployment('build_in_progress')}
          isDeploymentExpected={false}
          onSettled={vi.fn()}
        />
      </>,
    );
    expect(screen.getByText('Deploying...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Status' }));
    const modal = screen.getByRole('dialog', { name: 'Deployment Status' });
    expect(within(modal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows the stream and settles on a final status', async () => {
    const fetchMock = mockFetch(() =>
      eventStream(
        `retry: 5000\n\ndata: ${JSON.stringify({ type: 'connected', ...deployment('deploy_in_progress') })}\n\nid: 4\ndata: ${JSON.stringify({ type: 'deployment_complete', ...deployment('live') })}\n\n`,
      ),
    );
    const onSettled = vi.fn();
    render(
      <DeploymentIndicator
        websiteId={WEBSITE_ID}
        deployment={deployment('initializing')}
        isDeploymentExpected={false}
        onSettled={onSettled}
      />,
    );
    await act(() =>
      vi.waitFor(() => {
        expect(onSettled).toHaveBeenCalledOnce();
      }),
    );
    expect(screen.queryByText('Deploying...')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('shows nothing and opens no stream when the deployment has ended', () => {
    const fetchMock = mockFetch(() => eventStream(''));
    render(
      <DeploymentIndicator
        websiteId={WEBSITE_ID}
        deployment={deployment('live')}
        isDeploymentExpected={false}
        onSettled={vi.fn()}
      />,
    );
    expect(screen.queryByText('Deploying...')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
