// Signing out (at once, offline too) and checking the stored session at start against the session API.
import { db } from '@/db/database';
import type { User } from '@/domain/user';
import { apiRequest, NetworkError, ServerError } from './http';
import { forgetSession, getIdentity } from './identity';

const REVOKE_KEY = 'pending-revocations';

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
