import { useCallback, useEffect, useRef, useState } from 'react';
import { getEditableElements } from '../api/get-elements';
import type { CustomizationSubject } from '../components/customize-panel';
import { readPick, relabelSubject, subjectForPick, type SubjectWords } from '../lib/pick-subject';

/** Why a click named no subject, as the words that say it in the site's language are keyed. */
export type PickError = 'notEditable' | 'failed';

/** The preview page that carries the pick script (never the live site). */
export const pickPageUrl = (previewUrl: string) =>
  `${previewUrl}${previewUrl.includes('?') ? '&' : '?'}pick=1`;

/**
 * Point and edit: while picking, a click in the preview frame names the chat's subject. The frame
 * runs in an opaque origin, so messages are told apart by their source window (only the frame's
 * own page is heard) and checked field by field; picking is switched on and off by messaging the
 * frame, which answers only the window and origin that asked. The subject stays until the owner
 * clears it; each new `version` of the site names it again (its words may have changed) or ends
 * it when the site no longer has it.
 */
export function usePointAndEdit(
  websiteId: string,
  onPicked: () => void,
  words: SubjectWords,
  version: number | null,
) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const [isPicking, setIsPicking] = useState(false);
  // Once the owner has picked, the frame stays on the pick page (switching back would reload it).
  const [usesPickPage, setUsesPickPage] = useState(false);
  // The subject with the version of the site it was named from.
  const [named, setNamed] = useState<{
    subject: CustomizationSubject;
    version: number | null;
  } | null>(null);
  const [pickError, setPickError] = useState<PickError | null>(null);
  const isStale = named !== null && named.version !== version;

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
        setNamed(picked && { subject: picked, version });
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
  }, [isPicking, websiteId, onPicked, words, version]);

  useEffect(() => {
    if (!isStale) return;
    let isCurrent = true;
    getEditableElements(websiteId).then(
      (elements) => {
        if (!isCurrent) return;
        setNamed((current) => {
          const again = current && relabelSubject(current.subject, elements, words);
          return again ? { subject: again, version } : null;
        });
      },
      // Unread, the subject stays as it was named.
      () => {
        if (isCurrent) setNamed((current) => current && { ...current, version });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isStale, version, websiteId, words]);

  return {
    frameRef,
    isPicking,
    usesPickPage,
    subject: named?.subject ?? null,
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
      setNamed(null);
    },
  };
}
