// Intl formatters kept per locale and options: building one costs far more than formatting with it, and a page of
// weeks formats hundreds of numbers and dates (`toLocaleString` builds a formatter each call).

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

/** `Intl.DateTimeFormat` of an interface language, built once per options. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** Builds the language's number format, which loads its number data (a diary's page formats dozens of measures): a
 * page starting up does it in a task of its own. Dates are left to the pages that show one: the first date format of a
 * page costs ~25 ms (100 ms on a phone), and a diary, a strain and the home page show none. */
export function warmNumberFormat(language: string): void {
  numberFormat(language).format(0);
}
