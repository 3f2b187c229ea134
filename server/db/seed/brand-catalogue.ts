// Demo data of the seedbank, nutrient and equipment pages, from the seed number: page links by id, more equipment
// makers (every category has several, one with a long product list) used in the demo diaries, nutrient schemes,
// harvest reviews and growers' product reviews.
import { sql, type Kysely } from 'kysely';
import type { Database, DiaryItemKind } from '../types';
import { createRng, type Rng } from './prng';

const DAY = 86_400_000;

/** Equipment makers added to the base catalogue, each in one category. */
const MORE_EQUIPMENT: { name: string; category: string; products: string[] }[] = [
  { name: 'BudBox', category: 'grow-boxes', products: ['Pro XL Titan', 'Lite 60', 'Blue Pro 90'] },
  { name: 'Rhino Filters', category: 'air-filters', products: ['Rhino Pro 150', 'Rhino Hobby 100'] },
  { name: 'Phresh', category: 'air-filters', products: ['Phresh Filter 6"', 'Phresh Filter 8"'] },
  { name: 'Prima Klima', category: 'ventilation-fans', products: ['EC Blue 150', 'ECO Fan 125'] },
  { name: 'Vortex', category: 'ventilation-fans', products: ['S-Line 6"', 'S-Line 8"'] },
  { name: 'AutoPot', category: 'drip-systems', products: ['easy2grow Kit', '4Pot System', 'AQUAvalve5'] },
  { name: 'TNB Naturals', category: 'co2-generators', products: ['CO2 Refill Tank', 'The Enhancer'] },
  { name: 'Current Culture', category: 'hydroponic-systems', products: ['Under Current Solo', 'UC 8XL'] },
  { name: 'Ideal-Air', category: 'air-conditioners', products: ['Mini Split 12000', 'Pro Dehumidifier 60'] },
  { name: 'Bluelab', category: 'controllers', products: ['Guardian Monitor', 'Pro Controller'] },
  { name: 'Coco Gold', category: 'substrates', products: ['Hydro Mix', 'Coco Block 5 kg'] },
  { name: 'Viparspectra', category: 'grow-lights', products: ['XS 1500', 'P2000', 'XS 2000 Pro'] },
  { name: 'Growers Choice Supply', category: 'equipment', products: accessories() },
];

/** A long accessory line (pots, saucers, nets, ties, meters...): the category list long enough for a virtual list. */
function accessories(): string[] {
  const gallons = [1, 2, 3, 5, 7, 10, 15, 20, 25, 30];
  const nets = ['2x2', '2x4', '3x3', '4x4', '5x5'];
  return [
    ...gallons.map((g) => `Fabric Pot ${g} gal`),
    ...gallons.map((g) => `Plastic Saucer for ${g} gal`),
    ...gallons.map((g) => `Air Pot ${g} gal`),
    ...nets.map((n) => `Trellis Net ${n}`),
    ...nets.map((n) => `Tent Floor Tray ${n}`),
    'Plant Ties 100 pack', 'Soft Wire Twist Ties', 'Bamboo Stakes 60 cm', 'Bamboo Stakes 90 cm', 'Plant Yo-Yo Hangers',
    'Digital Hygrometer', 'Min/Max Thermometer', 'Light Meter', 'Pocket Scale 0.01 g', 'Drying Rack 8 Tier',
    'Curing Jars 4 pack', 'Humidity Packs 62%', 'Pruning Snips', 'Spray Bottle 1 l', 'Watering Can 5 l',
  ];
}

/** The diary list a product of an equipment category goes in. */
const KIND_OF_CATEGORY: Record<string, DiaryItemKind> = {
  'grow-lights': 'lamp_veg', 'grow-tents': 'tent', 'grow-boxes': 'tent', substrates: 'medium',
};

const SEED_REVIEWS = [
  'Every seed popped within two days and the plants stayed uniform.', 'Strong stretch in early flower, plan your height.',
  'Frosty buds and a sweet smell, would grow again.', 'One pheno out of four was a bit weak, the rest great.',
  'Easy to grow even for a beginner, very forgiving.', 'Heavy yield but watch for mould in the colas.',
];
const NUTRIENT_REVIEWS = [
  'Mixes easily and the pH stays stable.', 'Noticeably denser buds in late flower.', 'A bit pricey but the plants love it.',
  'Half the recommended dose was enough in soil.', 'Smooth smoke after a short flush.', 'Gave me some tip burn at full strength.',
];
const EQUIPMENT_REVIEWS = [
  'Solid build and simple to set up.', 'Does exactly what it promises, no complaints.', 'Quiet enough for a bedroom.',
  'Good value for the price.', 'Instructions could be better, works well once running.', 'Survived three grows so far.',
];

type Db = Kysely<Database>;

