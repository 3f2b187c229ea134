// Money as the app keeps it, integer minor units with their currency, and as people read it (Intl currency formats,
// kept per locale like every other formatter of the app).
import { numberFormat } from './intl-formats';

/** Digits after the decimal point of a currency's minor unit (EUR and USD: 2). */
export function minorDigits(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units as the major-unit number a currency formatter takes (399 EUR cents → 3.99). */
export function toMajor(amount: number, currency: string): number {
  return amount / 10 ** minorDigits(currency);
}

/** An amount in minor units written with its currency in a locale (399, EUR, en → €3.99). */
export function formatMoney(locale: string, amount: number, currency: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(toMajor(amount, currency));
}
