// Tells a screen when the follow changes waiting on the device have all reached the server (the feed they change is then out of date).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { countWaitingFollows } from './follow-store';

/** Calls `onSent` each time the follow changes waiting on the device have all reached the server. */
export function useFollowsSent(onSent: () => void): void {
  const waiting = useLiveQuery(countWaitingFollows);
  const before = useRef(waiting);
  useEffect(() => {
    if (waiting === 0 && (before.current ?? 0) > 0) onSent();
    before.current = waiting;
  }, [waiting, onSent]);
}
