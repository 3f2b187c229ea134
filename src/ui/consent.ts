// The grower's cookie and measurement choices on this device (settings' cookies page), kept in the `consent` cookie:
// necessary cookies (session language, details) always; usage statistics (web vitals, impressions) unless refused.
import { readCookie } from './cookies';

export const CONSENT_COOKIE = 'consent';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface Consent { statistics: boolean }

/** The stored choices; statistics are on until refused. */
export function readConsent(): Consent {
  return { statistics: readCookie(CONSENT_COOKIE) !== 'statistics=0' };
}

/** Keeps the choices for a year. */
export function saveConsent(consent: Consent): void {
  document.cookie = `${CONSENT_COOKIE}=statistics=${consent.statistics ? 1 : 0}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
