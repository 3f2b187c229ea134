// Demo compositions and photos of the demo nutrient manager's products: an NPK, ingredients, nutrient values and advised
// doses per stage for each, and a drawn bottle as its photo, deterministic from the product. Added once, also to a
// database seeded before it: a brand that has any composition already is left as it is.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { CompositionBody } from '../../../src/domain/catalogue/product-composition';
import { photoFiles, storePhoto } from '../../media/image-sizes';
import type { Database } from '../types';
import { DEMO_BRAND_MANAGERS } from './brand-managers';
import { rasterise } from './image-pool';
import { createRng, type Rng } from './prng';

const INGREDIENTS = ['Kelp extract', 'Bat guano', 'Molasses', 'Fulvic acid', 'Humic acid', 'Amino acids', 'Worm castings', 'Magnesium sulphate', 'Potassium phosphate', 'Calcium nitrate'];
const TRACE = [['Magnesium', '%'], ['Calcium', '%'], ['Iron', 'mg/l'], ['Zinc', 'mg/l'], ['Boron', 'ppm']] as const;
const STAGES = ['Seedlings', 'Early growth', 'Late growth', 'Early bloom', 'Late bloom'];

const tenths = (rng: Rng, low: number, high: number) => rng.float(low, high, 1);

function compositionOf(rng: Rng): CompositionBody {
  const bloom = rng.next() < 0.5;
  const first = rng.int(0, INGREDIENTS.length - 1);
  const ingredients = Array.from({ length: rng.int(3, 5) }, (_, i) => INGREDIENTS[(first + i) % INGREDIENTS.length]!);
  return {
    npk: bloom ? { n: tenths(rng, 0, 3), p: tenths(rng, 4, 10), k: tenths(rng, 4, 12) } : { n: tenths(rng, 3, 9), p: tenths(rng, 0.5, 3), k: tenths(rng, 2, 6) },
    ingredients,
    nutrients: TRACE.slice(0, rng.int(2, 4)).map(([name, unit]) => ({ name, unit, value: unit === '%' ? tenths(rng, 0.2, 2) : rng.int(20, 400) })),
    doses: STAGES.slice(bloom ? 3 : 0, bloom ? 5 : 3).map((stage, i) => ({ stage, amount: Math.round((0.5 + i) * tenths(rng, 1, 2) * 100) / 100 })),
  };
}

/** A bottle of the product's colour with its name on the label, 900×1200. */
function bottleSvg(name: string, hue: number): string {
  const label = name.replace(/[<>&"]/g, '').slice(0, 18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200" viewBox="0 0 900 1200">
<rect width="900" height="1200" fill="hsl(${hue},30%,94%)"/>
<rect x="390" y="120" width="120" height="140" rx="16" fill="hsl(${hue},15%,25%)"/>
<path d="M300 330 Q300 260 390 250 L510 250 Q600 260 600 330 L640 1040 Q640 1100 580 1100 L320 1100 Q260 1100 260 1040 Z" fill="hsl(${hue},55%,42%)"/>
<rect x="290" y="520" width="320" height="330" rx="20" fill="#fff"/>
<text x="450" y="660" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="hsl(${hue},45%,25%)">${label}</text>
<text x="450" y="730" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#555">1 L</text>
</svg>`;
}

/** Adds compositions and photos to the demo nutrient brand's products unless it has a composition; returns how many products. */
export async function insertDemoProductDetails(db: Kysely<Database>, { seed, uploadsDir, now }: { seed: number; uploadsDir: string; now: Date }): Promise<number> {
  const demo = DEMO_BRAND_MANAGERS.find((d) => d.section === 'nutrient')!;
  const brand = await db.selectFrom('brand_managers as m').innerJoin('users as u', 'u.id', 'm.user_id').select('m.brand_id')
    .where('u.email', '=', demo.email).executeTakeFirst();
  if (!brand) return 0;
  const products = await db.selectFrom('products').select(['id', 'name']).where('brand_id', '=', brand.brand_id).where('user_added', '=', 0).orderBy('id').execute();
  const known = await db.selectFrom('product_compositions').select('product_id').where('product_id', 'in', products.length ? products.map((p) => p.id) : [0]).limit(1).executeTakeFirst();
  if (known || products.length === 0) return 0;
  const at = now.toISOString();
  for (const product of products) {
    const rng = createRng(seed * 6151 + product.id);
    await db.insertInto('product_compositions').values({ product_id: product.id, body: JSON.stringify(compositionOf(rng)), update_date: at }).execute();
    const file = `photos/demo-product-${product.id}`;
    if (!existsSync(path.join(uploadsDir, photoFiles(file)[0]!))) await storePhoto(await rasterise(bottleSvg(product.name, rng.int(0, 359))), uploadsDir, file);
    await db.insertInto('product_photos').values({ product_id: product.id, file, width: 900, height: 1200, position: 0, add_date: at }).execute();
  }
  return products.length;
}
