// Ratings as people read them. Pure and zod-free: screens import it without the schemas of src/domain/catalogue/brand.ts.

/** An average rating as people read it: one decimal at most ("7.5", "8"), with the language's decimal mark (Intl's
 * number formatting would cost a page its first use of the locale data). */
export function formatRate(rate: number, decimalMark: string): string {
  const tenths = Math.round(rate * 10);
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1).replace('.', decimalMark);
}