/** Links of the catalogue pages by id: /seedbank/{id}, /nutrients/{id}/{id2}, /{category}/{id}/{id2}; strains lead to /strains/{id}. */
async function setPageLinks(db: Db): Promise<void> {
  await sql`update brands set link = case
      when section = 'seed' then '/seedbank/' || id
      when section = 'nutrient' then '/nutrients/' || id
      else '/' || coalesce(category, 'equipment') || '/' || id end`.execute(db);
  await sql`update products set link = case
      when section = 'seed' then '/strains/' || id
      else (select b.link from brands b where b.id = products.brand_id) || '/' || id end
    where user_added = 0 and brand_id is not null`.execute(db);
}

/** Inserts the extra equipment makers and their products; returns the new product ids with their category. */
async function insertMoreEquipment(db: Db): Promise<{ id: number; category: string }[]> {
  const added: { id: number; category: string }[] = [];
  for (const maker of MORE_EQUIPMENT) {
    const { id: brandId } = await db.insertInto('brands')
      .values({ name: maker.name, section: 'equipment', category: maker.category, link: '', avatar: null })
      .returning('id').executeTakeFirstOrThrow();
    const rows = await db.insertInto('products')
      .values(maker.products.map((name) => ({
        brand_id: brandId, name, section: 'equipment' as const, category: maker.category, link: '',
        description: `${maker.name} ${name} (${maker.category.replace(/-/g, ' ')}).`,
      })))
      .returning('id').execute();
    added.push(...rows.map((r) => ({ id: r.id, category: maker.category })));
  }
  return added;
}

/** Puts every catalogue equipment and nutrient product no diary lists into a few indoor diaries, so its tabs have content. */
async function useUnusedProducts(db: Db, rng: Rng, extra: { id: number; category: string }[]): Promise<void> {
  const diaries = await db.selectFrom('diaries').select(['id', 'type_room']).orderBy('id').execute();
  const indoor = diaries.filter((d) => d.type_room === 1).map((d) => d.id);
  const unused = await db.selectFrom('products').select(['id', 'section', 'category', 'brand_id'])
    .where('user_added', '=', 0).where('section', '!=', 'seed')
    .where('id', 'not in', db.selectFrom('diary_items').select('product_id'))
    .orderBy('id').execute();
  const extraIds = new Set(extra.map((e) => e.id));
  const items: { diary_id: number; product_id: number; kind: DiaryItemKind }[] = [];
  for (const product of unused) {
    if (product.section === 'nutrient') {
      // A nutrient joins diaries already feeding from its brand.
      const sameBrand = await db.selectFrom('diary_items').innerJoin('products', 'products.id', 'diary_items.product_id')
        .select('diary_items.diary_id').distinct().where('products.brand_id', '=', product.brand_id).where('diary_items.kind', '=', 'nutrient')
        .orderBy('diary_items.diary_id').execute();
      const pool = sameBrand.length > 0 ? sameBrand.map((d) => d.diary_id) : indoor;
      for (const diaryId of rng.sample(pool, rng.int(1, 2))) items.push({ diary_id: diaryId, product_id: product.id, kind: 'nutrient' });
      continue;
    }
    const kind = KIND_OF_CATEGORY[product.category ?? ''] ?? 'equip';
    // Accessories of the long line go in one or two diaries; the other new makers in two to four.
    const count = extraIds.has(product.id) && product.category === 'equipment' ? rng.int(1, 2) : rng.int(2, 4);
    for (const diaryId of rng.sample(indoor, count)) items.push({ diary_id: diaryId, product_id: product.id, kind });
  }
  for (let i = 0; i < items.length; i += 200) {
    await db.insertInto('diary_items').values(items.slice(i, i + 200)).onConflict((oc) => oc.doNothing()).execute();
  }
}

/** A harvest review of the strains and of up to two nutrients in each harvest week that has none. */
async function insertHarvestReviews(db: Db, rng: Rng): Promise<void> {
  const harvests = await db.selectFrom('weeks').select(['id', 'diary_id']).where('faza', '=', 2).where('is_remove', '=', 0).orderBy('id').execute();
  if (harvests.length === 0) return;
  const nutrients = await db.selectFrom('diary_items').select(['diary_id', 'product_id'])
    .where('kind', '=', 'nutrient').where('diary_id', 'in', harvests.map((h) => h.diary_id)).orderBy('diary_id').orderBy('product_id').execute();
  const strainReviews = harvests.map((h) => ({
    week_id: h.id, growing: rng.int(1, 3), resistance: rng.int(1, 3), n_general: rng.int(5, 10), text: rng.pick(SEED_REVIEWS),
  }));
  const nutrientReviews = harvests.flatMap((h) => rng.sample(nutrients.filter((n) => n.diary_id === h.diary_id), rng.int(1, 2))
    .map((n, position) => ({ week_id: h.id, product_id: n.product_id, position, n_general: rng.int(4, 10), text: rng.pick(NUTRIENT_REVIEWS) })));
  await db.insertInto('week_reviews').values(strainReviews).onConflict((oc) => oc.doNothing()).execute();
  if (nutrientReviews.length > 0) await db.insertInto('week_nutrient_reviews').values(nutrientReviews).onConflict((oc) => oc.doNothing()).execute();
}

