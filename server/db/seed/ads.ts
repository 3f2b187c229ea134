// Demo ads: header, box and cpm banners with drawn pictures for several brands of each section, and shop buttons for
// the first strains of every breeder; deterministic from the seed (inside the seeding transaction).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import { photoFiles, storePhoto } from '../../media/image-sizes';
import type { AdBannersTable, BrandSection, Database } from '../types';
import { rasterise } from './image-pool';
import { createRng, type Rng } from './prng';
import { bannerSvg } from './svg-scenes';

/** Brands of each section that book ads. */
const BRANDS_PER_SECTION = 2;
const SECTIONS: BrandSection[] = ['seed', 'nutrient', 'equipment'];
/** Strains of each breeder with a shop button. */
const BUTTONS_PER_BREEDER = 2;

/** Picture size of each banner kind (the slots in the app keep these proportions). */
export const PICTURE: Record<'header' | 'box' | 'cpm', { width: number; height: number }> = {
  header: { width: 1200, height: 150 },
  box: { width: 600, height: 500 },
  cpm: { width: 800, height: 500 },
};

const TITLES: Record<'header' | 'box' | 'cpm', string[]> = {
  header: ['New season — free seeds with every order', 'Grow more with less: the full line', 'Spring sale on everything in stock'],
  box: ['Tested by growers like you', 'Your next harvest starts here', 'Built for small tents'],
  cpm: ['See what growers made with it', 'Week-by-week results from real diaries', 'Ask our growers anything'],
};
const TEXTS = ['Shipping to most countries, discreet packaging.', 'Growers rate it 8.9 of 10 in their diaries.', 'Made for beginners and old hands alike.'];

interface Picked { id: number; name: string; link: string; section: BrandSection }

async function pickBrands(db: Kysely<Database>): Promise<Picked[]> {
  const picked: Picked[] = [];
  for (const section of SECTIONS) {
    const brands = await db.selectFrom('brands').select(['id', 'name', 'link', 'section']).where('section', '=', section)
      .orderBy('id').limit(BRANDS_PER_SECTION).execute();
    picked.push(...brands);
  }
  return picked;
}

export async function drawPicture(rng: Rng, uploadsDir: string, file: string, kind: keyof typeof PICTURE): Promise<void> {
  const { width, height } = PICTURE[kind];
  const svg = bannerSvg(rng, width, height, rng.int(0, 359));
  if (existsSync(path.join(uploadsDir, photoFiles(file)[0]!))) return;
  await storePhoto(await rasterise(svg), uploadsDir, file);
}

/** Inserts the demo banners (and draws their pictures when missing); returns how many. */
export async function insertDemoAds(db: Kysely<Database>, { seed, uploadsDir, now }: { seed: number; uploadsDir: string; now: Date }): Promise<number> {
  const rng = createRng(seed * 7919 + 17);
  const banners: Insertable<AdBannersTable>[] = [];
  const addDate = now.toISOString();
  for (const [n, brand] of (await pickBrands(db)).entries()) {
    for (const kind of ['header', 'box', 'cpm'] as const) {
      const image = `ads/demo-${kind}-${String(n).padStart(2, '0')}`;
      await drawPicture(rng, uploadsDir, image, kind);
      banners.push({
        brand_id: brand.id, kind, title: rng.pick(TITLES[kind]), text: rng.pick(TEXTS), image, ...PICTURE[kind], url: brand.link,
        product_id: null,
        // Box banners of seed brands show on diary and strain pages only; the others everywhere.
        sections: kind === 'box' && brand.section === 'seed' ? JSON.stringify(['diaries', 'strains']) : '[]',
        // The last equipment brand's cpm banner is booked but paused.
        enabled: kind === 'cpm' && n === SECTIONS.length * BRANDS_PER_SECTION - 1 ? 0 : 1 as const,
        weight: rng.int(1, 5), add_date: addDate,
      });
    }
  }
  // Every breeder sells its first strains by a button on the diaries that grow them.
  const sold = await db.selectFrom('products as p').innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.name', 'p.link', 'p.brand_id', 'b.name as brand_name'])
    .where('b.section', '=', 'seed').where('p.user_added', '=', 0).orderBy('p.brand_id').orderBy('p.id').execute();
  const perBrand = new Map<number, number>();
  for (const product of sold) {
    const count = perBrand.get(product.brand_id!) ?? 0;
    if (count >= BUTTONS_PER_BREEDER) continue;
    perBrand.set(product.brand_id!, count + 1);
    banners.push({
      brand_id: product.brand_id!, kind: 'button', title: `Buy ${product.name} seeds at ${product.brand_name}`, text: '', image: null, width: 0, height: 0,
      url: product.link, product_id: product.id, sections: '[]', enabled: 1, weight: 1, add_date: addDate,
    });
  }
  if (banners.length > 0) await db.insertInto('ad_banners').values(banners).execute();
  return banners.length;
}
