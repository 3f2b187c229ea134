// Keeps the signed-in grower's notifications current while the app is open: polling (the fallback, spec §4/§9) and
// the live connection, both started at sign-in and stopped at sign-out. Loaded after the idle start.
import { liveQuery } from 'dexie';
import { db } from '@/db/database';
import { connectLive, LIVE_RESET, onLiveEvent } from './live-connection';
import { loadGroups, loadNumbers } from './notification-store';
import { createPoller } from './poller';

const NOTIFICATION_EVENT = 'notification';
/** Some were read elsewhere (a chat room read here or on another device). */
const NOTIFICATION_READ_EVENT = 'notification.read';

function visibilityChanges(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** Starts for the grower signed in now, and follows sign-in and sign-out. */
export function startNotificationSync(): void {
  let running: { user: number; stop: () => void } | null = null;
  liveQuery(() => db.session.get('current')).subscribe((session) => {
    const signedIn = session?.key === 'current' ? { user: session.user.id, token: session.token } : null;
    if (running && running.user === signedIn?.user) return;
    running?.stop();
    running = null;
    if (!signedIn) return;
    const { user, token } = signedIn;
    const poller = createPoller({
      load: () => loadNumbers(user),
      isHidden: () => document.visibilityState === 'hidden',
      onVisibilityChange: visibilityChanges,
      log: (message, error) => console.warn(message, error),
    });
    poller.start();
    // A new notification, some read elsewhere, or a gap in the stream: the numbers and the newest groups again.
    const refresh = () => {
      void Promise.all([loadNumbers(user), loadGroups(user, 'all')]).catch((error: unknown) => console.warn('Notifications could not be loaded.', error));
    };
    const stopEvents = [NOTIFICATION_EVENT, NOTIFICATION_READ_EVENT, LIVE_RESET].map((type) => onLiveEvent(type, refresh));
    const disconnect = connectLive(token);
    running = { user, stop: () => { poller.stop(); for (const stop of stopEvents) stop(); disconnect(); } };
  });
}
