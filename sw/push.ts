// Web push in the service worker: a push shows its notification (title, text, the app's icon, the page to open), and a
// tap on it focuses a window already on that page or opens one.
/// <reference lib="webworker" />
import type { PushMessage } from '@/domain/push/push-message';

export const PUSH_ICON = '/icons/icon-192.png';
/** Shown when a push arrives without a readable payload (the server always sends one). */
const FALLBACK: PushMessage = { title: 'GrowDiaries', body: '', url: '/notifications' };

/** A path of this site; anything else (another origin, a script URL) opens the notifications page instead. */
export function pageOf(url: unknown, origin: string): string {
  if (typeof url !== 'string') return FALLBACK.url;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.pathname + target.search + target.hash : FALLBACK.url;
  } catch {
    return FALLBACK.url;
  }
}

function readMessage(data: PushMessageData | null, origin: string): PushMessage {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined;
    if (typeof message?.title !== 'string' || message.title === '') return FALLBACK;
    return {
      title: message.title, body: typeof message.body === 'string' ? message.body : '', url: pageOf(message.url, origin),
      ...(typeof message.tag === 'string' && message.tag !== '' ? { tag: message.tag } : {}),
    };
  } catch {
    return FALLBACK;
  }
}

export function installPushHandlers(scope: ServiceWorkerGlobalScope): void {
  const origin = scope.location.origin;

  scope.addEventListener('push', (event) => {
    const { title, body, url, tag } = readMessage(event.data, origin);
    // A tagged push replaces the one shown before it and alerts again (`renotify`, not in TypeScript's DOM types).
    const options: NotificationOptions & { renotify?: boolean } = { body, icon: PUSH_ICON, badge: PUSH_ICON, data: { url }, ...(tag ? { tag, renotify: true } : {}) };
    event.waitUntil(scope.registration.showNotification(title, options));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = pageOf((event.notification.data as { url?: unknown } | null)?.url, origin);
    event.waitUntil((async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => {
        const at = new URL(client.url);
        return at.origin === origin && at.pathname + at.search + at.hash === url;
      });
      if (open) await open.focus();
      else await scope.clients.openWindow(url);
    })());
  });
}
