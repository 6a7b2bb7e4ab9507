import { useEffect, useState } from 'react';

/** Milliseconds since `startedAt`, re-rendered each second while `isRunning` (spec section 9). */
export function useElapsed(startedAt: number | null, isRunning: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [isRunning]);
  return startedAt === null ? 0 : Math.max(0, now - startedAt);
}
