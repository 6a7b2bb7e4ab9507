import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_ID, WEBSITE_ID, deployment, progressMessage, website } from './test/fixtures';
import { useWebsiteStore } from './website-store';

const store = () => useWebsiteStore.getState();

describe('website store: generation (spec section 4)', () => {
  beforeEach(() => {
    store().reset();
  });

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
    store().receiveGenerateResponse({
      status: 'generating',
      websiteId: WEBSITE_ID,
      sessionId: SESSION_ID,
    });
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
    store().receiveGenerateResponse({
      status: 'generating',
      websiteId: WEBSITE_ID,
      sessionId: SESSION_ID,
    });
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

  it('success makes the site current, puts it first in the list and hides progress', () => {
    const older = website({ websiteId: '22222222-2222-4222-8222-222222222222', name: 'Older' });
    store().completeGeneration(older);
    store().beginGeneration(SESSION_ID);
    store().completeGeneration(website(), '/override');
    expect(store()).toMatchObject({
      currentWebsite: website(),
      generating: false,
      showProgress: false,
      previewUrl: '/override',
    });
    expect(store().websites.map((w) => w.name)).toEqual(['Golden Crumb', 'Older']);
    // Completing the same site again replaces it rather than listing it twice.
    store().completeGeneration(website({ name: 'Golden Crumb 2' }));
    expect(store().websites.map((w) => w.name)).toEqual(['Golden Crumb 2', 'Older']);
    expect(store().previewUrl).toBe(website().previewUrl);
  });
});

describe('website store: deployment (spec section 4)', () => {
  beforeEach(() => {
    store().reset();
  });

  it('success with a deployment in progress sets deploying and shows its progress', () => {
    store().completeGeneration(website({ deployment: deployment('initializing') }));
    expect(store()).toMatchObject({ deploying: true, showDeploymentProgress: true });
    expect(store().deploymentStatus?.status).toBe('initializing');
  });

  it('a deployment already live is not shown as progress', () => {
    store().completeGeneration(website({ deployment: deployment('live') }));
    expect(store()).toMatchObject({ deploying: false, showDeploymentProgress: false });
  });

  it('no deployment stored yet still waits for the one that follows generation', () => {
    store().completeGeneration(website());
    expect(store()).toMatchObject({ deploying: true, showDeploymentProgress: true });
  });

  it('non-final statuses, including timeout, keep deploying', () => {
    store().completeGeneration(website({ deployment: deployment('initializing') }));
    for (const status of ['build_in_progress', 'deploy_in_progress', 'timeout'] as const) {
      store().updateDeployment(deployment(status));
      expect(store()).toMatchObject({ deploying: true, showDeploymentProgress: true });
      expect(store().deploymentStatus?.status).toBe(status);
    }
  });

  it('live ends deploying, hides progress and records the live URL', () => {
    store().completeGeneration(website({ deployment: deployment('initializing') }));
    store().updateDeployment(deployment('live'));
    expect(store()).toMatchObject({ deploying: false, showDeploymentProgress: false });
    expect(store().currentWebsite?.liveUrl).toBe('http://golden-crumb.localhost:3107');
    expect(store().websites[0]?.liveUrl).toBe('http://golden-crumb.localhost:3107');
  });

  it.each(['build_failed', 'deploy_failed', 'canceled', 'error'] as const)(
    '%s ends deploying but stays on screen until dismissed',
    (status) => {
      store().completeGeneration(website({ deployment: deployment('initializing') }));
      store().updateDeployment(deployment(status));
      expect(store()).toMatchObject({ deploying: false, showDeploymentProgress: true });
      expect(store().currentWebsite?.liveUrl).toBeNull();
      store().closeDeploymentProgress();
      expect(store().showDeploymentProgress).toBe(false);
    },
  );
});

describe('website store: regeneration (spec section 4)', () => {
  beforeEach(() => {
    store().reset();
  });

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
    store().receiveGenerateResponse({
      status: 'generating',
      websiteId: WEBSITE_ID,
      sessionId: SESSION_ID,
    });
    expect(store().generationSessionId).toBe(SESSION_ID);
  });

  it('updates the current website and replaces it in the list, keeping its place', () => {
    const first = website({ websiteId: '22222222-2222-4222-8222-222222222222', name: 'First' });
    store().completeGeneration(website({ currentVersion: 1 }));
    store().completeGeneration(first);
    expect(store().websites.map((w) => w.name)).toEqual(['First', website().name]);

    store().beginRegeneration(WEBSITE_ID);
    store().completeGeneration(website({ currentVersion: 2 }));
    expect(store().currentWebsite?.currentVersion).toBe(2);
    expect(store().websites.map((w) => [w.name, w.currentVersion])).toEqual([
      ['First', first.currentVersion],
      [website().name, 2],
    ]);
  });
});
