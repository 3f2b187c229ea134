// Decimal numbers written as English Intl.NumberFormat writes them, without building one: the first Intl number
// format of a page loads the locale's number data (~60 ms, ~250 ms at 4x CPU, in a first tap's path). Same rounding
// (half away from zero, on the shortest decimal that reads back as the number), grouping and signs; null for what
// it does not cover (infinities, NaN, -0, exponents), which the caller formats with Intl.

export interface DecimalDigits {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
}

/** A string of decimal digits plus one in its last place ("0999" → "1000"; "999" → "1000"). */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String(Number(digits[i]) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}

const grouped = (integer: string) => integer.replace(/\B(?=(\d{3})+$)/g, ',');

/** `value` as `new Intl.NumberFormat('en', digits).format(value)` writes it, or null where this does not apply. */
export function englishDecimal(value: number, { minimumFractionDigits: min, maximumFractionDigits: max }: DecimalDigits): string | null {
  if (!Number.isFinite(value) || Object.is(value, -0)) return null;
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return null;
  const [integer = '0', fraction = ''] = shortest.split('.');
  let digits = integer + fraction.slice(0, max).padEnd(max, '0');
  if (fraction.length > max && fraction.charCodeAt(max) >= 53 /* '5' */) digits = incremented(digits);
  const integerDigits = digits.slice(0, digits.length - max).replace(/^0+(?=\d)/, '') || '0';
  const fractionDigits = digits.slice(digits.length - max).replace(/0+$/, '').padEnd(min, '0');
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped(integerDigits)}${fractionDigits ? `.${fractionDigits}` : ''}`;
}
