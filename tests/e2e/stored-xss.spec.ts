// Stored XSS, desktop and phone: a grower writes script-bearing text into every field others read (diary name,
// week text, comment, grow question and answer, profile bio and location, chat message), then another grower opens
// every page that shows it, online, and the server-rendered head of the public ones is read raw. No script runs (no
// dialog, no marker set), the words show as the grower typed them, and the head carries them escaped.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { signUpThroughUi, uniqueName, waitForServiceWorker } from './support';

const PASSWORD = 'a long password';
/** Each payload sets window.__xss when it runs. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload="window.__xss=3">',
  '</title><script>window.__xss=4</script>',
  'see javascript:window.__xss=5 and <a href="javascript:window.__xss=6">this</a>',
];
const all = PAYLOADS.join(' ');

/** The writer: an account made through the API, and a function that writes as it. */
async function writer(request: APIRequestContext) {
  const name = uniqueName('xss');
  const signup = await request.post('/api/users', { data: { name, email: `${name}@example.test`, password: PASSWORD } });
  expect(signup.status()).toBe(201);
  const { token, user } = (await signup.json()) as { token: string; user: { id: number } };
  let key = 0;
  const write = async <T>(method: 'POST' | 'PUT', path: string, data: object): Promise<T> => {
    const res = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}`, 'x-rniq': `e2e-xss-${name}:${++key}` } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return (await res.json()) as T;
  };
  return { name, id: user.id, token, write };
}

/** Opens a page and checks that nothing ran and the payload's words are there as text. */
async function expectInert(page: Page, path: string, words: string) {
  await page.goto(path);
  await expect(page.getByText(words, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}

test('text with script in every field others read stays text: nothing runs in the app or the server-rendered head', async ({ page, request }) => {
  const w = await writer(request);
  const diary = await w.write<{ id: number }>('POST', '/api/diaries', { name: `Grow ${PAYLOADS[0]}` });
  const week = await w.write<{ id: number }>('POST', `/api/diaries/${diary.id}/weeks`, { faza: 0, days: 7, text: `Week ${all}` });
  await w.write('POST', `/api/comments/week/${week.id}`, { text: `Comment ${all}` });
  const question = await w.write<{ id: number }>('POST', '/api/problems', { title: `Question ${PAYLOADS[1]}`, category: 'nutrients', text: `Details ${all}` });
  await w.write('POST', `/api/problems/${question.id}/solution`, { text: `Answer ${all}` });
  const settings = (await (await request.get(`/api/users/${w.id}/settings`, { headers: { authorization: `Bearer ${w.token}` } })).json()) as { profile: { socials: object } };
  await w.write('PUT', `/api/users/${w.id}`, { name: w.name, bio: `Bio ${all}`, location: `Place ${PAYLOADS[2]}`, website: '', socials: settings.profile.socials });

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => { dialogs.push(dialog.message()); await dialog.dismiss(); });
  const reader = uniqueName('reader');
  await signUpThroughUi(page, reader, PASSWORD);
  await waitForServiceWorker(page);
  const readerId = ((await (await request.get(`/api/users/livesearch?query=${reader}`)).json()) as { items: { id: number }[] }).items[0]!.id;
  const chat = await w.write<{ id: number }>('POST', '/api/chats', { user_id: readerId });
  await w.write('POST', `/api/chats/${chat.id}/messages`, { text: `Message ${all}` });

  await expectInert(page, `/diaries/${diary.id}`, `Grow ${PAYLOADS[0]}`);
  await expectInert(page, `/diaries/${diary.id}/week/${week.id}`, `Comment ${PAYLOADS[0]}`);
  await expectInert(page, `/grow-questions/${question.id}`, `Answer ${PAYLOADS[0]}`);
  await expectInert(page, `/grower/${w.id}`, `Bio ${PAYLOADS[0]}`);
  await expectInert(page, `/chats/${chat.id}`, `Message ${PAYLOADS[0]}`);
  await expectInert(page, `/search?query=${encodeURIComponent('Grow <img')}`, `Grow ${PAYLOADS[0]}`);
  expect(dialogs).toEqual([]);

  // The server-rendered head of the public pages (title, description, structured data) holds the words escaped.
  for (const path of [`/diaries/${diary.id}`, `/diaries/${diary.id}/week/${week.id}`, `/grow-questions/${question.id}`, `/grower/${w.id}`]) {
    const html = await (await request.get(path)).text();
    for (const raw of ['<img src=x', '<script>window.__xss', '<svg onload', '</title><script>']) expect(html, `${path} holds ${raw}`).not.toContain(raw);
  }
});
