// @vitest-environment node
// The service worker's push handlers against a fake worker scope: a push shows its notification, a tap focuses the
// window already on its page or opens one, and payloads that are not the server's show something safe.
import { describe, expect, it, vi } from 'vitest';
import { installPushHandlers, pageOf, PUSH_ICON } from './push';

const ORIGIN = 'https://growdiaries.test';

function fakeWorker(openUrls: string[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const windows = openUrls.map((url) => ({ url, focus: vi.fn(async () => undefined) }));
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  installPushHandlers(scope as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an extendable event and waits for what it asked the worker to wait for. */
  async function dispatch(type: string, fields: object) {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ ...fields, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    expect(waits).toHaveLength(1);
    await Promise.all(waits);
  }
  const push = (payload: unknown) => dispatch('push', {
    data: payload === null ? null : { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
  });
  const click = (data: unknown) => {
    const notification = { data, close: vi.fn() };
    return dispatch('notificationclick', { notification }).then(() => notification);
  };
  return { scope, windows, push, click };
}

describe('push', () => {
  it('shows the notification with its title, text, the app icon and the page to open', async () => {
    const worker = fakeWorker();
    await worker.push({ title: 'Anna replied to you', body: 'Try lowering the lamp', url: '/diaries/12#comment-5' });
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('Anna replied to you', {
      body: 'Try lowering the lamp', icon: PUSH_ICON, badge: PUSH_ICON, data: { url: '/diaries/12#comment-5' },
    });
  });

  it('replaces the last push of the same tag (a chat room\'s messages) and alerts again', async () => {
    const worker = fakeWorker();
    await worker.push({ title: 'Anna in Growers of Berlin', body: 'Who runs a 480 W board?', url: '/chats/7', tag: 'message:chat:7' });
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('Anna in Growers of Berlin', {
      body: 'Who runs a 480 W board?', icon: PUSH_ICON, badge: PUSH_ICON, data: { url: '/chats/7' }, tag: 'message:chat:7', renotify: true,
    });
  });

  it('shows the app name and opens the notifications for an empty or unreadable push, and never another site', async () => {
    const worker = fakeWorker();
    await worker.push(null);
    await worker.push('{not json');
    await worker.push({ title: 'Hi', body: 3, url: 'https://evil.test/steal' });
    expect(worker.scope.registration.showNotification.mock.calls).toEqual([
      ['GrowDiaries', { body: '', icon: PUSH_ICON, badge: PUSH_ICON, data: { url: '/notifications' } }],
      ['GrowDiaries', { body: '', icon: PUSH_ICON, badge: PUSH_ICON, data: { url: '/notifications' } }],
      ['Hi', { body: '', icon: PUSH_ICON, badge: PUSH_ICON, data: { url: '/notifications' } }],
    ]);
  });
});

describe('notificationclick', () => {
  it('opens the page when no window shows it, and closes the notification', async () => {
    const worker = fakeWorker([`${ORIGIN}/diaries/7`]);
    const notification = await worker.click({ url: '/diaries/12#comment-5' });
    expect(notification.close).toHaveBeenCalled();
    expect(worker.scope.clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith('/diaries/12#comment-5');
    expect(worker.windows[0]!.focus).not.toHaveBeenCalled();
  });

  it('focuses a window already on that page instead of opening another', async () => {
    const worker = fakeWorker([`${ORIGIN}/explore`, `${ORIGIN}/diaries/12#comment-5`]);
    await worker.click({ url: '/diaries/12#comment-5' });
    expect(worker.windows[1]!.focus).toHaveBeenCalled();
    expect(worker.windows[0]!.focus).not.toHaveBeenCalled();
    expect(worker.scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the notifications page for a notification without a page of this site', async () => {
    const worker = fakeWorker();
    await worker.click(null);
    await worker.click({ url: 'javascript:alert(1)' });
    expect(worker.scope.clients.openWindow.mock.calls).toEqual([['/notifications'], ['/notifications']]);
  });
});

describe('pageOf', () => {
  it('keeps paths, queries and anchors of this site only', () => {
    expect(pageOf(`${ORIGIN}/chats/3?m=9#last`, ORIGIN)).toBe('/chats/3?m=9#last');
    expect(pageOf('/grower/5', ORIGIN)).toBe('/grower/5');
    expect(pageOf('//evil.test/x', ORIGIN)).toBe('/notifications');
    expect(pageOf(42, ORIGIN)).toBe('/notifications');
  });
});
