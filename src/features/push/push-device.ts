// Web push on this device: whether the browser can, the permission, and turning push on (permission, a subscription
// made with the server's VAPID key through the service worker, sent to the server) and off (deleted, unsubscribed).
// Both need a connection: the browser's push service is asked too, so they are not queued like other writes.
import type { PushKeyAnswer } from '@/domain/push/push-message';
import { apiRequest } from '@/sync/transport/http';

/** What this device allows: no push at all, push refused by the grower in the browser, or push to be chosen. */
export type PushAvailability = 'unsupported' | 'denied' | 'available';

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** Thrown when the grower did not allow notifications in the browser's prompt. */
export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notifications not allowed (${permission})`);
    this.name = 'PushPermissionError';
  }
}

async function pushManager(): Promise<PushManager> {
  return (await navigator.serviceWorker.ready).pushManager;
}

/** This device's subscription, when push is on and allowed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() !== 'available' || Notification.permission !== 'granted') return null;
  return (await pushManager()).getSubscription();
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks permission, subscribes with the server's key and sends the subscription to the server. */
export async function enablePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const { key } = await apiRequest<PushKeyAnswer>('/api/push/key');
  await registerDevice(await (await pushManager()).subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
}

/**
 * Sends this device's subscription for the signed-in grower: when push is turned on, and again when the settings page
 * finds it on, since the server ends a device's pushes at sign-out and the grower signed in now may be someone else.
 */
export async function registerDevice(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await apiRequest('/api/push/subscriptions', { method: 'POST', body: { endpoint, keys } });
}

/** Deletes this device's subscription on the server, then ends it in the browser (nothing to end: nothing to do). */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
