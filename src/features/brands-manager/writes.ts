// The brand manager area's changes, each applied to the device at once and queued (works offline): the chosen brand,
// the brand's information, its managers, and its products (a new one lives under a temporary id and a draft id).
import { db, type BrandProductRecord, type ManagedBrandRecord } from '@/db/database';
import type { BrandEditBody } from '@/domain/brand-manager/brand-manager';
import type { User } from '@/domain/user/user';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { newTempId } from '@/sync/outbox/temp-ids';
import { CHOSEN_BRAND_KEY } from './brands-store';
import {
  addBrandManager, createBrandProduct, deleteBrandProduct, editBrand, removeBrandManager, updateBrandProduct,
} from './mutators';

/** The brand the switcher shows, kept on this device. */
export async function chooseBrand(brandId: number): Promise<void> {
  await db.prefs.put({ key: CHOSEN_BRAND_KEY, value: brandId });
}

async function signedInUser(): Promise<User> {
  const session = await db.session.get('current');
  if (session?.key !== 'current') throw new Error('Please sign in.');
  return session.user;
}

export interface ProductFields { name: string; description: string }

/** A new product of the brand: listed at once under a temporary id, created on the server under a draft id. */
export async function createProduct(brand: ManagedBrandRecord, fields: ProductFields): Promise<number> {
  const id = newTempId();
  const now = new Date().toISOString();
  await writeLocally([db.brandProducts], async () => {
    await db.brandProducts.add({
      id, brand_id: brand.id, ...fields, section: brand.section, category: brand.category, link: '', tmp_id: `draft${-id}`,
      update_date: now, synced_at: 0,
    });
    await queueWrite(createBrandProduct, { id, brand_id: brand.id, ...fields, tmp_id: `draft${-id}` }, { label: fields.name, createsId: id });
  });
  return id;
}

/** Saves a product's name and description (into its create while that has not left the device). */
export async function changeProduct(product: BrandProductRecord, fields: ProductFields): Promise<void> {
  await writeLocally([db.brandProducts], async () => {
    await db.brandProducts.update(product.id, { ...fields, update_date: new Date().toISOString() });
    await queueWrite(updateBrandProduct, { id: product.id, brand_id: product.brand_id, ...fields, tmp_id: product.tmp_id ?? '' },
      { label: fields.name, editOf: product.id });
  });
}

/** Removes a product from the list; the server is told unless its create never left. */
export async function removeProduct(product: BrandProductRecord): Promise<void> {
  await writeLocally([db.brandProducts], async () => {
    if (!(await dropUnsentCreate(product.id))) await queueWrite(deleteBrandProduct, { id: product.id, name: product.name }, { label: product.name });
    await db.brandProducts.delete(product.id);
  });
}

/** Saves the brand's name, description and website. */
export async function saveBrandInformation(brand: ManagedBrandRecord, body: BrandEditBody): Promise<void> {
  await writeLocally([db.managedBrands], async () => {
    if (brand.edit) await db.managedBrands.update(brand.id, { name: body.name, edit: { ...brand.edit, ...body } });
    await queueWrite(editBrand, { brand_id: brand.id, ...body }, { label: body.name });
  });
}

/** Adds a manager: listed at once as added by the signed-in person now. */
export async function addManager(brand: ManagedBrandRecord, user: User): Promise<void> {
  const me = await signedInUser();
  await writeLocally([db.managedBrands], async () => {
    const managers = (brand.managers ?? []).filter((m) => m.item_user.id !== user.id);
    await db.managedBrands.update(brand.id, { managers: [...managers, { item_user: user, add_date: new Date().toISOString(), added_by: me }] });
    await queueWrite(addBrandManager, { brand_id: brand.id, user_id: user.id, name: user.name }, { label: `${brand.name} · ${user.name}` });
  });
}

/** Removes a manager from the brand's list at once. */
export async function removeManager(brand: ManagedBrandRecord, user: User): Promise<void> {
  await writeLocally([db.managedBrands], async () => {
    await db.managedBrands.update(brand.id, { managers: (brand.managers ?? []).filter((m) => m.item_user.id !== user.id) });
    await queueWrite(removeBrandManager, { brand_id: brand.id, user_id: user.id, name: user.name }, { label: `${brand.name} · ${user.name}` });
  });
}
