// Who this browser is to the API: the signed-in user's bearer token, or a stable guest id.
import { db, type SessionRecord } from '@/db/database';
import type { Session } from '@/domain/user';

type CurrentSession = Extract<SessionRecord, { key: 'current' }>;

/** A random id for this app load, sent as X-Uniq. */
export const pageLoadId = randomId();

let cached: Promise<{ token: string | null; guestId: string }> | null = null;

/** Makes a random id (uuid when the browser has it). */
export function randomId(): string {
  // randomUUID exists only in secure contexts; a phone testing over the LAN may not be one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function loadIdentity() {
  const [current, guest] = await Promise.all([db.session.get('current'), db.session.get('guest')]);
  let guestId = guest?.key === 'guest' ? guest.guest_id : null;
  if (!guestId) {
    guestId = randomId();
    await db.session.put({ key: 'guest', guest_id: guestId });
  }
  return { token: current?.key === 'current' ? current.token : null, guestId };
}

/** The token and guest id the http client sends, read once from IndexedDB and kept in memory. */
export function getIdentity() {
  cached ??= loadIdentity();
  return cached;
}

/** The signed-in user as stored on this device (with the access flags the session answer gave), or null. */
export async function getStoredUser(): Promise<Session['user'] | null> {
  const current = await db.session.get('current');
  return current?.key === 'current' ? current.user : null;
}

/** Remembers a new session on this device (survives reloads and works offline). */
export async function saveSession(session: Session): Promise<void> {
  const record: CurrentSession = { key: 'current', token: session.token, user: session.user, signed_in_at: Date.now() };
  await db.session.put(record);
  cached = null;
}

/** Forgets the session on this device; returns the token that was in use. */
export async function forgetSession(): Promise<string | null> {
  const current = await db.session.get('current');
  await db.session.delete('current');
  cached = null;
  return current?.key === 'current' ? current.token : null;
}
