import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../lib/toasts';
import { jsonResponse, mockFetch } from '../../../test/helpers';
import { startWebsiteGeneration } from '../api/generate-website';
import { SESSION_ID, WEBSITE_ID, deployment, progressMessage, website } from '../test/fixtures';
import { useWebsiteStore } from '../website-store';
import { GenerationFlow } from './generation-flow';

/** The browser's WebSocket, driven by the test. */
class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  send() {
    return undefined;
  }
  close() {
    this.readyState = 3;
  }
  receive(payload: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(payload) }));
  }
}

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

function renderFlow() {
  const onShowPreview = vi.fn();
  render(
    <>
      <div id="root">
        <AppToaster />
      </div>
      <GenerationFlow onShowPreview={onShowPreview} />
    </>,
  );
  return { onShowPreview };
}

describe('the generation flow (spec sections 2 and 4)', () => {
  beforeEach(() => {
    FakeWebSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeWebSocket);
    document.cookie = 'zappy_auth_token=secret-token; path=/';
    useWebsiteStore.getState().reset();
  });
  afterEach(() => {
    useWebsiteStore.getState().reset();
  });

  it('generate → progress → completed → deployment progress → live → preview', async () => {
    const stream = sseStream();
    const fetchMock = mockFetch((url) => {
      if (url === '/api/website/generate')
        return jsonResponse({ status: 'generating', websiteId: WEBSITE_ID, sessionId: SESSION_ID });
      if (url === `/api/website/${WEBSITE_ID}`)
        return jsonResponse({ website: website({ deployment: deployment('initializing') }) });
      if (url === `/api/website/${WEBSITE_ID}/deployment/stream`) return stream.response;
      return jsonResponse({ error: 'unexpected' }, 500);
    });
    const { onShowPreview } = renderFlow();

    await act(() => startWebsiteGeneration(SESSION_ID));
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ sessionId: SESSION_ID }));
    expect(await screen.findByText('Website generation started!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Building your website' })).toBeInTheDocument();
    expect(socket().url).toMatch(/^ws:\/\/.+\/api\/ws\/progress$/);

    act(() => {
      socket().receive(progressMessage({ step: 'styling', progress: 64, message: 'Styling' }));
    });
    expect(screen.getByText('64%')).toBeInTheDocument();

    act(() => {
      socket().receive(progressMessage({ type: 'completed', step: 'completed', progress: 100 }));
    });
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
    expect(useWebsiteStore.getState().currentWebsite?.liveUrl).toBe(
      'http://golden-crumb.localhost:3107',
    );
  });

  it('a deployment already live goes straight to the preview', async () => {
    mockFetch((url) => {
      if (url === '/api/website/generate')
        return jsonResponse({ status: 'generating', websiteId: WEBSITE_ID, sessionId: SESSION_ID });
      return jsonResponse({ website: website({ deployment: deployment('live') }) });
    });
    const { onShowPreview } = renderFlow();
    await act(() => startWebsiteGeneration(SESSION_ID));
    act(() => {
      socket().receive(progressMessage({ type: 'completed', step: 'completed', progress: 100 }));
    });
    await vi.waitFor(() => {
      expect(onShowPreview).toHaveBeenCalledExactlyOnceWith(WEBSITE_ID);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed deployment toasts, shows its text and still leads to the preview', async () => {
    mockFetch((url) => {
      if (url === '/api/website/generate')
        return jsonResponse({ status: 'generating', websiteId: WEBSITE_ID, sessionId: SESSION_ID });
      return jsonResponse({ website: website({ deployment: deployment('build_failed') }) });
    });
    const { onShowPreview } = renderFlow();
    await act(() => startWebsiteGeneration(SESSION_ID));
    act(() => {
      socket().receive(progressMessage({ type: 'completed', step: 'completed', progress: 100 }));
    });
    expect(await screen.findByText('Deployment failed')).toBeInTheDocument();
    expect(onShowPreview).toHaveBeenCalledWith(WEBSITE_ID);
    expect(screen.getByRole('dialog', { name: 'Deployment stopped' })).toHaveTextContent(
      'Build failed - please check your code',
    );
  });

  it('a generation error shows the failure text in the modal', async () => {
    mockFetch(() =>
      jsonResponse({ status: 'generating', websiteId: WEBSITE_ID, sessionId: SESSION_ID }),
    );
    renderFlow();
    await act(() => startWebsiteGeneration(SESSION_ID));
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
    mockFetch(() => jsonResponse({ error: 'Wizard session not found' }, 404));
    renderFlow();
    await act(() => startWebsiteGeneration(SESSION_ID));
    expect(
      await screen.findByText('Failed to start website generation. Please try again.'),
    ).toBeInTheDocument();
    expect(useWebsiteStore.getState()).toMatchObject({ generating: false, showProgress: false });
  });

  it('without a stored token it asks to sign in and calls nothing', async () => {
    document.cookie = 'zappy_auth_token=; max-age=0; path=/';
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderFlow();
    await act(() => startWebsiteGeneration(SESSION_ID));
    expect(await screen.findByText('Please sign in to generate your website')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useWebsiteStore.getState().showProgress).toBe(false);
  });

  it('a 401 says the session expired', async () => {
    mockFetch(() => jsonResponse({ error: 'Authentication required' }, 401));
    renderFlow();
    await act(() => startWebsiteGeneration(SESSION_ID));
    expect(
      await screen.findByText('Your session has expired. Please sign in again.'),
    ).toBeInTheDocument();
  });

  it('a completed site that cannot be loaded says so', async () => {
    mockFetch((url) =>
      url === '/api/website/generate'
        ? jsonResponse({ status: 'generating', websiteId: WEBSITE_ID, sessionId: SESSION_ID })
        : jsonResponse({ error: 'boom' }, 500),
    );
    renderFlow();
    await act(() => startWebsiteGeneration(SESSION_ID));
    act(() => {
      socket().receive(progressMessage({ type: 'completed', step: 'completed', progress: 100 }));
    });
    expect(
      await screen.findByText('Website generation completed but failed to load'),
    ).toBeInTheDocument();
    expect(useWebsiteStore.getState().error).toBe('Failed to load completed website');
  });
});
