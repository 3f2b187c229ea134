// Where the pages of a brand or product live: /seedbank/{id}, /nutrients/{id}, /{category}/{id}, and /{id2} for a product.
import type { LinkProps } from '@tanstack/react-router';
import type { BrandSection } from '@/domain/brand';
import type { CatalogueTab } from '@/domain/catalogue-titles';
import type { EquipmentCategory } from '@/domain/equipment';

/** A brand's place in the catalogue: its section, and its category for equipment makers. */
export interface BrandPlace { section: BrandSection; category: EquipmentCategory | null; id: number }

/** The route path of a brand page ('/seedbank/$id', '/nutrients/$id' or '/$category/$id'). */
function brandRoute(place: BrandPlace): string {
  if (place.section === 'seed') return '/seedbank/$id';
  if (place.section === 'nutrient') return '/nutrients/$id';
  return '/$category/$id';
}

function paramsOf(place: BrandPlace, extra: Record<string, string> = {}): Record<string, string> {
  return { id: String(place.id), ...(place.section === 'equipment' && { category: place.category ?? 'equipment' }), ...extra };
}

/** Link props of a route path built from parts; the page frames only name tabs their sections have routes for. */
function linkTo(to: string, params: Record<string, string>): LinkProps {
  return { to, params } as unknown as LinkProps;
}

/** A brand page's tab (its index without a tab). */
export function brandLink(place: BrandPlace, tab?: CatalogueTab): LinkProps {
  return linkTo(`${brandRoute(place)}${tab ? `/${tab}` : ''}`, paramsOf(place));
}

/** A product page's tab (its index without a tab). */
export function productLink(place: BrandPlace, productId: number, tab?: CatalogueTab): LinkProps {
  return linkTo(`${brandRoute(place)}/$id2${tab ? `/${tab}` : ''}`, paramsOf(place, { id2: String(productId) }));
}
