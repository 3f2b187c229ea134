// Products of a picker section as item references: type-ahead search and whole-section pages.
import { type Kysely, sql } from 'kysely';
import type { PickerSection } from '../../src/domain/catalogue/catalogue-picker';
import type { ItemRef } from '../../src/domain/diary/diary';
import type { Database } from '../db/types';
import { DEDICATED_CATEGORIES, PICKER_PRODUCTS } from './equipment-kinds';
import { columnContains } from '../db/text-search';

type Db = Kysely<Database>;

/** The products of a section with their brands; equip holds every equipment category the other sections do not. */
function sectionProducts(db: Db, section: PickerSection) {
  const { section: productSection, categories } = PICKER_PRODUCTS[section];
  const query = db.selectFrom('products').leftJoin('brands', 'brands.id', 'products.brand_id')
    .where('products.section', '=', productSection);
  if (categories) return query.where('products.category', 'in', categories);
  if (section !== 'equip') return query;
  return query.where((eb) => eb.or([eb('products.category', 'is', null), eb('products.category', 'not in', DEDICATED_CATEGORIES)]));
}

/** Item references ordered as pickers show them: catalogue products first, then names growers typed, each by name. */
function asItemRefs(query: ReturnType<typeof sectionProducts>) {
  return query
    .select(['products.id', 'products.name', 'products.link', 'products.brand_id', 'brands.name as brand_name'])
    .orderBy('products.user_added').orderBy(sql`lower(products.name)`).orderBy('products.id');
}

/** Products of the section whose name or brand name contains `query` (any case); all of them for an empty query. */
export async function searchProducts(db: Db, section: PickerSection, query: string, limit: number): Promise<ItemRef[]> {
  let products = sectionProducts(db, section);
  if (query !== '') {
    products = products.where((eb) => eb.or([columnContains('products.name', query), columnContains('brands.name', query)]));
  }
  return asItemRefs(products).limit(limit).execute();
}

/** A page of the section's products in picker order, with the section's total. */
export async function listProducts(db: Db, section: PickerSection, start: number, limit: number): Promise<{ items: ItemRef[]; total: number }> {
  const [items, count] = await Promise.all([
    asItemRefs(sectionProducts(db, section)).limit(limit).offset(start).execute(),
    sectionProducts(db, section).select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.total) };
}
