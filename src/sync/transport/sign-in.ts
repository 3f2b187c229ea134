// Signing up and in against the session API: the session is kept on the device and queued work leaves.
import type { Session, SigninBody, SignupBody } from '@/domain/user/user';
import { apiRequest } from './http';
import { saveSession } from './identity';
import { requestSync } from '../outbox/request-sync';

/** Work queued while signed out (answered 401) can leave now; the engine loads after the first paint. */
function sendQueuedWork(): void {
  void requestSync();
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
