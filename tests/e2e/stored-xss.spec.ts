// Stored XSS, desktop: growers, a brand's manager and the admin write script-bearing text through the API into every
// field someone else reads (the corpus of stored-xss-writes.ts: a grower's diary, weeks, photos, comments, questions
// and profile; a brand, its products, composition, schemes, banners and reviews; chats, shorts, giveaway entries and
// articles; reports, contact messages, partner orders and newsletters), then the people who read them (another
// grower, the admin, the nutrient brand's manager) open every page that shows them, online. No script runs (no dialog,
// no marker set), no link or source is a script address, the words show as they were typed, the server-rendered HTML
// of the public pages and the HTML of the mails carry them escaped.
import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { readMailbox } from '../helpers/eml';
import { signInThroughUi, signUpThroughUi, uniqueName, waitForServiceWorker } from './support';
import {
  Account, backOfficeEntries, catalogueEntries, communityEntries, DEMO_PASSWORD, growerEntries, MAIL_DIR, PASSWORD, RAW_MARKUP,
  type Entry, type MailCheck, type PageCheck, type Viewer, type World,
} from './stored-xss-writes';

// One after the other in one worker, so the figures add up at the end.
test.describe.configure({ mode: 'default' });

const figures = { fields: 0, pages: 0, raw: 0, mails: 0, ran: 0 };

/** The reader signs up through the app in the test's page; the writer and the admin act through the API. */
async function worldOf(page: Page, request: World['request']): Promise<World> {
  const readerName = uniqueName('reader');
  await signUpThroughUi(page, readerName, PASSWORD);
  await waitForServiceWorker(page);
  return {
    request,
    writer: await Account.signUp(request, 'xss'),
    reader: await Account.signIn(request, readerName, PASSWORD),
    admin: await Account.signIn(request, 'admin'),
    cleanups: [],
  };
}

/** Addresses in the page that would run script when followed or loaded, read as the browser reads them. */
function scriptAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('[href], [src], [action], [formaction], [xlink\\:href]')]
    .flatMap((element) => ['href', 'src', 'action', 'formaction', 'xlink:href'].map((name) => element.getAttribute(name)))
    .filter((value): value is string => {
      if (value === null) return false;
      let scheme = '';
      try {
        scheme = new URL(value, document.baseURI).protocol;
      } catch {
        return false;
      }
      return scheme === 'javascript:' || scheme === 'vbscript:' || (scheme === 'data:' && !/^\s*data:image\//i.test(value));
    }));
}

/** Whether a payload ran: read once every eager image of the page (a payload's image is never lazy) has loaded or
 * failed, and the task after that has run (an image's error event is queued as it fails: an onerror payload would
 * have run by then). */
async function markerOnceImagesSettled(page: Page): Promise<unknown> {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
  return page.evaluate(() => new Promise((resolve) => setTimeout(() => resolve((window as { __xss?: unknown }).__xss), 0)));
}

/** Checks of one page that a single visit covers (same viewer, path and steps). */
function visitsOf(checks: PageCheck[]): PageCheck[][] {
  const ids = new Map<unknown, number>();
  const idOf = (step: unknown) => (step ? ids.get(step) ?? ids.set(step, ids.size + 1).get(step) : 0);
  const visits = new Map<string, PageCheck[]>();
  for (const check of checks) {
    const key = [check.as ?? 'reader', check.path, idOf(check.before), idOf(check.open), idOf(check.after)].join(' ');
    visits.set(key, [...(visits.get(key) ?? []), check]);
  }
  return [...visits.values()];
}

/** Opens a page as its viewer: the words are there as text, nothing ran, nothing links to script. */
async function expectInert(page: Page, checks: PageCheck[]): Promise<void> {
  const { path, before, open, after } = checks[0]!;
  await before?.(page);
  await page.goto(path);
  await open?.(page);
  for (const { words, inField } of checks) {
    if (inField) {
      await expect.poll(() => page.locator('input, textarea').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value)), { message: `${path}: ${words}` })
        .toContainEqual(expect.stringContaining(words));
    } else {
      await expect(page.getByText(words, { exact: false }).first(), `${path}: ${words}`).toBeVisible();
    }
  }
  await after?.(page);
  const marker = await markerOnceImagesSettled(page);
  if (marker !== undefined) figures.ran++;
  expect(marker, `a payload ran on ${path}`).toBeUndefined();
  expect(await scriptAddresses(page), `script addresses on ${path}`).toEqual([]);
  if (before) await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  figures.pages++;
}

