// Sign in with another account (spec §7 OAuth): the providers, the start of a sign-in or link, the provider's answer
// handed to the server, a new account's name, and the linked accounts. Online only: a person is waiting on each.
import type {
  CallbackAnswer, CompleteAnswer, IdentitiesAnswer, InitiateAnswer, OAuthStatus,
} from '@/domain/user/oauth';
import { apiRequest } from './http';
import { saveSession } from './identity';
import { requestSync } from '../outbox/request-sync';

/** Work queued while signed out (answered 401) can leave now; the engine loads after the first paint. */
function sendQueuedWork(): void {
  void requestSync();
}

/** GET /api/oauth/status */
export function fetchOAuthProviders(): Promise<OAuthStatus> {
  return apiRequest<OAuthStatus>('/api/oauth/status');
}

/** GET /api/oauth/initiate: the provider's page to send the browser to. */
export async function startOAuth(provider: string, returnPath: string, intent: 'signin' | 'link'): Promise<string> {
  return (await apiRequest<InitiateAnswer>('/api/oauth/initiate', { query: { provider, return_path: returnPath, intent } })).url;
}

/** POST /api/oauth/callback; a sign-in is kept on this device at once. */
export async function finishOAuth(body: { code: string; state: string; iss?: string }): Promise<CallbackAnswer> {
  const answer = await apiRequest<CallbackAnswer>('/api/oauth/callback', { method: 'POST', body });
  if (answer.kind === 'signed_in') {
    await saveSession(answer.session);
    sendQueuedWork();
  }
  return answer;
}

/** POST /api/oauth/complete: the new account, signed in on this device; where to go next. */
export async function completeOAuthAccount(ticket: string, name: string): Promise<string> {
  const answer = await apiRequest<CompleteAnswer>('/api/oauth/complete', { method: 'POST', body: { ticket, name } });
  await saveSession(answer.session);
  sendQueuedWork();
  return answer.return_path;
}

/** GET /api/oauth/identities */
export function fetchLinkedAccounts(): Promise<IdentitiesAnswer> {
  return apiRequest<IdentitiesAnswer>('/api/oauth/identities');
}

/** DELETE /api/oauth/identities/:provider */
export async function unlinkAccount(provider: string): Promise<void> {
  await apiRequest(`/api/oauth/identities/${encodeURIComponent(provider)}`, { method: 'DELETE' });
}
