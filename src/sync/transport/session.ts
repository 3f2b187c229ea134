// Signing out (at once, offline too) and checking the stored session at start against the session API.
import { db } from '@/db/database';
import type { User } from '@/domain/user/user';
import { apiRequest, NetworkError, ServerError } from './http';
import { forgetSession, getIdentity } from './identity';
import { pendingRevocations, savePendingRevocations } from './pending-revocations';

/**
 * DELETE /api/session with the token as bearer; true once the token is dead on the server (revoked now, or already:
 * 401). Offline, a server error or any other answer leaves it to be tried again.
 */
async function revokeToken(token: string): Promise<boolean> {
  try {
    await apiRequest('/api/session', { method: 'DELETE', bearer: token });
    return true;
  } catch (error) {
    return error instanceof ServerError && error.status === 401;
  }
}

/** Sends the pending revocations; those the server confirmed leave the list, the others stay for the next start. */
async function sendRevocations(): Promise<void> {
  const revoked = new Set<string>();
  for (const token of pendingRevocations()) if (await revokeToken(token)) revoked.add(token);
  // Read the list again: a sign-out during the requests may have added a token.
  if (revoked.size) savePendingRevocations(pendingRevocations().filter((token) => !revoked.has(token)));
}

/**
 * Signs out on this device at once, online or not; the server revokes the token now, or at the next
 * start when the device is offline or the server fails. The token is queued before it is sent, so a
 * page closed during the request still revokes it later.
 */
export async function signOut(): Promise<void> {
  const token = await forgetSession();
  if (!token) return;
  const pending = pendingRevocations();
  if (!pending.includes(token)) savePendingRevocations([...pending, token]);
  await sendRevocations();
}

/**
 * At start: sends revocations left from earlier sign-outs, and checks that the stored token is still
 * valid. Only a 401 means it was revoked elsewhere and signs this device out; offline or a server
 * error keeps the session. A session changed on this device during the check is left alone.
 */
export async function verifySession(): Promise<void> {
  await sendRevocations();

  const { token } = await getIdentity();
  if (!token) return;
  let user: User;
  try {
    ({ user } = await apiRequest<{ user: User }>('/api/session'));
  } catch (error) {
    if (error instanceof ServerError && error.status === 401) {
      if ((await getIdentity()).token === token) await forgetSession();
    } else if (!(error instanceof ServerError || error instanceof NetworkError)) {
      throw error;
    }
    return;
  }
  // One transaction: a sign-out between reading and writing must not bring the session back.
  await db.transaction('rw', db.session, async () => {
    const current = await db.session.get('current');
    if (current?.key === 'current' && current.token === token) await db.session.put({ ...current, user });
  });
}
