import { beforeEach, describe, expect, it } from 'vitest';
import { useGenerationStore } from './generation-store';
import { SESSION_ID, deployment, progressMessage } from './test/fixtures';
import { WEBSITE_ID, websiteDetail } from '../../test/website';

const store = () => useGenerationStore.getState();
const GENERATING = { status: 'generating', websiteId: WEBSITE_ID, sessionId: SESSION_ID } as const;

beforeEach(() => {
  store().reset();
});

describe('generation store: generation (spec section 4)', () => {
  it('starting sets generating and shows progress with the session id', () => {
    store().beginGeneration(SESSION_ID, 1000);
    expect(store()).toMatchObject({
      generating: true,
      showProgress: true,
      generationSessionId: SESSION_ID,
      generationStartedAt: 1000,
      error: null,
    });
  });

  it("a 'generating' answer records the pending website and keeps progress showing", () => {
    store().beginGeneration(SESSION_ID);
    store().receiveGenerateResponse(GENERATING);
    expect(store()).toMatchObject({
      pendingWebsiteId: WEBSITE_ID,
      generationSessionId: SESSION_ID,
      showProgress: true,
      generating: true,
    });
  });

  it('errors clear generating and progress', () => {
    store().beginGeneration(SESSION_ID);
    store().failGeneration('Failed to generate website');
    expect(store()).toMatchObject({
      generating: false,
      showProgress: false,
      error: 'Failed to generate website',
    });
  });

  it('progress for another website (an older replay) is ignored', () => {
    store().beginGeneration(SESSION_ID);
    store().receiveGenerateResponse(GENERATING);
    store().receiveProgress(progressMessage({ websiteId: '11111111-1111-4111-8111-111111111111' }));
    expect(store().generationProgress).toBeNull();
    store().receiveProgress(progressMessage());
    expect(store().generationProgress?.step).toBe('generating_images');
  });

  it('an error message stops generating, remembers the step it stopped at and keeps the modal for its text', () => {
    store().beginGeneration(SESSION_ID);
    store().receiveProgress(progressMessage({ step: 'styling' }));
    store().receiveProgress(progressMessage({ type: 'error', step: 'error', message: 'Boom' }));
    expect(store()).toMatchObject({
      generating: false,
      showProgress: true,
      failedStep: 'styling',
      error: 'Boom',
    });
    store().closeProgress();
    expect(store().showProgress).toBe(false);
  });

  it('success hides progress and follows the deployment of the site and version it made', () => {
    store().beginGeneration(SESSION_ID);
    store().completeGeneration(websiteDetail({ currentVersion: 3 }));
    expect(store()).toMatchObject({
      generating: false,
      showProgress: false,
      pendingWebsiteId: null,
      deploymentWebsiteId: WEBSITE_ID,
      deploymentVersion: 3,
    });
  });
});

describe('generation store: deployment (spec section 4)', () => {
  it('success with a deployment in progress sets deploying and shows its progress', () => {
    store().completeGeneration(websiteDetail({ deployment: deployment('initializing') }));
    expect(store()).toMatchObject({ deploying: true, showDeploymentProgress: true });
    expect(store().deploymentStatus?.status).toBe('initializing');
  });

  it('a deployment already live is not shown as progress', () => {
    store().completeGeneration(websiteDetail({ deployment: deployment('live') }));
    expect(store()).toMatchObject({ deploying: false, showDeploymentProgress: false });
  });

  it('no deployment stored yet still waits for the one that follows generation', () => {
    store().completeGeneration(websiteDetail());
    expect(store()).toMatchObject({ deploying: true, showDeploymentProgress: true });
  });

  it('non-final statuses, including timeout, keep deploying', () => {
    store().completeGeneration(websiteDetail({ deployment: deployment('initializing') }));
    for (const status of ['build_in_progress', 'deploy_in_progress', 'timeout'] as const) {
      store().updateDeployment(deployment(status));
      expect(store()).toMatchObject({ deploying: true, showDeploymentProgress: true });
      expect(store().deploymentStatus?.status).toBe(status);
    }
  });

  it('live ends deploying and hides progress', () => {
    store().completeGeneration(websiteDetail({ deployment: deployment('initializing') }));
    store().updateDeployment(deployment('live'));
    expect(store()).toMatchObject({ deploying: false, showDeploymentProgress: false });
    expect(store().deploymentStatus?.liveUrl).toBe('http://golden-crumb.localhost:3107');
  });

  it.each(['build_failed', 'deploy_failed', 'canceled', 'error'] as const)(
    '%s ends deploying but stays on screen until dismissed',
    (status) => {
      store().completeGeneration(websiteDetail({ deployment: deployment('initializing') }));
      store().updateDeployment(deployment(status));
      expect(store()).toMatchObject({ deploying: false, showDeploymentProgress: true });
      store().closeDeploymentProgress();
      expect(store().showDeploymentProgress).toBe(false);
    },
  );
});

describe('generation store: regeneration (spec section 4)', () => {
  it('shows progress for the known site at once, then follows the new session', () => {
    store().beginRegeneration(WEBSITE_ID, 500);
    expect(store()).toMatchObject({
      generating: true,
      showProgress: true,
      isRegeneration: true,
      pendingWebsiteId: WEBSITE_ID,
      generationSessionId: null,
      generationStartedAt: 500,
    });
    store().receiveGenerateResponse(GENERATING);
    expect(store().generationSessionId).toBe(SESSION_ID);
  });

  it("follows the new version's deployment, not the previous one's", () => {
    store().completeGeneration(
      websiteDetail({ currentVersion: 1, deployment: deployment('live') }),
    );
    store().beginRegeneration(WEBSITE_ID);
    expect(store()).toMatchObject({ deploymentWebsiteId: null, deploymentStatus: null });
    store().completeGeneration(websiteDetail({ currentVersion: 2 }));
    expect(store()).toMatchObject({
      deploymentWebsiteId: WEBSITE_ID,
      deploymentVersion: 2,
      deploying: true,
      showDeploymentProgress: true,
    });
  });
});
