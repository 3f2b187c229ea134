// The brand manager area's writes the outbox sends (/api/brands-manager…): a brand's information, its managers, and
// its products (created under a temporary id and a draft id, edited, removed); how answers are stored, how /pending shows them.
import { db, type BrandProductRecord } from '@/db/database';
import { brandManagerTarget, brandProductTarget, brandTarget } from '@/domain/api/change-targets';
import type { BrandEdit, BrandEditBody, BrandInformation, BrandProduct } from '@/domain/brand-manager/brand-manager';
import { defineMutator, type ReplayContext } from '@/sync/outbox/mutator';

const BASE = '/api/brands-manager';

/** A product's fields as the editor sends them; `id` is temporary until its create is answered. */
export interface ProductArgs { id: number; brand_id: number; name: string; description: string; tmp_id: string }
export type BrandEditArgs = BrandEditBody & { brand_id: number };
export interface ManagerArgs { brand_id: number; user_id: number; name: string }

const productTables = () => [db.brandProducts];
const brandTables = () => [db.managedBrands];

export const toProductRecord = (product: BrandProduct): BrandProductRecord => ({ ...product, synced_at: Date.now() });

/** The server's product becomes the device's, unless a later edit of it waits (then the device's words stay). */
async function storeProduct(answer: BrandProduct, { laterWrites }: ReplayContext<unknown>, localId = answer.id): Promise<void> {
  const local = await db.brandProducts.get(localId);
  if (localId !== answer.id) await db.brandProducts.delete(localId);
  const later = await laterWrites(brandProductTarget(answer.id));
  const kept = later.length > 0 && local ? { name: local.name, description: local.description } : {};
  await db.brandProducts.put({ ...toProductRecord(answer), ...kept });
}

const productLink = ({ id }: { id: number }) => ({ to: '/brands-manager/products/edit/$id' as const, params: { id } });

export const createBrandProduct = defineMutator<'brandProduct.create', ProductArgs, BrandProduct>({
  name: 'brandProduct.create',
  request: ({ brand_id, name, description, tmp_id }) => ({ method: 'POST', path: `${BASE}/products/edit/0?brand_id=${brand_id}`, body: { name, description, tmp_id } }),
  target: ({ id }) => brandProductTarget(id),
  replaces: false,
  creates: { kind: 'brandProduct', tables: productTables, forget: (tempId) => db.brandProducts.delete(tempId) },
  answer: { tables: productTables, store: (answer, context) => storeProduct(answer, context, context.row.creates!.temp_id) },
  pending: { kind: 'createBrandProduct', editLink: productLink, content: ({ name, description }) => [name, description] },
});

export const updateBrandProduct = defineMutator<'brandProduct.update', ProductArgs, BrandProduct>({
  name: 'brandProduct.update',
  request: ({ id, name, description }) => ({ method: 'POST', path: `${BASE}/products/edit/${id}`, body: { name, description } }),
  target: ({ id }) => brandProductTarget(id),
  replaces: true,
  intoCreate: (create, { name, description }) => ({ ...(create as ProductArgs), name, description }),
  answer: { tables: productTables, store: (answer, context) => storeProduct(answer, context) },
  pending: { kind: 'editBrandProduct', editLink: productLink, content: ({ name, description }) => [name, description] },
});

export const deleteBrandProduct = defineMutator<'brandProduct.delete', { id: number; name: string }>({
  name: 'brandProduct.delete',
  request: ({ id }) => ({ method: 'DELETE', path: `${BASE}/products/${id}` }),
  target: ({ id }) => brandProductTarget(id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteBrandProduct', editLink: () => null, content: () => [] },
});

export const editBrand = defineMutator<'brand.edit', BrandEditArgs, BrandEdit>({
  name: 'brand.edit',
  request: ({ brand_id, ...body }) => ({ method: 'POST', path: `${BASE}/edit?brand_id=${brand_id}`, body }),
  target: ({ brand_id }) => brandTarget(brand_id),
  replaces: true,
  answer: {
    tables: brandTables,
    store: async (answer, { laterWrites }) => {
      if ((await laterWrites()).length) return;
      await db.managedBrands.update(answer.id, { name: answer.name, edit: answer });
    },
  },
  pending: { kind: 'editBrand', editLink: () => null, content: ({ name, description, website }) => [name, description, website] },
});

/** The brand's managers as the server answered them, unless another change of the managers waits. */
async function storeManagers(answer: BrandInformation, { args }: ReplayContext<ManagerArgs>): Promise<void> {
  const waiting = await db.outbox.where('target').startsWith(`${brandTarget(args.brand_id)}/manager:`).count();
  // This write's own row is still in the outbox while its answer is stored.
  if (waiting > 1) return;
  await db.managedBrands.update(args.brand_id, { managers: answer.items_manager });
}

export const addBrandManager = defineMutator<'brandManager.add', ManagerArgs, BrandInformation>({
  name: 'brandManager.add',
  request: ({ brand_id, user_id }) => ({ method: 'POST', path: `${BASE}/information/add_manager?brand_id=${brand_id}`, body: { user_id } }),
  target: ({ brand_id, user_id }) => brandManagerTarget(brand_id, user_id),
  replaces: false,
  answer: { tables: brandTables, store: storeManagers },
  pending: { kind: 'addBrandManager', editLink: () => null, content: ({ name }) => [name] },
});

export const removeBrandManager = defineMutator<'brandManager.remove', ManagerArgs, BrandInformation>({
  name: 'brandManager.remove',
  request: ({ brand_id, user_id }) => ({ method: 'POST', path: `${BASE}/information/remove_manager?brand_id=${brand_id}`, body: { user_id } }),
  target: ({ brand_id, user_id }) => brandManagerTarget(brand_id, user_id),
  replaces: false,
  answer: { tables: brandTables, store: storeManagers },
  pending: { kind: 'removeBrandManager', editLink: () => null, content: ({ name }) => [name] },
});

/** Every brand manager write, for the mutator registry. */
export const brandsManagerMutators = [createBrandProduct, updateBrandProduct, deleteBrandProduct, editBrand, addBrandManager, removeBrandManager];
