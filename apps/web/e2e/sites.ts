import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

interface Widget {
  type: string;
  question: string;
  options?: { value: string }[];
  colors?: { value: string }[];
  palettes?: { name: string }[];
  images?: { id: string }[];
}
interface Turn {
  sessionId?: string;
  widget: Widget | null;
  readyToGenerate: boolean;
}
export interface SiteDetail {
  websiteId: string;
  name: string;
  liveUrl: string | null;
  currentVersion: number | null;
  deployment: { versionNumber: number; status: string; finalStatus: boolean } | null;
  versions: { number: number; reason: string; isLive: boolean; isCurrent: boolean }[];
}

/** The answer a person would most likely give to each widget (the wizard's own tests do the same). */
function answer(widget: Widget): unknown {
  const base = { type: widget.type, question: widget.question };
  switch (widget.type) {
    case 'single_select':
      return { ...base, value: widget.options?.[0]?.value };
    case 'multi_select':
      return { ...base, values: (widget.options ?? []).slice(0, 2).map((o) => o.value) };
    case 'slider':
      return { ...base, value: 70 };
    case 'rating':
      return { ...base, value: 3 };
    case 'color_picker':
      return { ...base, value: widget.colors?.[0]?.value };
    case 'color_palette':
      return { ...base, value: widget.palettes?.[0]?.name };
    case 'image_selector':
      return { ...base, value: widget.images?.[0]?.id };
    default:
      return { ...base, value: 'Not sure' };
  }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A site made through the API the SPA uses (wizard conversation, then generate), waited for
 * until version 1 is live: far quicker than chatting through the UI, which generation.spec.ts
 * already covers.
 */
export async function createSite(
  request: APIRequestContext,
  token: string,
  prompt: string,
): Promise<SiteDetail> {
  const headers = bearer(token);
  const start = await request.post('/api/wizard/conversation/start', {
    headers,
    data: { initialPrompt: prompt },
  });
  expect(start.ok(), await start.text()).toBe(true);
  let turn = (await start.json()) as Turn;
  const sessionId = turn.sessionId ?? '';
  for (let i = 0; i < 10 && !turn.readyToGenerate; i += 1) {
    const response = await request.post('/api/wizard/conversation/continue', {
      headers,
      data: turn.widget
        ? { sessionId, messageType: 'widget_response', message: answer(turn.widget) }
        : { sessionId, messageType: 'text', message: 'Yes' },
    });
    expect(response.ok(), await response.text()).toBe(true);
    turn = (await response.json()) as Turn;
  }
  expect(turn.readyToGenerate).toBe(true);
  const generated = await request.post('/api/website/generate', { headers, data: { sessionId } });
  expect(generated.ok(), await generated.text()).toBe(true);
  const { websiteId } = (await generated.json()) as { websiteId: string };
  return waitUntilDeployed(request, token, websiteId, 1);
}

export async function getSite(
  request: APIRequestContext,
  token: string,
  websiteId: string,
): Promise<SiteDetail> {
  const response = await request.get(`/api/website/${websiteId}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { website: SiteDetail }).website;
}

/** Polls the website until `version` has a final deployment status, and expects it live. */
export async function waitUntilDeployed(
  request: APIRequestContext,
  token: string,
  websiteId: string,
  version: number,
): Promise<SiteDetail> {
  let site: SiteDetail | undefined;
  await expect
    .poll(
      async () => {
        site = await getSite(request, token, websiteId);
        const deployment = site.deployment;
        return deployment?.versionNumber === version && deployment.finalStatus
          ? deployment.status
          : 'pending';
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe('live');
  if (!site) throw new Error('unreachable');
  return site;
}

/** Saves a screenshot for the report (screenshots/ is ignored by git and lint). */
export async function snap(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `screenshots/issue-6/${name}.png`, fullPage });
}
