// Signing up, in and out against the session API, and keeping the session on the device.
import { db } from '@/db/database';
import type { Session, SigninBody, SignupBody, User } from '@/domain/user';
import { apiRequest, NetworkError, ServerError } from './http';
import { forgetSession, getIdentity, saveSession } from './identity';

const REVOKE_KEY = 'pending-revocations';

/** Work queued while signed out (answered 401) can leave now; the engine loads after the first paint. */
function sendQueuedWork(): void {
  void import('./sync-engine').then((engine) => engine.requestSync());
}

/** POST /api/users: creates the account and signs in. */
export async function signUp(body: SignupBody): Promise<void> {
  await saveSession(await apiRequest<Session>('/api/users', { method: 'POST', body }));
  sendQueuedWork();
}

/** POST /api/session: signs in with an e-mail address or name and a password. */
export async function signIn(body: SigninBody): Promise<void> {
  await saveSession(await apiRequest<Session>('/api/session', { method: 'POST', body }));
  sendQueuedWork();
}

function pendingRevocations(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(REVOKE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

async function revokeToken(token: string): Promise<boolean> {
  try {
    await fetch('/api/session', { method: 'DELETE', headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Signs out on this device at once, online or not; the server revokes the token now,
 * or at the next start with signal when the device is offline.
 */
export async function signOut(): Promise<void> {
  const token = await forgetSession();
  if (token && !(await revokeToken(token))) {
    localStorage.setItem(REVOKE_KEY, JSON.stringify([...pendingRevocations(), token]));
  }
}

/**
 * At start: sends revocations left from offline sign-outs, and checks that the stored token
 * is still valid (a token revoked elsewhere signs this device out; offline keeps the session).
 */
export async function verifySession(): Promise<void> {
  const left = pendingRevocations();
  const stillPending: string[] = [];
  for (const token of left) if (!(await revokeToken(token))) stillPending.push(token);
  if (left.length) localStorage.setItem(REVOKE_KEY, JSON.stringify(stillPending));

  const { token } = await getIdentity();
  if (!token) return;
  try {
    const { user } = await apiRequest<{ user: User }>('/api/session');
    const current = await db.session.get('current');
    if (current?.key === 'current') await db.session.put({ ...current, user });
  } catch (error) {
    if (error instanceof ServerError && error.status === 401) await forgetSession();
    else if (!(error instanceof NetworkError)) throw error;
  }
}
