// The session check at start and sign-out: only a 401 signs out; revocations go through the http client and wait out failures.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { apiRequest } from './http';
import { forgetSession, getIdentity, saveSession } from './identity';
import { signOut, verifySession } from './session';

type Call = { url: string; method: string; headers: Headers; credentials: RequestCredentials | undefined };
type Answer = Response | Error | (() => Promise<Response>);

function mockFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), credentials: init.credentials });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected extra request ${init.method ?? 'GET'} ${url}`);
    if (answer instanceof Error) throw answer;
    return answer instanceof Response ? answer : answer();
  }));
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noContent = () => new Response(null, { status: 204 });
const offline = () => new TypeError('Failed to fetch');
const unauthorized = () => json(401, { error: 'unauthorized', message: 'Sign in first.' });

const user = (name: string) => ({ id: 7, name, link: '/grower/7', status: 'grower', avatar: null, avatar_small: null, avatar_little: null }) as never;
const pending = (): unknown => JSON.parse(localStorage.getItem('pending-revocations') ?? '[]');
const storedToken = async () => {
  const current = await db.session.get('current');
  return current?.key === 'current' ? current.token : null;
};

beforeEach(async () => {
  localStorage.clear();
  await forgetSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('the session check at start', () => {
  it.each([500, 502, 503])('keeps the user signed in when the server answers %i (twice: the GET is retried)', async (status) => {
    await saveSession({ token: 'tok_keep', user: user('rosie') });
    const calls = mockFetch(json(status, { error: 'x', message: 'y' }), json(status, { error: 'x', message: 'y' }));
    await expect(verifySession()).resolves.toBeUndefined();
    expect(calls.map((call) => call.method)).toEqual(['GET', 'GET']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok_keep');
    expect(await storedToken()).toBe('tok_keep');
    expect((await getIdentity()).token).toBe('tok_keep');
  });

  it('keeps the user signed in offline', async () => {
    await saveSession({ token: 'tok_keep', user: user('rosie') });
    mockFetch(offline());
    await expect(verifySession()).resolves.toBeUndefined();
    expect(await storedToken()).toBe('tok_keep');
  });

  it('signs this device out on a 401, and the next requests go as the guest', async () => {
    await saveSession({ token: 'tok_revoked', user: user('rosie') });
    const calls = mockFetch(unauthorized(), json(200, {}));
    await verifySession();
    expect(await storedToken()).toBeNull();
    expect(JSON.parse(localStorage.getItem('identity') ?? 'null')).toMatchObject({ signedIn: false });
    await apiRequest('/api/main');
    expect(calls[1]?.headers.get('Authorization')).toBeNull();
    expect(calls[1]?.headers.get('X-Guest')).toBeTruthy();
    // A token the server no longer knows needs no revocation.
    expect(pending()).toEqual([]);
  });

  it('does not sign out a session started on this device while the check of the old one was under way', async () => {
    await saveSession({ token: 'tok_old', user: user('rosie') });
    mockFetch(async () => {
      await saveSession({ token: 'tok_new', user: user('rosie') });
      return unauthorized();
    });
    await verifySession();
    expect(await storedToken()).toBe('tok_new');
  });

  it('stores the user the server answers, with its current name', async () => {
    await saveSession({ token: 'tok_ok', user: user('old name') });
    mockFetch(json(200, { user: user('new name') }));
    await verifySession();
    const current = await db.session.get('current');
    expect(current?.key === 'current' && current.user.name).toBe('new name');
  });

  it('asks nothing for a guest with no revocation pending', async () => {
    const calls = mockFetch();
    await verifySession();
    expect(calls).toEqual([]);
  });
});

describe('signing out', () => {
  it('forgets the session here and revokes the old token with the client\'s headers', async () => {
    await saveSession({ token: 'tok_out', user: user('rosie') });
    const calls = mockFetch(noContent());
    await signOut();
    expect(await storedToken()).toBeNull();
    expect((await getIdentity()).token).toBeNull();
    expect(calls).toHaveLength(1);
    const [revoke] = calls;
    expect(revoke?.method).toBe('DELETE');
    expect(new URL(revoke?.url ?? '').pathname).toBe('/api/session');
    expect(revoke?.headers.get('Authorization')).toBe('Bearer tok_out');
    expect(revoke?.headers.get('X-Guest')).toBeNull();
    expect(revoke?.headers.get('X-Origin')).toBe(location.host);
    expect(revoke?.headers.get('X-Uniq')).toBeTruthy();
    expect(revoke?.headers.get('X-Rniq')).toBeTruthy();
    expect(revoke?.credentials).toBe('include');
    expect(pending()).toEqual([]);
  });

  it('signs out offline at once and revokes the token at the next start', async () => {
    await saveSession({ token: 'tok_offline', user: user('rosie') });
    mockFetch(offline());
    await signOut();
    expect(await storedToken()).toBeNull();
    expect(pending()).toEqual(['tok_offline']);

    // Still offline at the next start: the token stays queued.
    mockFetch(offline());
    await verifySession();
    expect(pending()).toEqual(['tok_offline']);

    const calls = mockFetch(noContent());
    await verifySession();
    expect(calls.map((call) => [call.method, call.headers.get('Authorization')])).toEqual([['DELETE', 'Bearer tok_offline']]);
    expect(pending()).toEqual([]);
  });

  it.each([500, 503])('keeps the token queued when the revocation gets a %i', async (status) => {
    await saveSession({ token: 'tok_5xx', user: user('rosie') });
    const calls = mockFetch(json(status, { error: 'x', message: 'y' }));
    await signOut();
    // A write is never retried at once; the next start retries it.
    expect(calls).toHaveLength(1);
    expect(await storedToken()).toBeNull();
    expect(pending()).toEqual(['tok_5xx']);
  });

  it('drops a queued token the server answers 401 for (already revoked), keeps the failed ones', async () => {
    localStorage.setItem('pending-revocations', JSON.stringify(['tok_gone', 'tok_retry', 'tok_done']));
    const calls = mockFetch(unauthorized(), json(502, {}), noContent());
    await verifySession();
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer tok_gone', 'Bearer tok_retry', 'Bearer tok_done']);
    expect(pending()).toEqual(['tok_retry']);
  });

  it('keeps a token queued by a sign-out during the sending of earlier ones', async () => {
    localStorage.setItem('pending-revocations', JSON.stringify(['tok_earlier']));
    mockFetch(async () => {
      localStorage.setItem('pending-revocations', JSON.stringify(['tok_earlier', 'tok_meanwhile']));
      return noContent();
    });
    await verifySession();
    expect(pending()).toEqual(['tok_meanwhile']);
  });
});

describe('the configured API base', () => {
  it('takes the session check and the revocation to VITE_API_BASE', async () => {
    vi.stubEnv('VITE_API_BASE', 'https://api.growdiaries.test');
    await saveSession({ token: 'tok_base', user: user('rosie') });
    const calls = mockFetch(noContent(), json(200, { user: user('rosie') }));
    await signOut();
    await saveSession({ token: 'tok_base_2', user: user('rosie') });
    await verifySession();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE https://api.growdiaries.test/api/session',
      'GET https://api.growdiaries.test/api/session',
    ]);
  });
});
