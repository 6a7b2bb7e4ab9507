import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  DEPLOYMENT_STREAM_RETRY_MS,
  PROGRESS_SOCKET_RECONNECT_MS,
} from '@zappy/contract/constants';
import type { WebsiteDetail } from '@zappy/contract/website';
import { createQueryClient } from '../../../app/providers';
import { websiteQueryKey } from '../../../lib/get-website';
import { AppToaster } from '../../../lib/toasts';
import { jsonResponse, mockFetch, type FetchHandler } from '../../../test/helpers';
import { startWebsiteGeneration } from '../api/generate-website';
import { startWebsiteRegeneration } from '../api/regenerate-website';
import { useGenerationStore } from '../generation-store';
import { FakeWebSocket, SelfOpeningWebSocket } from '../test/fake-web-socket';
import { SESSION_ID, deployment, progressMessage } from '../test/fixtures';
import { WEBSITE_ID, websiteDetail } from '../../../test/website';
import { GenerationFlow } from './generation-flow';

/** A server-sent event stream the test writes to. */
function sseStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send(id: number, payload: unknown) {
      controller?.enqueue(encoder.encode(`id: ${id}\ndata: ${JSON.stringify(payload)}\n\n`));
    },
  };
}

const socket = () => {
  const instance = FakeWebSocket.instances.at(-1);
  if (!instance) throw new Error('no socket');
  return instance;
};

const GENERATING = { status: 'generating', websiteId: WEBSITE_ID, sessionId: SESSION_ID };

/** The progress socket says the job is done. */
function receiveCompleted() {
  act(() => {
    socket().receive(progressMessage({ type: 'completed', step: 'completed', progress: 100 }));
  });
}

function renderFlow() {
  const onShowPreview = vi.fn();
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <div id="root">
        <AppToaster />
      </div>
      <GenerationFlow onShowPreview={onShowPreview} />
    </QueryClientProvider>,
  );
  const cachedWebsite = () => queryClient.getQueryData<WebsiteDetail>(websiteQueryKey(WEBSITE_ID));
  return { onShowPreview, queryClient, cachedWebsite };
}

/** Renders the flow with `handler` as the server and starts a generation. */
async function startGeneration(handler: FetchHandler) {
  const fetchMock = mockFetch(handler);
  const flow = renderFlow();
  await act(() => startWebsiteGeneration(SESSION_ID));
  return { ...flow, fetchMock };
}

/** Generates until the socket says completed; the server then answers with `site`. */
async function generateToCompletion(site: WebsiteDetail) {
  const flow = await startGeneration((url) =>
    jsonResponse(url === '/api/website/generate' ? GENERATING : { website: site }),
  );
  receiveCompleted();
  return flow;
}

