// How premium shows money and dates: amounts in minor units through the currency's formatter, days as local dates.
export { formatMoney } from '@/domain/premium/premium-limits';

export const formatDay = (locale: string, iso: string) => new Date(iso).toLocaleDateString(locale);
