// A managed product's composition and photos on the device: read from the API (keeping a composition save that still
// waits), the composition saved here at once and queued (works offline), the photos changed online only (as every
// picture upload), each answer kept so the editor opens offline.
import { db, type ProductDetailsRecord } from '@/db/database';
import { productCompositionTarget } from '@/domain/api/change-targets';
import type { CompositionBody, ProductComposition, ProductPhoto } from '@/domain/catalogue/product-composition';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { apiRequest } from '@/sync/transport/http';
import { sendPicture } from '@/sync/transport/picture-upload';
import { saveProductComposition } from './composition-mutators';

const BASE = '/api/brands-manager/products';
type Photos = { items: ProductPhoto[] };

/** The stored details of a product (undefined when this device never read them). */
export const readProductDetails = (productId: number) => db.productDetails.get(productId);
/** Whether a composition save of the product still waits to be sent. */
export const readWaitingComposition = async (productId: number) =>
  (await db.outbox.where('target').equals(productCompositionTarget(productId)).count()) > 0;

/**
 * GET the composition and the photos into the device; a composition save still waiting keeps the device's, and an
 * answer stored after these were asked for (a save's or a photo change's) keeps what it stored.
 */
export async function refreshProductDetails(brandId: number, productId: number): Promise<void> {
  const asked = Date.now();
  const [composition, photos] = await Promise.all([
    apiRequest<ProductComposition>(`${BASE}/composition/edit/${productId}`),
    apiRequest<Photos>(`${BASE}/${productId}/photos`),
  ]);
  await db.transaction('rw', db.productDetails, db.outbox, async () => {
    const stored = await db.productDetails.get(productId);
    if (stored && stored.synced_at >= asked) return;
    await db.productDetails.put({
      product_id: productId, brand_id: brandId, photos: photos.items, synced_at: Date.now(),
      composition: stored && (await readWaitingComposition(productId)) ? stored.composition : composition,
    });
  });
}

/** Saves the composition on the device at once and queues it. */
export async function saveComposition(details: ProductDetailsRecord, productName: string, body: CompositionBody): Promise<void> {
  await writeLocally([db.productDetails], async () => {
    await db.productDetails.update(details.product_id, { composition: { ...details.composition, ...body } });
    await queueWrite(saveProductComposition, { product_id: details.product_id, name: productName, body }, { label: productName });
  });
}

const keepPhotos = async (productId: number, photos: Photos) => {
  await db.productDetails.update(productId, { photos: photos.items, synced_at: Date.now() });
};

/** POST /uploads/photo with the product (online only): the photo added last. */
export async function uploadProductPhoto(brandId: number, productId: number, file: File): Promise<void> {
  await keepPhotos(productId, await sendPicture<Photos>('/api/brands-manager/uploads/photo', file, file.name, { brand_id: brandId, product_id: productId }));
}

/** DELETE a photo of the product (online only). */
export async function removeProductPhoto(productId: number, photoId: number): Promise<void> {
  await keepPhotos(productId, await apiRequest<Photos>(`${BASE}/${productId}/photos/${photoId}`, { method: 'DELETE' }));
}

/** Makes a photo the product's main one (online only). */
export async function makeMainPhoto(productId: number, photoId: number): Promise<void> {
  await keepPhotos(productId, await apiRequest<Photos>(`${BASE}/${productId}/photos/${photoId}/main`, { method: 'POST' }));
}
