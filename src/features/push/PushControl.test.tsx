// The push control on the notifications settings page, in a fake browser: turning push on asks permission, subscribes
// with the server's key and sends the subscription; off deletes it and unsubscribes; a browser without push, blocked
// notifications and a dismissed prompt are said in words.
import 'fake-indexeddb/auto';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushControl } from './PushControl';
import { mountRootPerTest, waitFor } from '../../../tests/helpers/dom';

const dom = mountRootPerTest();
/** A VAPID public key as the server answers it: a 65-byte P-256 point, base64url. */
const SERVER_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i * 7 + 4) % 256);
const SERVER_KEY = Buffer.from(SERVER_KEY_BYTES).toString('base64url');
const SUBSCRIPTION_JSON = { endpoint: 'https://push.example/device-1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };

function fakeBrowser({ permission = 'default' as NotificationPermission, answer = 'granted' as NotificationPermission, subscribed = false, push = true } = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    requests.push({ method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(path === '/api/push/key' ? { key: SERVER_KEY } : { endpoint: SUBSCRIPTION_JSON.endpoint }), { status: 200 });
  }));
  const state = { permission, subscription: null as null | { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } };
  const makeSubscription = (key: Uint8Array) => ({
    endpoint: SUBSCRIPTION_JSON.endpoint,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => { state.subscription = null; return true; }),
  });
  if (subscribed) state.subscription = makeSubscription(SERVER_KEY_BYTES);
  const pushManager = {
    getSubscription: vi.fn(async () => state.subscription),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => (state.subscription = makeSubscription(applicationServerKey))),
  };
  const notification = { get permission() { return state.permission; }, requestPermission: vi.fn(async () => (state.permission = answer)) };
  vi.stubGlobal('Notification', notification);
  if (push) vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: push ? { ready: Promise.resolve({ pushManager }) } : undefined });
  if (!push) Reflect.deleteProperty(navigator, 'serviceWorker');
  return { requests, pushManager, notification, state };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const status = () => dom.container.querySelector('[data-testid="push-status"]')?.textContent;
const toggle = () => dom.container.querySelector<HTMLButtonElement>('[data-testid="push-toggle"]');
const alertText = () => dom.container.querySelector('[role="alert"]')?.textContent;

describe('PushControl', () => {
  it('turns push on: asks permission, subscribes with the server\'s key and sends the subscription', async () => {
    const browser = fakeBrowser();
    dom.render(<PushControl />);
    await waitFor(() => expect(status()).toBe('Push is off on this device.'));
    expect(toggle()!.textContent).toBe('Turn on push');
    act(() => toggle()!.click());
    await waitFor(() => expect(status()).toBe('Push is on: this device gets your notifications.'));
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const { applicationServerKey, userVisibleOnly } = browser.pushManager.subscribe.mock.calls[0]![0] as { applicationServerKey: Uint8Array; userVisibleOnly: boolean };
    expect(userVisibleOnly).toBe(true);
    expect([...applicationServerKey]).toEqual([...SERVER_KEY_BYTES]);
    expect(browser.requests).toEqual([
      { method: 'GET', path: '/api/push/key', body: undefined },
      { method: 'POST', path: '/api/push/subscriptions', body: SUBSCRIPTION_JSON },
    ]);
    expect(toggle()!.textContent).toBe('Turn off push');
  });

  it('registers a device found on for the grower signed in now; off deletes the subscription, then unsubscribes', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const subscription = browser.state.subscription!;
    dom.render(<PushControl />);
    await waitFor(() => expect(toggle()?.textContent).toBe('Turn off push'));
    await waitFor(() => expect(browser.requests).toHaveLength(1));
    act(() => toggle()!.click());
    await waitFor(() => expect(status()).toBe('Push is off on this device.'));
    // Found on, the device was registered again for the grower signed in now; then removed.
    expect(browser.requests).toEqual([
      { method: 'POST', path: '/api/push/subscriptions', body: SUBSCRIPTION_JSON },
      { method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint: SUBSCRIPTION_JSON.endpoint } },
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('stays off and says so when the grower dismisses the browser\'s prompt', async () => {
    const browser = fakeBrowser({ answer: 'default' });
    dom.render(<PushControl />);
    await waitFor(() => expect(toggle()).not.toBeNull());
    act(() => toggle()!.click());
    await waitFor(() => expect(alertText()).toBe('You did not allow notifications, so push stays off.'));
    expect(status()).toBe('Push is off on this device.');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(browser.requests).toEqual([]);
  });

  it('explains blocked notifications, offering no button', async () => {
    fakeBrowser({ permission: 'default', answer: 'denied' });
    dom.render(<PushControl />);
    await waitFor(() => expect(toggle()).not.toBeNull());
    act(() => toggle()!.click());
    await waitFor(() => expect(status()).toMatch(/^Notifications are blocked for this site/));
    expect(toggle()).toBeNull();
  });

  it('tells a browser without push how to get it', async () => {
    fakeBrowser({ push: false });
    dom.render(<PushControl />);
    await waitFor(() => expect(status()).toMatch(/^This browser cannot receive push notifications/));
    expect(toggle()).toBeNull();
  });
});
