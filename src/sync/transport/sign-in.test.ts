// Signing in through the http client: the session is stored and the very next request carries its token.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const user = { id: 7, name: 'rosie', link: '/grower/7', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };

/** A fresh module graph over a fresh IndexedDB; the sync engine is replaced by a spy. */
async function freshApp() {
  vi.resetModules();
  vi.stubGlobal('indexedDB', new IDBFactory());
  const requestSync = vi.fn();
  vi.doMock('../outbox/sync-engine', () => ({ requestSync }));
  return { ...(await import('./sign-in')), ...(await import('./http')), requestSync };
}

function mockFetch(...answers: Response[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected extra request ${url}`);
    return answer;
  }));
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const header = (call: { init: RequestInit } | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./sync-engine');
});

it('signs in as a guest known only from the mirror (its IndexedDB copy never stored): the next request carries the token', async () => {
  localStorage.setItem('identity', JSON.stringify({ guestId: 'guest-from-mirror', signedIn: false }));
  const app = await freshApp();
  const calls = mockFetch(json(200, { token: 'tok_signed_in', user }), json(200, {}));

  await app.signIn({ login: 'rosie', password: 'hunter2-hunter2' });
  expect(header(calls[0], 'X-Guest')).toBe('guest-from-mirror');
  expect(calls[0]?.init.method).toBe('POST');
  await vi.waitFor(() => expect(app.requestSync).toHaveBeenCalled());

  await app.apiRequest('/api/main');
  expect(header(calls[1], 'Authorization')).toBe('Bearer tok_signed_in');
  expect(header(calls[1], 'X-Guest')).toBeNull();
  expect(JSON.parse(localStorage.getItem('identity') ?? 'null')).toEqual({ guestId: 'guest-from-mirror', signedIn: true });
});
