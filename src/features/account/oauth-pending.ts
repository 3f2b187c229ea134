// A new account's ticket between /auth/oauth-callback and /auth/oauth-complete: kept in this tab only
// (sessionStorage), never in a URL that could be logged or shared.
import type { CallbackAnswer } from '@/domain/user/oauth';

export type PendingAccount = Extract<CallbackAnswer, { kind: 'complete' }>;
const KEY = 'oauth-pending-account';

export function keepPendingAccount(pending: PendingAccount): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function readPendingAccount(): PendingAccount | null {
  const text = sessionStorage.getItem(KEY);
  return text ? JSON.parse(text) as PendingAccount : null;
}

export function forgetPendingAccount(): void {
  sessionStorage.removeItem(KEY);
}
