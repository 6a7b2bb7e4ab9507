import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInLocally, test } from './fixtures';
import { createSite, waitUntilDeployed } from './sites';

interface CustomizationTurn {
  sessionId: string;
  readyToApply: boolean;
  customizationData: unknown;
}

/** The buttons' colours, as the visitor's browser computes them from the stylesheet it holds. */
const buttonColours = (page: Page) =>
  page.locator('.btn').evaluateAll((buttons) =>
    buttons.map((button) => {
      const style = getComputedStyle(button);
      return `${style.backgroundColor} ${style.borderColor} ${style.color}`;
    }),
  );

/** How many bytes the page's stylesheet cost over the network on this visit (0: from cache). */
const stylesheetTransfer = (page: Page) =>
  page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => new URL(resource.name).pathname === '/styles.css');
    return (entry as PerformanceResourceTiming | undefined)?.transferSize;
  });

/**
 * Asks the customization chat for new colours, as the owner's chat does (answering its question
 * when it asks one), and applies the patch it proposes: a new live version.
 */
async function recolour(request: APIRequestContext, token: string, websiteId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const started = await request.post('/api/customization/start', {
    headers,
    data: { websiteId, initialPrompt: 'Change the colours to deep green' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  let turn = (await started.json()) as CustomizationTurn;
  if (!turn.readyToApply) {
    const continued = await request.post('/api/customization/continue', {
      headers,
      data: { sessionId: turn.sessionId, websiteId, messageType: 'text', message: 'deep green' },
    });
    expect(continued.ok(), await continued.text()).toBe(true);
    turn = (await continued.json()) as CustomizationTurn;
  }
  expect(turn.readyToApply).toBe(true);
  const applied = await request.post(`/api/customization/apply/${websiteId}`, {
    headers,
    data: turn.customizationData,
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  return ((await applied.json()) as { versionNumber: number }).versionNumber;
}

test('a returning visitor sees the new styles right after the owner changes them', async ({
  page,
}) => {
  const { token } = await signInLocally(page);
  const site = await createSite(
    page.request,
    token,
    'A bicycle repair shop called Chain Gang in Leeds. Email hello@chaingang.example',
  );
  const liveUrl = site.liveUrl ?? '';

  const visitor = await page.context().newPage();
  await visitor.goto(liveUrl);
  const before = await buttonColours(visitor);
  expect(before.length).toBeGreaterThan(0);
  // A second visit takes the stylesheet from the browser's cache: the cache is warm.
  await visitor.goto(liveUrl);
  expect(await stylesheetTransfer(visitor)).toBe(0);
  expect(await buttonColours(visitor)).toEqual(before);

  const version = await recolour(page.request, token, site.websiteId);
  await waitUntilDeployed(page.request, token, site.websiteId, version);

  // The same browser comes back the ordinary way (no reload, no cleared cache).
  await visitor.goto(liveUrl);
  expect(await buttonColours(visitor)).not.toEqual(before);
  expect(await stylesheetTransfer(visitor)).toBeGreaterThan(0);
});
