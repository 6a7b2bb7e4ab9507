import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_APP_WORDS } from '@zappy/locales/app-words';
import { jsonResponse } from '../../../test/helpers';
import { WEBSITE_ID, websiteDetail } from '../../../test/website';
import { continueReply, startReply } from '../test/fixtures';
import { deferred, mockApi } from '../test/mock-api';
import { useCustomizationChat } from './use-customization-chat';

describe('useCustomizationChat: the spec’s states', () => {
  it('goes initial → chatting → customizing while applying → chatting', async () => {
    const apply = deferred();
    mockApi({
      '/api/customization/start': () =>
        jsonResponse(
          startReply({ readyToApply: true, customizationData: { pricing: { currency: 'EUR' } } }),
        ),
      [`/api/customization/apply/${WEBSITE_ID}`]: () => apply.promise,
    });
    const onUpdated = vi.fn();
    const { result } = renderHook(() =>
      useCustomizationChat({
        websiteId: WEBSITE_ID,
        onUpdated,
        words: ENGLISH_APP_WORDS.customize,
        restoreFailed: ENGLISH_APP_WORDS.preview.versions.failed,
      }),
    );
    expect(result.current.phase).toBe('initial');
    expect(result.current.messages.map((message) => message.id)).toEqual(['welcome']);

    let sent: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sent = result.current.sendText('Prices in euros');
    });
    expect(result.current.phase).toBe('chatting');
    expect(result.current.activity).toBe('thinking');
    await waitFor(() => {
      expect(result.current.phase).toBe('customizing');
    });
    expect(result.current.activity).toBe('applying');
    apply.resolve(
      jsonResponse({
        success: true,
        versionNumber: 2,
        summary: 'pricing plans',
        previousVersion: 1,
      }),
    );
    await act(async () => {
      expect(await sent).toBe(true);
    });
    expect(result.current.phase).toBe('chatting');
    expect(result.current.activity).toBe('idle');
    expect(result.current.messages.at(-1)).toMatchObject({
      type: 'assistant',
      content: 'Done: that is version 2. Your site is updating.',
      undoVersion: 1,
    });
  });

  it('goes back to initial when the session could not be started', async () => {
    mockApi({ '/api/customization/start': () => jsonResponse({ error: 'boom' }, 503) });
    const { result } = renderHook(() =>
      useCustomizationChat({
        websiteId: WEBSITE_ID,
        onUpdated: vi.fn(),
        words: ENGLISH_APP_WORDS.customize,
        restoreFailed: ENGLISH_APP_WORDS.preview.versions.failed,
      }),
    );
    await act(async () => {
      expect(await result.current.sendText('Prices in euros')).toBe(false);
    });
    expect(result.current.phase).toBe('initial');
    expect(result.current.error).toBe('Failed to start customization. Please try again.');
  });
});

describe('useCustomizationChat: undo from the chat', () => {
  const START = '/api/customization/start';
  const CONTINUE = '/api/customization/continue';
  const APPLY = `/api/customization/apply/${WEBSITE_ID}`;
  const restorePath = (version: number) => `/api/website/${WEBSITE_ID}/versions/${version}/restore`;
  const ready = { readyToApply: true, customizationData: { pricing: { currency: 'EUR' } } };

  /** A chat whose every reply is ready to apply; apply n makes version n + 1 from version n. */
  function renderReadyChat(restore: () => Response | Promise<Response>) {
    let version = 1;
    const calls = mockApi({
      [START]: () => jsonResponse(startReply(ready)),
      [CONTINUE]: () => jsonResponse(continueReply(ready)),
      [APPLY]: () => {
        version += 1;
        return jsonResponse({
          success: true,
          versionNumber: version,
          summary: 'pricing plans',
          previousVersion: version - 1,
        });
      },
      [restorePath(2)]: restore,
    });
    const onUpdated = vi.fn();
    const { result } = renderHook(() =>
      useCustomizationChat({
        websiteId: WEBSITE_ID,
        onUpdated,
        words: ENGLISH_APP_WORDS.customize,
        restoreFailed: ENGLISH_APP_WORDS.preview.versions.failed,
      }),
    );
    const say = async (text: string) => {
      await act(async () => {
        await result.current.sendText(text);
      });
    };
    const undoable = () => result.current.messages.filter((m) => m.undoVersion !== undefined);
    return { result, calls, onUpdated, say, undoable };
  }

  it('offers to undo the newest change only: a second change takes the first one’s offer', async () => {
    const { say, undoable } = renderReadyChat(() => jsonResponse({}));
    await say('Prices in euros');
    expect(undoable()).toMatchObject([
      { content: 'Done: that is version 2. Your site is updating.', undoVersion: 1 },
    ]);
    await say('And in pounds');
    expect(undoable()).toMatchObject([
      { content: 'Done: that is version 3. Your site is updating.', undoVersion: 2 },
    ]);
  });

  it('restores the version before the change, says so, reloads the preview and offers no more undo', async () => {
    const restore = deferred();
    const { result, calls, onUpdated, say, undoable } = renderReadyChat(() => restore.promise);
    await say('Prices in euros');
    await say('And in pounds');
    const [newest] = undoable();
    onUpdated.mockClear();

    let undone: Promise<void> = Promise.resolve();
    act(() => {
      if (newest) undone = result.current.undo(newest);
    });
    expect(result.current.activity).toBe('applying');
    expect(result.current.isBusy).toBe(true);
    restore.resolve(jsonResponse({ website: websiteDetail({ currentVersion: 4 }) }));
    await act(async () => {
      await undone;
    });
    expect(calls.at(-1)).toEqual({ url: restorePath(2), body: undefined });
    expect(result.current.activity).toBe('idle');
    expect(result.current.messages.at(-1)).toMatchObject({
      type: 'assistant',
      content: 'Undone: your site is back as it was in version 2.',
    });
    expect(undoable()).toEqual([]);
    expect(onUpdated).toHaveBeenCalledOnce();
  });

  it('keeps the offer and says so when the restore failed, in the server’s words for a refusal', async () => {
    let response = jsonResponse({ error: 'boom' }, 500);
    const { result, onUpdated, say, undoable } = renderReadyChat(() => response);
    await say('Prices in euros');
    await say('And in pounds');
    onUpdated.mockClear();
    const undo = async () => {
      const [newest] = undoable();
      await act(async () => {
        if (newest) await result.current.undo(newest);
      });
    };

    await undo();
    expect(result.current.error).toBe('Failed to restore version');
    expect(result.current.activity).toBe('idle');
    expect(undoable()).toMatchObject([{ undoVersion: 2 }]);
    expect(onUpdated).not.toHaveBeenCalled();

    response = jsonResponse({ error: 'A new version is being made. Please wait.' }, 409);
    await undo();
    expect(result.current.error).toBe('A new version is being made. Please wait.');
    expect(undoable()).toMatchObject([{ undoVersion: 2 }]);
  });

  it('takes the offer back when a widget made a version of its own', async () => {
    const { result, onUpdated, say, undoable } = renderReadyChat(() => jsonResponse({}));
    await say('Prices in euros');
    onUpdated.mockClear();
    act(() => {
      result.current.onWidgetUpdated();
    });
    expect(undoable()).toEqual([]);
    expect(onUpdated).toHaveBeenCalledOnce();
  });
});
