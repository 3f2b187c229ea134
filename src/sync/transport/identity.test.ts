import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module graph (its database handle and kept identity) over a fresh browser storage, unless kept. */
async function freshApp({ keepStorage = false } = {}) {
  vi.resetModules();
  if (!keepStorage) {
    vi.stubGlobal('indexedDB', new IDBFactory());
    localStorage.clear();
  }
  const identity = await import('./identity');
  const { db } = await import('@/db/database');
  return { ...identity, db };
}

const user = { id: 7, name: 'grower', link: '/grower/7', status: 'grower', avatar: null, avatar_small: null, avatar_little: null } as never;

beforeEach(() => localStorage.clear());

describe('who this browser is to the API', () => {
  it('gives a first-time guest an id at once and keeps it in IndexedDB and the mirror for the next visit', async () => {
    const first = await freshApp();
    const { guestId, token } = await first.getIdentity();
    expect(token).toBeNull();
    await vi.waitFor(async () => expect(await first.db.session.get('guest')).toMatchObject({ guest_id: guestId }));
    first.db.close();

    const next = await freshApp({ keepStorage: true });
    expect(await next.getIdentity()).toEqual({ token: null, guestId });
    localStorage.clear();
    const withoutMirror = await freshApp({ keepStorage: true });
    expect(await withoutMirror.getIdentity()).toEqual({ token: null, guestId });
    withoutMirror.db.close();
  });

  it('reads a signed-in session from IndexedDB (the mirror never holds the token), and back to the guest after signing out', async () => {
    const app = await freshApp();
    const { guestId } = await app.getIdentity();
    await app.saveSession({ token: 'secret-token', user });
    expect(localStorage.getItem('identity')).not.toContain('secret-token');
    expect(await app.getIdentity()).toEqual({ token: 'secret-token', guestId });
    app.db.close();

    const reloaded = await freshApp({ keepStorage: true });
    expect(await reloaded.getIdentity()).toEqual({ token: 'secret-token', guestId });
    await reloaded.forgetSession();
    expect(await reloaded.getIdentity()).toEqual({ token: null, guestId });
    reloaded.db.close();
  });
});
