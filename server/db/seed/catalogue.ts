// Generates the demo catalogue (breeders, nutrients, equipment) and the growers.
import { BREEDERS, EQUIPMENT_BRANDS, GROWER_HANDLES, GROWER_STATUSES, NUTRIENT_BRANDS } from './catalogue-data';
import { DEMO_ACCOUNT, type DemoBrand, type DemoUser } from './model';
import type { Rng } from './prng';

export const AVATAR_POOL_SIZE = 12;

/** "Barney's Farm" → "barneys-farm". */
function slugify(name: string): string {
  return name.toLowerCase().replace(/['"]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function productsOf(brandLink: string, brand: string, names: string[], category: string | null, describe: (name: string, i: number) => string) {
  return names.map((name, i) => ({
    key: `${brand}/${name}`, name, category, link: `${brandLink}/${slugify(name)}`, description: describe(name, i),
  }));
}

/** All brands with their products, in a fixed order. */
export function generateCatalogue(): DemoBrand[] {
  const seeds: DemoBrand[] = Object.entries(BREEDERS).map(([brand, strains]) => {
    const link = `/seedbank/${slugify(brand)}`;
    return {
      name: brand, section: 'seed', category: null, link,
      products: productsOf(link, brand, strains, null, (name) =>
        `${name} by ${brand}: ${/auto/i.test(name) ? 'an autoflowering strain, seed to harvest in about ten weeks' : 'a photoperiod strain that flowers in eight to ten weeks'}.`),
    };
  });
  const nutrients: DemoBrand[] = Object.entries(NUTRIENT_BRANDS).map(([brand, products]) => {
    const link = `/nutrients/${slugify(brand)}`;
    return {
      name: brand, section: 'nutrient', category: null, link,
      products: productsOf(link, brand, products, null, (name, i) =>
        i < 2 ? `${name}: a base nutrient of the ${brand} line.` : `${name}: a supplement of the ${brand} line.`),
    };
  });
  const equipment: DemoBrand[] = EQUIPMENT_BRANDS.map(({ name: brand, category, products }) => {
    const link = `/${category}/${slugify(brand)}`;
    return {
      name: brand, section: 'equipment', category, link,
      products: productsOf(link, brand, products, category, (name) => `${brand} ${name} (${category.replace(/-/g, ' ')}).`),
    };
  });
  return [...seeds, ...nutrients, ...equipment];
}

/** The demo account first, then the growers; join dates are set later from their diaries. */
export function generateGrowers(rng: Rng, now: Date): DemoUser[] {
  const joined = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const demo: DemoUser = {
    name: DEMO_ACCOUNT.name, email: DEMO_ACCOUNT.email, status: 'grower', avatar: 0, addDate: joined(400), isDemo: true,
  };
  return [demo, ...GROWER_HANDLES.map((name) => ({
    name,
    email: `${slugify(name)}@growers.growdiaries.test`,
    status: rng.pick(GROWER_STATUSES),
    avatar: rng.int(0, AVATAR_POOL_SIZE - 1),
    addDate: joined(rng.int(30, 900)),
    isDemo: false,
  }))];
}
