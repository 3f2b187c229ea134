// A catalogue product's composition as its brand's managers give it (NPK, ingredients, nutrient values, advised doses):
// kept whole as JSON, one row per product; a save stamps the product's update_date, which the catalogue's list cache reads.
import type { Kysely } from 'kysely';
import type { CompositionBody, ProductComposition } from '../../src/domain/catalogue/product-composition';
import { isEmptyComposition } from '../../src/domain/catalogue/product-composition';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

const EMPTY: CompositionBody = { npk: { n: null, p: null, k: null }, ingredients: [], nutrients: [], doses: [] };

const readRow = (db: Db, productId: number) =>
  db.selectFrom('product_compositions').select(['body', 'update_date']).where('product_id', '=', productId).executeTakeFirst();

/** The product's composition; an empty one (update_date '') for a product whose makers gave none yet. */
export async function getComposition(db: Db, productId: number): Promise<ProductComposition> {
  const row = await readRow(db, productId);
  return { product_id: productId, ...(row ? (JSON.parse(row.body) as CompositionBody) : EMPTY), update_date: row?.update_date ?? '' };
}

/** What the public product page shows: the composition, or null when the makers gave nothing. */
export async function publicComposition(db: Db, productId: number): Promise<CompositionBody | null> {
  const row = await readRow(db, productId);
  return row ? (JSON.parse(row.body) as CompositionBody) : null;
}

/** Saves the whole composition (an empty one removes the row) and stamps the product as changed. */
export async function saveComposition(db: Db, productId: number, body: CompositionBody, now = new Date()): Promise<ProductComposition> {
  const update_date = now.toISOString();
  if (isEmptyComposition(body)) {
    await db.deleteFrom('product_compositions').where('product_id', '=', productId).execute();
  } else {
    const row = { product_id: productId, body: JSON.stringify(body), update_date };
    await db.insertInto('product_compositions').values(row)
      .onConflict((oc) => oc.column('product_id').doUpdateSet({ body: row.body, update_date })).execute();
  }
  await db.updateTable('products').set({ update_date }).where('id', '=', productId).execute();
  return { product_id: productId, ...body, update_date: isEmptyComposition(body) ? '' : update_date };
}
