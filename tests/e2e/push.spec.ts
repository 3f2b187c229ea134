// Web push in Chromium: the notifications settings page offers push on this device, and a push the browser delivers
// to the service worker (through the DevTools protocol, as a push service would) shows its notification with the
// title, text, icon and page the server sent. (The tap is covered by sw/push.test.ts: a page cannot tap a notification.)
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

test('a grower finds push on the notifications settings, and a delivered push shows its notification', async ({ page, context, request, baseURL }, testInfo) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const name = uniqueName('pusher');
  await signUpThroughUi(page, name, 'push password 1234');
  const { id } = (await (await request.get(`/api/ref/users/${name}`)).json()) as { id: number };

  await page.goto(`/grower/${id}/settings/notifications`);
  const control = page.getByTestId('push-control');
  await expect(control.getByRole('heading', { name: 'Push notifications on this device' })).toBeVisible();
  // The check asks the service worker's push manager, which can take a while on a busy machine.
  await expect(page.getByTestId('push-status')).toHaveText('Push is off on this device.', { timeout: 30_000 });
  await expect(page.getByTestId('push-toggle')).toHaveText('Turn on push');
  await expect(page.getByTestId('notify-replies-push')).toBeVisible();
  await page.screenshot({ path: `.tmp/push/settings-${testInfo.project.name}.png`, fullPage: true });

  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const message = { title: 'Anna replied to your comment', body: 'Try lowering the lamp', url: '/notifications' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registration, data: JSON.stringify(message) });

  await expect.poll(() => page.evaluate(async () => {
    const shown = await (await navigator.serviceWorker.ready).getNotifications();
    return shown.map((n) => ({ title: n.title, body: n.body, icon: new URL(n.icon).pathname, data: n.data as unknown }));
  })).toEqual([{ title: message.title, body: message.body, icon: '/icons/icon-192.png', data: { url: '/notifications' } }]);
});