describe('the generation flow (spec sections 2 and 4)', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', SelfOpeningWebSocket);
    document.cookie = 'zappy_signed_in=1; path=/';
    useGenerationStore.getState().reset();
  });
  afterEach(() => {
    useGenerationStore.getState().reset();
  });

  it('generate → progress → completed → deployment progress → live → preview', async () => {
    const stream = sseStream();
    const { fetchMock, onShowPreview, cachedWebsite } = await startGeneration((url) => {
      if (url === '/api/website/generate') return jsonResponse(GENERATING);
      if (url === `/api/website/${WEBSITE_ID}`)
        return jsonResponse({ website: websiteDetail({ deployment: deployment('initializing') }) });
      if (url === `/api/website/${WEBSITE_ID}/deployment/stream`) return stream.response;
      return jsonResponse({ error: 'unexpected' }, 500);
    });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ sessionId: SESSION_ID }));
    expect(await screen.findByText('Website generation started!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Building your website' })).toBeInTheDocument();
    expect(socket().url).toMatch(/^ws:\/\/.+\/api\/ws\/progress$/);

    act(() => {
      socket().receive(progressMessage({ step: 'styling', progress: 64, message: 'Styling' }));
    });
    expect(screen.getByText('64%')).toBeInTheDocument();

    receiveCompleted();
    expect(await screen.findByText('Website generated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Publishing your website' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Building your website' })).not.toBeInTheDocument();
    expect(onShowPreview).not.toHaveBeenCalled();

    await act(async () => {
      stream.send(1, { type: 'status_update', ...deployment('build_in_progress') });
      await vi.waitFor(() => {
        expect(screen.getByText('Building your website...')).toBeInTheDocument();
      });
    });
    await act(async () => {
      stream.send(2, { type: 'deployment_complete', ...deployment('live') });
      await vi.waitFor(() => {
        expect(onShowPreview).toHaveBeenCalledExactlyOnceWith(WEBSITE_ID);
      });
    });
    expect(await screen.findByText('Website deployed successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cachedWebsite()?.liveUrl).toBe('http://golden-crumb.localhost:3107');
  });

  it('says "Connection lost, retrying…" while the server does not answer, and stops once it does', async () => {
    // Fake timers that also run on their own, so the retries can be skipped to.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let isDown = true;
    await startGeneration((url) => {
      if (url === '/api/website/generate') return jsonResponse(GENERATING);
      if (url === `/api/website/${WEBSITE_ID}`)
        return jsonResponse({ website: websiteDetail({ deployment: deployment('initializing') }) });
      if (url === `/api/website/${WEBSITE_ID}/deployment/stream`) {
        if (isDown) return Promise.reject(new TypeError('Failed to fetch'));
        return sseStream().response;
      }
      return jsonResponse({ error: 'unexpected' }, 500);
    });
    const building = await screen.findByRole('dialog', { name: 'Building your website' });
    expect(building).not.toHaveTextContent('Connection lost');

    // The progress socket drops: the overlay says so until the retry opens.
    act(() => {
      socket().drop();
    });
    expect(building).toHaveTextContent('Connection lost, retrying…');
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_SOCKET_RECONNECT_MS));
    expect(building).not.toHaveTextContent('Connection lost');

    // Generated, but the deployment stream cannot reach the server at first.
    receiveCompleted();
    const publishing = await screen.findByRole('dialog', { name: 'Publishing your website' });
    await vi.waitFor(() => {
      expect(publishing).toHaveTextContent('Connection lost, retrying…');
    });
    isDown = false;
    await act(() => vi.advanceTimersByTimeAsync(DEPLOYMENT_STREAM_RETRY_MS));
    await vi.waitFor(() => {
      expect(publishing).not.toHaveTextContent('Connection lost');
    });
  });

  it('a regeneration puts its new version into the website query the preview reads', async () => {
    const regenerated = websiteDetail({
      currentVersion: 2,
      deployment: deployment('live', { versionNumber: 2 }),
    });
    mockFetch((url) => {
      if (url === `/api/website/regenerate/${WEBSITE_ID}`)
        return jsonResponse({ ...GENERATING, website: websiteDetail() });
      return jsonResponse({ website: regenerated });
    });
    const { onShowPreview, queryClient, cachedWebsite } = renderFlow();
    queryClient.setQueryData(websiteQueryKey(WEBSITE_ID), websiteDetail());

    await act(() => startWebsiteRegeneration(WEBSITE_ID, 'Add our phone number'));
    expect(screen.getByRole('dialog', { name: 'Regenerating your website' })).toBeInTheDocument();
    expect(cachedWebsite()?.currentVersion).toBe(1);
    receiveCompleted();
    expect(await screen.findByText('Website regenerated successfully!')).toBeInTheDocument();
    expect(cachedWebsite()).toEqual(regenerated);
    expect(onShowPreview).toHaveBeenCalledWith(WEBSITE_ID);
  });

  it('a deployment already live goes straight to the preview', async () => {
    const { onShowPreview } = await generateToCompletion(
      websiteDetail({ deployment: deployment('live') }),
    );
    await vi.waitFor(() => {
      expect(onShowPreview).toHaveBeenCalledExactlyOnceWith(WEBSITE_ID);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed deployment toasts, shows its text and still leads to the preview', async () => {
    const { onShowPreview } = await generateToCompletion(
      websiteDetail({ deployment: deployment('build_failed') }),
    );
    expect(await screen.findByText('Deployment failed')).toBeInTheDocument();
    expect(onShowPreview).toHaveBeenCalledWith(WEBSITE_ID);
    expect(screen.getByRole('dialog', { name: 'Deployment stopped' })).toHaveTextContent(
      'Build failed - please check your code',
    );
  });

  it('a generation error shows the failure text in the modal', async () => {
    await startGeneration(() => jsonResponse(GENERATING));
    act(() => {
      socket().receive(progressMessage({ step: 'optimizing' }));
      socket().receive(progressMessage({ type: 'error', step: 'error', message: 'Boom' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Generation Failed: Something went wrong during website generation. Please try again.',
    );
    act(() => {
      screen.getByRole('button', { name: 'Close' }).click();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed start closes the progress and toasts the spec text', async () => {
    await startGeneration(() => jsonResponse({ error: 'Wizard session not found' }, 404));
    expect(
      await screen.findByText('Failed to start website generation. Please try again.'),
    ).toBeInTheDocument();
    expect(useGenerationStore.getState()).toMatchObject({ generating: false, showProgress: false });
  });

  it('without the session hint it asks to sign in and calls nothing', async () => {
    document.cookie = 'zappy_signed_in=; max-age=0; path=/';
    const { fetchMock } = await startGeneration(() => jsonResponse({}));
    expect(await screen.findByText('Please sign in to generate your website')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useGenerationStore.getState().showProgress).toBe(false);
  });

  it('a 401 says the session expired', async () => {
    await startGeneration(() => jsonResponse({ error: 'Authentication required' }, 401));
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it('a completed site that cannot be loaded says so', async () => {
    await startGeneration((url) =>
      url === '/api/website/generate'
        ? jsonResponse(GENERATING)
        : jsonResponse({ error: 'boom' }, 500),
    );
    receiveCompleted();
    expect(
      await screen.findByText('Website generation completed but failed to load'),
    ).toBeInTheDocument();
    expect(useGenerationStore.getState().error).toBe('Failed to load completed website');
  });
});
