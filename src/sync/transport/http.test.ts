import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { isOnline, OFFLINE_COPY_HEADER } from './connectivity';
import { apiRequest, NetworkError, ServerError } from './http';
import { saveSession, forgetSession } from './identity';
import { getNotices } from './notices';

type Call = { url: string; init: RequestInit };

function mockFetch(...answers: (Response | Error)[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected extra request');
    if (answer instanceof Error) throw answer;
    return answer;
  }));
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(async () => {
  await forgetSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends a stable guest id and fresh request ids when signed out, with credentials', async () => {
    const calls = mockFetch(json(200, { a: 1 }), json(200, { a: 2 }));
    await apiRequest('/api/main');
    await apiRequest('/api/main');
    expect(header(calls[0], 'Authorization')).toBeNull();
    expect(header(calls[0], 'X-Guest')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(header(calls[1], 'X-Guest')).toBe(header(calls[0], 'X-Guest'));
    expect(header(calls[0], 'X-Rniq')).not.toBe(header(calls[1], 'X-Rniq'));
    expect(header(calls[0], 'X-Uniq')).toBe(header(calls[1], 'X-Uniq'));
    expect(header(calls[0], 'X-Origin')).toBeTruthy();
    expect(calls[0]?.init.credentials).toBe('include');
    const guest = await db.session.get('guest');
    expect(guest?.key === 'guest' && guest.guest_id).toBe(header(calls[0], 'X-Guest'));
  });

  it('sends the bearer token instead of the guest id when signed in', async () => {
    await saveSession({ token: 'tok_123', user: { id: 1, name: 'demo', link: '/grower/1', status: 'grower', avatar: null, avatar_small: null, avatar_little: null } });
    const calls = mockFetch(json(200, {}));
    await apiRequest('/api/main');
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok_123');
    expect(header(calls[0], 'X-Guest')).toBeNull();
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after %i, with the same X-Rniq', async (status) => {
    const calls = mockFetch(json(status, { error: 'x', message: 'y' }), json(200, { ok: true }));
    await expect(apiRequest('/api/diaries')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
    expect(header(calls[1], 'X-Rniq')).toBe(header(calls[0], 'X-Rniq'));
  });

  it('gives up after one retry and says the server answered with an error', async () => {
    mockFetch(json(503, { error: 'unavailable', message: 'Try later.' }, { 'Retry-After': '30' }), json(503, { error: 'unavailable', message: 'Try later.' }, { 'Retry-After': '30' }));
    const failure = await apiRequest('/api/diaries').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServerError);
    expect((failure as ServerError).message).toBe('Server responded with an error');
    expect((failure as ServerError).status).toBe(503);
    expect((failure as ServerError).body).toEqual({ error: 'unavailable', message: 'Try later.' });
    expect((failure as ServerError).retryAfterSeconds).toBe(30);
  });

  it('does not retry a GET after 404, nor any write', async () => {
    const calls = mockFetch(json(404, { error: 'not_found', message: 'Diary not found' }), json(500, {}));
    await expect(apiRequest('/api/diaries/9')).rejects.toBeInstanceOf(ServerError);
    await expect(apiRequest('/api/session', { method: 'POST', body: { login: 'a', password: 'b' } })).rejects.toBeInstanceOf(ServerError);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.init.body).toBe('{"login":"a","password":"b"}');
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
  });

  it('turns a failed fetch into a Network error', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    const failure = await apiRequest('/api/main').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as Error).message).toBe('Network error');
  });

  it('pushes a details field to the visible notices, on success and on error', async () => {
    mockFetch(json(200, { details: 'Your diary was approved' }), json(400, { error: 'bad_request', message: 'x', details: ['One', 'Two'] }));
    await apiRequest('/api/main');
    await apiRequest('/api/main').catch(() => undefined);
    expect(getNotices().map((n) => n.text)).toEqual(['Your diary was approved', 'One', 'Two']);
  });
});

describe('connectivity as the requests tell it', () => {
  it('is offline after a request finds no network or gets the cache\'s offline copy, online again after a real answer', async () => {
    expect(isOnline()).toBe(true);
    mockFetch(new TypeError('Failed to fetch'), json(200, { a: 1 }), json(200, { a: 1 }, { [OFFLINE_COPY_HEADER]: '1' }), json(500, {}));
    await expect(apiRequest('/api/diaries/1', { method: 'DELETE' })).rejects.toBeInstanceOf(NetworkError);
    expect(isOnline()).toBe(false);
    await apiRequest('/api/main');
    expect(isOnline()).toBe(true);
    await apiRequest('/api/main');
    expect(isOnline()).toBe(false);
    // A server error is still an answer: the network is there.
    await expect(apiRequest('/api/diaries/1', { method: 'DELETE' })).rejects.toBeInstanceOf(ServerError);
    expect(isOnline()).toBe(true);
  });
});