/** The page's HTML as a guest's first visit gets it (rendered on the server): no markup of a payload raw. */
async function expectEscaped(request: World['request'], path: string): Promise<void> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  for (const raw of RAW_MARKUP) expect(html, `${path} holds ${raw}`).not.toContain(raw);
  expect(html, `${path} shows a payload escaped`).toContain('&lt;');
  figures.raw++;
}

/** A mail of the kind to `to` with the words: its HTML holds no markup of a payload raw and links to no script. */
async function expectMailEscaped({ to, kind, includes }: MailCheck): Promise<void> {
  const matching = async () => (await readMailbox(MAIL_DIR))
    .filter((mail) => mail.headers['x-mail-kind'] === kind && (mail.headers.to ?? '').includes(to) && mail.text.includes(includes));
  await expect.poll(async () => (await matching()).length, { message: `a ${kind} mail to ${to}` }).toBeGreaterThan(0);
  for (const mail of await matching()) {
    expect(mail.html, mail.file).not.toBe('');
    for (const raw of RAW_MARKUP) expect(mail.html, `${mail.file} holds ${raw}`).not.toContain(raw);
    expect(mail.html, mail.file).not.toMatch(/(href|src)\s*=\s*["']?\s*(javascript|data):/i);
  }
  figures.mails++;
}

/** Writes every entry, then opens each page that shows them in its viewer's session, reads the public ones raw and the mails. */
async function expectCorpusInert(world: World, entries: Entry[], page: Page, browser: Browser): Promise<void> {
  const checks: PageCheck[] = [];
  const mails: MailCheck[] = [];
  for (const entry of entries) {
    const shown = await entry.write(world);
    figures.fields += entry.fields.length;
    checks.push(...shown.pages);
    mails.push(...(shown.mails ?? []));
  }

  const dialogs: string[] = [];
  const viewers = new Map<Viewer, Page>([['reader', page]]);
  const listen = (viewer: Page) => viewer.on('dialog', async (dialog) => { dialogs.push(dialog.message()); await dialog.dismiss(); });
  listen(page);
  const viewerPage = async (viewer: Viewer): Promise<Page> => {
    if (!viewers.has(viewer)) {
      const opened = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
      listen(opened);
      await signInThroughUi(opened, viewer, DEMO_PASSWORD);
      viewers.set(viewer, opened);
    }
    return viewers.get(viewer)!;
  };
  try {
    for (const visit of visitsOf(checks)) await expectInert(await viewerPage(visit[0]!.as ?? 'reader'), visit);
    for (const path of new Set(checks.filter((check) => check.public).map((check) => check.path))) await expectEscaped(world.request, path);
    for (const mail of mails) await expectMailEscaped(mail);
    figures.ran += dialogs.length;
    expect(dialogs).toEqual([]);
  } finally {
    for (const cleanup of world.cleanups) await cleanup();
    for (const [viewer, opened] of viewers) if (viewer !== 'reader') await opened.context().close();
  }
}

test('a grower\'s diary, weeks, photos, comments, questions and profile stay text wherever they show', async ({ page, request, browser }) => {
  await expectCorpusInert(await worldOf(page, request), growerEntries(), page, browser);
});

test('a brand\'s name, products, composition, schemes and banners, and growers\' reviews of them, stay text', async ({ page, request, browser }) => {
  await expectCorpusInert(await worldOf(page, request), catalogueEntries(), page, browser);
});

test('chats, shorts, giveaway entries, articles and their comments stay text, and an article\'s HTML is sanitised', async ({ page, request, browser }) => {
  await expectCorpusInert(await worldOf(page, request), communityEntries(), page, browser);
});

test('reports, moderation reasons, contact messages, partner orders and newsletters stay text for admins, managers and growers', async ({ page, request, browser }) => {
  await expectCorpusInert(await worldOf(page, request), backOfficeEntries(), page, browser);
});

test.afterAll(() => {
  console.info(`Stored XSS: fields written ${figures.fields}, pages checked ${figures.pages}, scripts run ${figures.ran} (server-rendered HTML read raw ${figures.raw} times, mails ${figures.mails})`);
});