/** Two to four reviews of most catalogue products by demo growers (never the demo account, which reviews by hand). */
async function insertProductReviews(db: Db, rng: Rng, now: Date): Promise<void> {
  const growers = (await db.selectFrom('users').select('id').where('password_hash', 'is', null).orderBy('id').execute()).map((u) => u.id);
  const products = await db.selectFrom('products').select(['id', 'section']).where('user_added', '=', 0).orderBy('id').execute();
  const reviews = products.flatMap((product) => {
    if (rng.chance(0.15)) return [];
    const texts = product.section === 'seed' ? SEED_REVIEWS : product.section === 'nutrient' ? NUTRIENT_REVIEWS : EQUIPMENT_REVIEWS;
    return rng.sample(growers, rng.int(2, 4)).map((userId) => {
      const date = new Date(now.getTime() - rng.int(1, 360) * DAY - rng.int(0, 23) * 3_600_000).toISOString();
      const props = product.section === 'seed' ? { growing: rng.int(1, 3), resistance: rng.int(1, 3) } : {};
      return {
        product_id: product.id, user_id: userId, n_general: rng.pick([4, 6, 7, 7, 8, 8, 9, 9, 10]), text: rng.pick(texts),
        props: JSON.stringify(props), add_date: date, update_date: date,
      };
    });
  });
  for (let i = 0; i < reviews.length; i += 100) await db.insertInto('product_reviews').values(reviews.slice(i, i + 100)).execute();
}

/** Standard and light feeding schemes of each nutrient brand: base feeds ramping up through veg and flower, boosters in flower. */
async function insertNutrientSchemes(db: Db, rng: Rng, now: Date): Promise<void> {
  const brands = await db.selectFrom('brands').select(['id', 'name']).where('section', '=', 'nutrient').orderBy('id').execute();
  const date = now.toISOString();
  for (const [index, brand] of brands.entries()) {
    const products = await db.selectFrom('products').select(['id']).where('brand_id', '=', brand.id).where('user_added', '=', 0).orderBy('id').execute();
    if (products.length < 2) continue;
    const [grow, bloom, ...boosters] = products.map((p) => p.id) as [number, number, ...number[]];
    const plans = index % 3 === 0 ? [['Standard', 1], ['Light feeding', 0.6]] as const : [['Standard', 1]] as const;
    for (const [label, strength] of plans) {
      const { id: schemeId } = await db.insertInto('nutrient_schemes').values({
        brand_id: brand.id, name: `${brand.name} ${label}`,
        description: `${label === 'Standard' ? 'The full-strength' : 'A gentler'} feeding plan of the ${brand.name} line for soil and coco, per litre of water.`,
        add_date: date, update_date: date,
      }).returning('id').executeTakeFirstOrThrow();
      const vegWeeks = 4;
      const flowerWeeks = rng.int(6, 8);
      const doses: { scheme_id: number; position: number; faza: number; week: number; product_id: number; dose: number }[] = [];
      const dose = (value: number) => Math.round(value * strength * 10) / 10;
      for (let week = 1; week <= vegWeeks; week++) {
        const position = week - 1;
        doses.push({ scheme_id: schemeId, position, faza: 0, week, product_id: grow, dose: dose(0.5 + week * 0.5) });
        if (boosters[0] !== undefined) doses.push({ scheme_id: schemeId, position, faza: 0, week, product_id: boosters[0], dose: dose(1) });
      }
      for (let week = 1; week <= flowerWeeks; week++) {
        const position = vegWeeks + week - 1;
        if (week <= 2) doses.push({ scheme_id: schemeId, position, faza: 1, week, product_id: grow, dose: dose(1) });
        doses.push({ scheme_id: schemeId, position, faza: 1, week, product_id: bloom, dose: dose(Math.min(4, 1 + week * 0.5)) });
        boosters.slice(1, 3).forEach((booster, i) => {
          if (week >= 3 + i && week <= flowerWeeks - 1) doses.push({ scheme_id: schemeId, position, faza: 1, week, product_id: booster, dose: dose(0.5 + i * 0.5 + rng.int(0, 2) * 0.5) });
        });
      }
      await db.insertInto('nutrient_scheme_doses').values(doses).execute();
    }
  }
}

/** Adds the catalogue pages' demo data (inside the seeding transaction, after the diaries). */
export async function insertBrandCatalogue(db: Db, seed: number, now: Date): Promise<void> {
  const rng = createRng(seed ^ 0x0b7a4d5);
  const extra = await insertMoreEquipment(db);
  await setPageLinks(db);
  await useUnusedProducts(db, rng, extra);
  await insertHarvestReviews(db, rng);
  await insertProductReviews(db, rng, now);
  await insertNutrientSchemes(db, rng, now);
}
