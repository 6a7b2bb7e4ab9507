import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeploymentStatus } from '@zappy/contract/deployment-statuses';
import { deployment } from '../test/fixtures';
import { DeploymentProgressView } from './deployment-progress-view';

const percentOf = () =>
  screen.getByRole('progressbar', { name: 'Deployment progress' }).getAttribute('aria-valuenow');

/** Spec section 4: every status and its percentage. */
const PERCENTS: Record<DeploymentStatus, string> = {
  initializing: '10',
  build_in_progress: '50',
  deploy_in_progress: '80',
  live: '100',
  build_failed: '100',
  deploy_failed: '100',
  canceled: '100',
  error: '100',
  timeout: '90',
};

describe('DeploymentProgressView (spec sections 4 and 8)', () => {
  it.each(Object.entries(PERCENTS) as [DeploymentStatus, string][])(
    '%s shows %s%%',
    (status, percent) => {
      render(<DeploymentProgressView info={deployment(status)} />);
      expect(percentOf()).toBe(percent);
      expect(screen.getByText(`${percent}%`)).toBeInTheDocument();
    },
  );

  it.each([
    ['build_failed', 'Build failed - please check your code'],
    ['deploy_failed', 'Deployment failed - please try again'],
    ['canceled', 'Deployment was canceled'],
    ['error', 'An error occurred during deployment'],
  ] as [DeploymentStatus, string][])('%s says %s as an alert', (status, text) => {
    render(<DeploymentProgressView info={deployment(status)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('a timeout may still complete', () => {
    render(<DeploymentProgressView info={deployment('timeout')} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Deployment is taking longer than expected, but may still complete',
    );
  });

  it('shows the server detail when it adds to the catalogue text', () => {
    render(
      <DeploymentProgressView
        info={deployment('error', { message: 'The website no longer exists' })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The website no longer exists');
  });

  it('before any status is stored it shows the deployment as initializing', () => {
    render(<DeploymentProgressView info={null} />);
    expect(percentOf()).toBe('10');
  });
});
