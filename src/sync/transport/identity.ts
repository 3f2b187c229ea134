// Who this browser is to the API: the signed-in user's bearer token, or a stable guest id.
import type { SessionRecord } from '@/db/database';
import { DATABASE_NAME } from '@/db/database-name';
import { loadDatabase } from '@/db/load-database';
import type { Session } from '@/domain/user/user';

type CurrentSession = Extract<SessionRecord, { key: 'current' }>;

/** A random id for this app load, sent as X-Uniq. */
export const pageLoadId = randomId();

type Identity = { token: string | null; guestId: string };

let cached: Promise<Identity> | null = null;

/** Makes a random id (uuid when the browser has it). */
export function randomId(): string {
  // randomUUID exists only in secure contexts; a phone testing over the LAN may not be one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A copy of who this browser is in local storage (the guest id and whether a session exists, never the token): a
 * guest's first API request need not wait for IndexedDB to open, which on a first visit means creating the database.
 */
const MIRROR_KEY = 'identity';

/** Local storage of a page; the service worker, which shares this module, has none. */
const pageStorage = (globalThis as { localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void } }).localStorage;

/** The databases this origin had before the app opened its own (asked once, as the module loads). */
const databasesAtStart: Promise<IDBDatabaseInfo[] | undefined> = typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function'
  ? indexedDB.databases().catch(() => undefined)
  : Promise.resolve(undefined);

function readMirror(): { guestId: string; signedIn: boolean } | null {
  try {
    const mirror = JSON.parse(pageStorage?.getItem(MIRROR_KEY) ?? 'null') as { guestId?: unknown; signedIn?: unknown } | null;
    return typeof mirror?.guestId === 'string' && typeof mirror.signedIn === 'boolean' ? { guestId: mirror.guestId, signedIn: mirror.signedIn } : null;
  } catch {
    return null;
  }
}

/** Whether this browser's mirror says someone is signed in (read synchronously, before IndexedDB opens). */
export function signedInByMirror(): boolean {
  return readMirror()?.signedIn === true;
}

function writeMirror(guestId: string, signedIn: boolean): void {
  try {
    pageStorage?.setItem(MIRROR_KEY, JSON.stringify({ guestId, signedIn }));
  } catch {
    // Storage full or blocked: requests wait for IndexedDB instead.
  }
}

async function loadIdentity(): Promise<Identity> {
  const db = await loadDatabase();
  const [current, guest] = await Promise.all([db.session.get('current'), db.session.get('guest')]);
  let guestId = guest?.key === 'guest' ? guest.guest_id : null;
  if (!guestId) {
    guestId = randomId();
    await db.session.put({ key: 'guest', guest_id: guestId });
  }
  const token = current?.key === 'current' ? current.token : null;
  writeMirror(guestId, token !== null);
  return { token, guestId };
}

/**
 * A guest known from the mirror, or a browser that has never stored anything (no database yet: a new guest id,
 * stored as the database opens); null when only IndexedDB can tell (a session, or data from before the mirror).
 */
async function guestWithoutDatabase(): Promise<Identity | null> {
  const mirror = readMirror();
  if (mirror) return mirror.signedIn ? null : { token: null, guestId: mirror.guestId };
  const databases = await databasesAtStart;
  if (!databases || databases.some((known) => known.name === DATABASE_NAME)) return null;
  const guestId = randomId();
  writeMirror(guestId, false);
  void loadDatabase().then((db) => db.session.put({ key: 'guest', guest_id: guestId })).catch((error: unknown) => console.warn('Guest id not stored', error));
  return { token: null, guestId };
}

/** The token and guest id the http client sends, read once (from the mirror or IndexedDB) and kept in memory. */
export function getIdentity(): Promise<Identity> {
  cached ??= guestWithoutDatabase().then((guest) => guest ?? loadIdentity());
  return cached;
}

/** The signed-in user as stored on this device (with the access flags the session answer gave), or null. */
export async function getStoredUser(): Promise<Session['user'] | null> {
  const db = await loadDatabase();
  const current = await db.session.get('current');
  return current?.key === 'current' ? current.user : null;
}

/**
 * Remembers a new session on this device (survives reloads and works offline). The next requests carry its token at
 * once, even when the guest id is only in the mirror (its IndexedDB copy not stored yet).
 */
export async function saveSession(session: Session): Promise<void> {
  const record: CurrentSession = { key: 'current', token: session.token, user: session.user, signed_in_at: Date.now() };
  const db = await loadDatabase();
  await db.session.put(record);
  const guest = await db.session.get('guest');
  const guestId = guest?.key === 'guest' ? guest.guest_id : (await getIdentity()).guestId;
  writeMirror(guestId, true);
  cached = Promise.resolve({ token: session.token, guestId });
}

/** Forgets the session on this device; returns the token that was in use. */
export async function forgetSession(): Promise<string | null> {
  const db = await loadDatabase();
  const current = await db.session.get('current');
  await db.session.delete('current');
  cached = null;
  const mirror = readMirror();
  if (mirror) writeMirror(mirror.guestId, false);
  return current?.key === 'current' ? current.token : null;
}
