// The e-mail calls of the account pages: confirm an address, send the confirmation again, forgot and reset a password,
// unsubscribe by link. Online only: each is a person waiting for an answer on an open page.
import type { ConfirmEmailAnswer, ForgotPasswordBody, ResendAnswer, ResetPasswordBody, TokenState, UnsubscribeAnswer } from '@/domain/user/email';
import type { Session } from '@/domain/user/user';
import { apiRequest } from './http';
import { saveSession } from './identity';
import { verifySession } from './session';

/** GET /api/session/email-confirmation-token; a signed-in device then reads its user again (now confirmed). */
export async function confirmEmailAddress(k: string, e: string): Promise<ConfirmEmailAnswer> {
  const answer = await apiRequest<ConfirmEmailAnswer>('/api/session/email-confirmation-token', { query: { k, e } });
  await verifySession();
  return answer;
}

/** POST /api/session/resend-verification (signed in). */
export function resendConfirmation(): Promise<ResendAnswer> {
  return apiRequest<ResendAnswer>('/api/session/resend-verification', { method: 'POST', body: {} });
}

/** POST /api/session/forgot-password: answers alike whether or not the address has an account. */
export async function askForPasswordReset(body: ForgotPasswordBody): Promise<void> {
  await apiRequest('/api/session/forgot-password', { method: 'POST', body });
}

/** GET /api/session/forgot-token-state: what a reset link is worth before its form is shown. */
export async function resetLinkState(token: string): Promise<TokenState> {
  return (await apiRequest<{ state: TokenState }>('/api/session/forgot-token-state', { query: { token } })).state;
}

/** PATCH /api/session/reset-password: the new password; this device is signed in with it. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await saveSession(await apiRequest<Session>('/api/session/reset-password', { method: 'PATCH', body }));
}

/** GET /api/session/email-unsubscribe-token */
export function unsubscribeByLink(k: string): Promise<UnsubscribeAnswer> {
  return apiRequest<UnsubscribeAnswer>('/api/session/email-unsubscribe-token', { query: { k } });
}
