// Device tests of queued writes: a grower signed in on an empty database before each test, and an API stub that
// records what the outbox sends (method, path, X-Rniq key, JSON body) and answers as the test says.
import { afterEach, beforeEach, vi } from 'vitest';
import { db } from '@/db/database';
import type { User } from '@/domain/user/user';

export const TEST_GROWER: User = { id: 7, name: 'grower', link: '/grower/7', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };

/** Registers the hooks: every table emptied and `user` signed in before each test, fetch restored after it. */
export function signedInOnEmptyDatabase(user: User = TEST_GROWER): void {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
    await db.session.put({ key: 'current', token: 'token', user, signed_in_at: 0 });
  });
  afterEach(() => vi.unstubAllGlobals());
}

export interface SentRequest {
  method: string;
  path: string;
  key: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Replaces fetch with `respond`; the list fills with each request as it is sent. */
export function stubApi(respond: (request: SentRequest, url: URL) => Response | Promise<Response>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const request = {
      method: init.method ?? 'GET', path: url.pathname, key: new Headers(init.headers).get('X-Rniq'),
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    sent.push(request);
    return respond(request, url);
  }));
  return sent;
}
