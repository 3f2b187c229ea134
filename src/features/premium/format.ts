// How premium shows money and dates: amounts in minor units through the currency's formatter, days as local dates.
import { toMajor } from '@/domain/premium/premium-limits';

export const formatMoney = (locale: string, amount: number, currency: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajor(amount, currency));

export const formatDay = (locale: string, iso: string) => new Date(iso).toLocaleDateString(locale);
