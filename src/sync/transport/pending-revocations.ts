// The tokens signed out on this device that the server has not yet confirmed revoked, kept in local storage.

/** Local storage key of the tokens signed out on this device that the server has not yet confirmed revoked. */
const REVOKE_KEY = 'pending-revocations';

/** The tokens waiting to be revoked. */
export function pendingRevocations(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(REVOKE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Replaces the list (an empty list removes it). */
export function savePendingRevocations(tokens: string[]): void {
  if (tokens.length) localStorage.setItem(REVOKE_KEY, JSON.stringify(tokens));
  else localStorage.removeItem(REVOKE_KEY);
}
