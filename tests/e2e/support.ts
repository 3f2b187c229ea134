// Shared steps of the end-to-end tests: waiting for the service worker, going offline, checking photos.
import { expect, type Page } from '@playwright/test';

/**
 * Waits until an activated service worker controls the page (it claims clients on its first activation, after
 * precaching the whole shell). The predicate must be synchronous: waitForFunction takes a returned Promise as truthy.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
}

/** Waits until the selected images in view (at least one) have loaded real pixels; lazy ones below the fold are left out. */
export async function expectImagesLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.locator(selector).evaluateAll((elements) => {
      const inView = (elements as HTMLImageElement[]).filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.width > 0;
      });
      return inView.length > 0 && inView.every((img) => img.complete && img.naturalWidth > 0);
    }))
    .toBe(true);
}

/** Registers a new account through the sign-up page and waits for the signed-in header. */
export async function signUpThroughUi(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(`${name}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('signed-in-user')).toContainText(name);
}

/** A user name unique to this test run and project. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
