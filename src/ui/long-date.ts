// A day as the reader's language writes it ("December 6, 2026"), in the zone the screens write dates in (UTC until a
// server-rendered page has hydrated, then the device's: useDateTimeZone).
import { dateTimeFormat } from '@/domain/page/intl-formats';
import { useTranslation } from '@/i18n/use-translation';
import { useDateTimeZone } from './use-date-time-zone';

/** A date as the reader's language writes it, in `timeZone` (useDateTimeZone). */
export const longDate = (iso: string, language: string, timeZone?: string) =>
  dateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));

/** longDate in the reader's language, in the zone dates are shown in (useDateTimeZone: UTC until hydrated). */
export function useLongDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useDateTimeZone();
  return (iso) => longDate(iso, i18n.language, timeZone);
}
