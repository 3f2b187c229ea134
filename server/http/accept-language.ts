// The interface language a request prefers by its Accept-Language header (RFC 9110 weights), among the supported ones.
import { isSupportedLocale, type Locale } from '../../src/domain/page/locale';

/** The supported language of highest weight (a regional tag such as de-AT counts as de), or null when none is accepted. */
export function preferredLocale(header: string | undefined): Locale | null {
  const ranked = (header ?? '').split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { tag: tag.trim(), q: weight ? Number(weight.slice(2)) : 1, index };
  }).filter(({ tag, q }) => tag && q > 0).sort((x, y) => y.q - x.q || x.index - y.index);
  for (const { tag } of ranked) {
    if (isSupportedLocale(tag)) return tag;
    const primary = tag.split('-')[0];
    if (isSupportedLocale(primary)) return primary;
  }
  return null;
}
