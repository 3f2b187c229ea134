// A catalogue product's photos as its brand's managers upload them: the week photo sizes, in order, the first the
// main one; at most MAX_PRODUCT_PHOTOS. Their files are written before the write's transaction and removed after it.
import type { Kysely } from 'kysely';
import type { ProductPhoto } from '../../src/domain/catalogue/product-composition';
import { MAX_PRODUCT_PHOTOS } from '../../src/domain/catalogue/product-composition-limits';
import type { StoredPhoto } from '../media/photo-store';
import type { Database } from '../db/types';
import { badRequest, notFound } from '../http/errors';
import { photoUrls } from '../media/image-sizes';

type Db = Kysely<Database>;

/** The photos of each of the products, in order. */
export async function photosOfProducts(db: Db, productIds: number[]): Promise<Map<number, ProductPhoto[]>> {
  const byProduct = new Map<number, ProductPhoto[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db.selectFrom('product_photos').select(['id', 'product_id', 'file', 'width', 'height'])
    .where('product_id', 'in', productIds).orderBy('position').orderBy('id').execute();
  for (const row of rows) byProduct.get(row.product_id)!.push({ id: row.id, width: row.width, height: row.height, ...photoUrls(row.file) });
  return byProduct;
}

/** One product's photos, in order. */
export const productPhotos = async (db: Db, productId: number) => (await photosOfProducts(db, [productId])).get(productId)!;

/** Stamps the product as changed (the catalogue's list cache reads it) and answers its photos. */
async function changed(db: Db, productId: number, now: Date): Promise<{ items: ProductPhoto[] }> {
  await db.updateTable('products').set({ update_date: now.toISOString() }).where('id', '=', productId).execute();
  return { items: await productPhotos(db, productId) };
}

/** Adds a stored photo last; 400 once the product has MAX_PRODUCT_PHOTOS. */
export async function addProductPhoto(db: Db, productId: number, photo: StoredPhoto, now = new Date()): Promise<{ items: ProductPhoto[] }> {
  const { n, last } = await db.selectFrom('product_photos')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
    .where('product_id', '=', productId).executeTakeFirstOrThrow();
  if (Number(n) >= MAX_PRODUCT_PHOTOS) throw badRequest(`A product has at most ${MAX_PRODUCT_PHOTOS} photos: remove one first.`);
  await db.insertInto('product_photos').values({
    product_id: productId, file: photo.file, width: photo.width, height: photo.height, position: Number(last ?? -1) + 1, add_date: now.toISOString(),
  }).execute();
  return changed(db, productId, now);
}

async function photoOf(db: Db, productId: number, photoId: number) {
  const row = await db.selectFrom('product_photos').select(['id', 'file']).where('id', '=', photoId).where('product_id', '=', productId).executeTakeFirst();
  if (!row) throw notFound('This product has no such photo.');
  return row;
}

/** Removes a photo of the product; answers its photos and the file base to delete once the write commits. */
export async function removeProductPhoto(db: Db, productId: number, photoId: number, now = new Date()) {
  const { file } = await photoOf(db, productId, photoId);
  await db.deleteFrom('product_photos').where('id', '=', photoId).execute();
  return { answer: await changed(db, productId, now), file };
}

/** Makes a photo the product's first (main) one, the others keeping their order after it. */
export async function makeMainProductPhoto(db: Db, productId: number, photoId: number, now = new Date()): Promise<{ items: ProductPhoto[] }> {
  await photoOf(db, productId, photoId);
  const { first } = await db.selectFrom('product_photos').select((eb) => eb.fn.min('position').as('first'))
    .where('product_id', '=', productId).executeTakeFirstOrThrow();
  await db.updateTable('product_photos').set({ position: Number(first) - 1 }).where('id', '=', photoId).execute();
  return changed(db, productId, now);
}

/** The files of every photo of a product, to delete once the product leaves the catalogue. */
export async function takeProductPhotos(db: Db, productId: number): Promise<string[]> {
  const rows = await db.selectFrom('product_photos').select('file').where('product_id', '=', productId).execute();
  await db.deleteFrom('product_photos').where('product_id', '=', productId).execute();
  return rows.map((row) => row.file);
}
