// Page metadata rules of spec §2 "Page titles": titles with the product name and page number, structured-data
// descriptions of at most 200 characters, published dates with the +02:00 suffix.

export const PRODUCT_NAME = 'GrowDiaries';
export const STRUCTURED_DESCRIPTION_MAX = 200;

/** "Name — GrowDiaries", with "page N" before the product name from page 2 on. */
export function pageTitle(title: string, page = 1): string {
  return page > 1 ? `${title}, page ${page} — ${PRODUCT_NAME}` : `${title} — ${PRODUCT_NAME}`;
}

/** The text with runs of whitespace made single spaces, cut at a word boundary to `max` characters with "…". */
export function shortDescription(text: string, max = STRUCTURED_DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** An instant as local time at UTC+02:00 with that suffix ("2026-03-01T12:00:00+02:00"); null for no date or a bad one. */
export function publishedDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return `${new Date(time + 2 * 60 * 60 * 1000).toISOString().slice(0, 19)}+02:00`;
}
