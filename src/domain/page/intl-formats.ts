// Intl formatters kept per locale and options: building one costs far more than formatting with it, and a page of
// weeks formats hundreds of numbers and dates (`toLocaleString` builds a formatter each call). English decimals are
// written without Intl (english-decimal.ts).
import { englishDecimal, type DecimalDigits } from './english-decimal';

/** The Intl locale of an interface language: the pseudo-locale of translators reads as English. */
export const intlLocale = (language: string) => (language === 'en-tr' ? 'en' : language);

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(formats: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `Intl.NumberFormat` of an interface language, built once per options. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale(language);
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** Plain decimals of an interface language (Intl's defaults: no fraction digit required, at most three), written as
 * `numberFormat` writes them; in English without building a formatter. */
export function decimalFormat(language: string, { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: Partial<DecimalDigits> = {}): { format(value: number): string } {
  const digits = { minimumFractionDigits, maximumFractionDigits };
  const intl = () => numberFormat(language, digits);
  if (intlLocale(language) !== 'en') return intl();
  return { format: (value) => englishDecimal(value, digits) ?? intl().format(value) };
}

/** `Intl.DateTimeFormat` of an interface language, built once per options. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A calendar day (`YYYY-MM-DD`, a germination date) in the language's short form, as Intl writes it: a day, not a
 * moment, so in UTC wherever the reader is (and as the server wrote it); in English without building a formatter. */
export function calendarDate(language: string, isoDate: string): string {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return isoDate;
  if (intlLocale(language) === 'en') return `${day.getUTCMonth() + 1}/${day.getUTCDate()}/${day.getUTCFullYear()}`;
  return dateTimeFormat(language, { timeZone: 'UTC' }).format(day);
}

/** Builds the language's number format, which loads its number data (a diary's page formats dozens of measures): a
 * page starting up does it in a task of its own. English needs none (decimalFormat). Dates are left to the pages that
 * show one: the first date format of a page costs ~25 ms (100 ms on a phone), and a diary, a strain and the home page
 * show none. */
export function warmNumberFormat(language: string): void {
  if (intlLocale(language) !== 'en') numberFormat(language).format(0);
}
