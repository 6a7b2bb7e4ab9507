// A site owner driving the API as the web app does: sign in, talk the wizard to ready, generate,
// wait for the deployment. Shared by the benchmarks that need a live site first.
import { sensibleAnswer } from '@zappy/fixtures/wizard-answers';
import type { WebsiteDetail } from '@zappy/contract/website';
import type { Widget } from '@zappy/contract/widgets';

interface Turn {
  sessionId?: string;
  widget: Widget | null;
  readyToGenerate: boolean;
}

/** A new local account on the benchmarked server; its session token, for bearer calls. */
export async function signInLocally(appUrl: string, email: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Owner', email, password: 'bench owner password' }),
  });
  if (!res.ok) throw new Error(`registering ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export function ownerClient(appUrl: string, token: string) {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${appUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Polls the website until its deployment ends; it must end live. */
  async function waitForLive(websiteId: string, version?: number): Promise<WebsiteDetail> {
    for (;;) {
      const { website } = await call<{ website: WebsiteDetail }>(
        'GET',
        `/api/website/${websiteId}`,
      );
      const settled = website.deployment?.finalStatus;
      const current = version === undefined || website.deployment?.versionNumber === version;
      if (settled && current) {
        if (website.deployment?.status !== 'live')
          throw new Error(`deployment ${website.deployment?.status ?? 'missing'}`);
        return website;
      }
      // Polling is the client's load too: many owners polling every 20 ms would be the benchmark.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  return {
    /** The owner's bearer token, for calls `call` does not make (multipart uploads). */
    token,
    call,
    waitForLive,

    /** A wizard session answered with sensible choices until it is ready to generate. */
    async readySession(prompt: string): Promise<string> {
      let turn = await call<Turn>('POST', '/api/wizard/conversation/start', {
        initialPrompt: prompt,
      });
      const sessionId = turn.sessionId ?? '';
      for (let i = 0; i < 8 && !turn.readyToGenerate; i += 1) {
        const input = turn.widget
          ? sensibleAnswer(turn.widget)
          : { type: 'text' as const, text: 'Yes' };
        turn = await call<Turn>(
          'POST',
          '/api/wizard/conversation/continue',
          input.type === 'widget_response'
            ? { sessionId, messageType: 'widget_response', message: input.response }
            : { sessionId, messageType: 'text', message: input.text },
        );
      }
      return sessionId;
    },

    /** Milliseconds from the generate request to the deployment being live. */
    async generateToLive(sessionId: string): Promise<{ ms: number; website: WebsiteDetail }> {
      const started = performance.now();
      const { websiteId } = await call<{ websiteId: string }>('POST', '/api/website/generate', {
        sessionId,
      });
      const website = await waitForLive(websiteId);
      return { ms: performance.now() - started, website };
    },
  };
}
