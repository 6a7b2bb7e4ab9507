import { useCallback, useEffect, useRef, useState } from 'react';
import { getEditableElements } from '../api/get-elements';
import type { CustomizationSubject } from '../components/customize-panel';
import { readPick, subjectForPick, type SubjectWords } from '../lib/pick-subject';

/** Why a click named no subject, as the words that say it in the site's language are keyed. */
export type PickError = 'notEditable' | 'failed';

/** The preview page that carries the pick script (never the live site). */
export const pickPageUrl = (previewUrl: string) =>
  `${previewUrl}${previewUrl.includes('?') ? '&' : '?'}pick=1`;

/**
 * Point and edit: while picking, a click in the preview frame names the chat's subject. The frame
 * runs in an opaque origin, so messages are told apart by their source window (only the frame's
 * own page is heard) and checked field by field; picking is switched on and off by messaging the
 * frame, which answers only the window and origin that asked.
 */
export function usePointAndEdit(websiteId: string, onPicked: () => void, words: SubjectWords) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [isPicking, setIsPicking] = useState(false);
  // Once the owner has picked, the frame stays on the pick page (switching back would reload it).
  const [usesPickPage, setUsesPickPage] = useState(false);
  const [subject, setSubject] = useState<CustomizationSubject | null>(null);
  const [pickError, setPickError] = useState<PickError | null>(null);

  const tellFrame = useCallback((on: boolean) => {
    frameRef.current?.contentWindow?.postMessage({ type: 'zappy:pick-mode', on }, '*');
  }, []);

  useEffect(() => {
    tellFrame(isPicking);
  }, [isPicking, tellFrame]);

  useEffect(() => {
    if (!isPicking) return;
    async function onMessage(event: MessageEvent) {
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const pick = readPick(event.data);
      if (!pick) return;
      setIsPicking(false);
      try {
        const picked = subjectForPick(pick, await getEditableElements(websiteId), words);
        setSubject(picked);
        setPickError(picked ? null : 'notEditable');
        if (picked) onPicked();
      } catch {
        setPickError('failed');
      }
    }
    const listener = (event: MessageEvent) => void onMessage(event);
    window.addEventListener('message', listener);
    return () => {
      window.removeEventListener('message', listener);
    };
  }, [isPicking, websiteId, onPicked, words]);

  return {
    frameRef,
    isPicking,
    usesPickPage,
    subject,
    pickError,
    /** The frame (re)loaded: it starts with picking off, so tell it the current state. */
    onFrameLoad: () => {
      tellFrame(isPicking);
    },
    togglePicking: () => {
      setUsesPickPage(true);
      setPickError(null);
      setIsPicking((on) => !on);
    },
    clearSubject: () => {
      setSubject(null);
    },
  };
}
