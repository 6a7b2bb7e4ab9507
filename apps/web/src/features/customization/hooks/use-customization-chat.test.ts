import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_APP_WORDS } from '@zappy/locales/app-words';
import { jsonResponse } from '../../../test/helpers';
import { WEBSITE_ID } from '../../../test/website';
import { startReply } from '../test/fixtures';
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
    apply.resolve(jsonResponse({ success: true, versionNumber: 2, summary: 'pricing plans' }));
    await act(async () => {
      expect(await sent).toBe(true);
    });
    expect(result.current.phase).toBe('chatting');
    expect(result.current.activity).toBe('idle');
    expect(result.current.messages.at(-1)).toMatchObject({
      type: 'assistant',
      content: 'Applied as version 2: pricing plans. Your site is updating.',
    });
  });

  it('goes back to initial when the session could not be started', async () => {
    mockApi({ '/api/customization/start': () => jsonResponse({ error: 'boom' }, 503) });
    const { result } = renderHook(() =>
      useCustomizationChat({
        websiteId: WEBSITE_ID,
        onUpdated: vi.fn(),
        words: ENGLISH_APP_WORDS.customize,
      }),
    );
    await act(async () => {
      expect(await result.current.sendText('Prices in euros')).toBe(false);
    });
    expect(result.current.phase).toBe('initial');
    expect(result.current.error).toBe('Failed to start customization. Please try again.');
  });
});
