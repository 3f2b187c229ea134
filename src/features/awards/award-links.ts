// Links of the awards' screens, typed for the router: a year under /awards, an event at its own page.
import type { AwardSummary, Nominee } from '@/domain/award/award';

/** The page of an award, or null for an event without a page of its own. */
export function awardLink(award: Pick<AwardSummary, 'link'>) {
  if (/^\d{4}$/.test(award.link)) return { to: '/awards/$year' as const, params: { year: award.link } };
  if (award.link === 'cdc-2022') return { to: '/cdc-2022' as const };
  if (award.link === 'poty-2022') return { to: '/poty-2022' as const };
  return null;
}

/** The page of a nominee: its diary, grower, strain or breeder (null for a brand outside the seed banks). */
export function nomineeLink(nominee: Pick<Nominee, 'kind' | 'ref_id' | 'link'>) {
  switch (nominee.kind) {
    case 'diary': return { to: '/diaries/$id' as const, params: { id: nominee.ref_id } };
    case 'grower': return { to: '/grower/$id' as const, params: { id: nominee.ref_id } };
    case 'strain': return { to: '/strains/$id' as const, params: { id: nominee.ref_id } };
    case 'brand': return nominee.link.startsWith('/seedbank/') ? { to: '/seedbank/$' as const, params: { _splat: nominee.link.slice('/seedbank/'.length) } } : null;
  }
}
