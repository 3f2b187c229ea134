// Where the pages of a brand or product live: /seedbank/{id}, /nutrients/{id}, /{category}/{id}, and /{id2} for a product.
import type { LinkProps } from '@tanstack/react-router';
import type { BrandSection } from '@/domain/catalogue/brand';
import type { CatalogueTab } from '@/domain/catalogue/catalogue-titles';
import type { EquipmentCategory } from '@/domain/catalogue/equipment';

/** A brand's place in the catalogue: its section, and its category for equipment makers. */
export interface BrandPlace { section: BrandSection; category: EquipmentCategory | null; id: number }

/** A page under a section's route, by the rest of its address ("7", "7/diaries", "7/12/reviews"). */
function sectionLink(place: BrandPlace, rest: string): LinkProps {
  if (place.section === 'seed') return { to: '/seedbank/$', params: { _splat: rest } };
  if (place.section === 'nutrient') return { to: '/nutrients/$', params: { _splat: rest } };
  if (place.category === null || place.category === 'equipment') return { to: '/equipment/$', params: { _splat: rest } };
  return { to: '/$category/$', params: { category: place.category, _splat: rest } };
}

/** A brand page's tab (its index without a tab). */
export function brandLink(place: BrandPlace, tab?: CatalogueTab): LinkProps {
  return sectionLink(place, tab ? `${place.id}/${tab}` : String(place.id));
}

/** A product page's tab (its index without a tab). */
export function productLink(place: BrandPlace, productId: number, tab?: CatalogueTab): LinkProps {
  return sectionLink(place, tab ? `${place.id}/${productId}/${tab}` : `${place.id}/${productId}`);
}
