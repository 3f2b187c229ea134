// The writes of a brand's nutrient schemes the outbox sends (/api/brands-manager/schemes…): created under a temporary
// id, saved whole, deleted; how their answers are stored and how /pending shows them.
import { db, type BrandSchemeRecord } from '@/db/database';
import { brandSchemeTarget } from '@/domain/api/change-targets';
import type { BrandScheme, BrandSchemeBody } from '@/domain/brand-manager/brand-scheme';
import { defineMutator, type ReplayContext } from '@/sync/outbox/mutator';

const BASE = '/api/brands-manager/schemes';

/** A scheme as the editor sends it; `id` is temporary until its create is answered. */
export type SchemeArgs = BrandSchemeBody & { id: number; brand_id: number };

const schemeTables = () => [db.brandSchemes];
export const toSchemeRecord = (scheme: BrandScheme): BrandSchemeRecord => ({ ...scheme, synced_at: Date.now() });
const body = ({ name, description, items_product, items_week }: SchemeArgs): BrandSchemeBody => ({ name, description, items_product, items_week });

/** The server's scheme becomes the device's, unless a later save of it waits (then the device's version stays). */
async function storeScheme(answer: BrandScheme, { laterWrites }: ReplayContext<unknown>, localId = answer.id): Promise<void> {
  if (localId !== answer.id) await db.brandSchemes.delete(localId);
  if ((await laterWrites(brandSchemeTarget(answer.id))).length > 0) {
    const local = await db.brandSchemes.get(answer.id);
    if (local) return;
  }
  await db.brandSchemes.put(toSchemeRecord(answer));
}

const schemeLink = ({ id }: { id: number }) => ({ to: '/brands-manager/schemes/edit/$id' as const, params: { id } });
const schemeContent = ({ name, description }: SchemeArgs) => [name, description];

export const createBrandScheme = defineMutator<'brandScheme.create', SchemeArgs, BrandScheme>({
  name: 'brandScheme.create',
  request: (args) => ({ method: 'POST', path: `${BASE}/edit/0?brand_id=${args.brand_id}`, body: body(args) }),
  target: ({ id }) => brandSchemeTarget(id),
  replaces: false,
  creates: { kind: 'brandScheme', tables: schemeTables, forget: (tempId) => db.brandSchemes.delete(tempId) },
  answer: { tables: schemeTables, store: (answer, context) => storeScheme(answer, context, context.row.creates!.temp_id) },
  pending: { kind: 'createBrandScheme', editLink: schemeLink, content: schemeContent },
});

export const updateBrandScheme = defineMutator<'brandScheme.update', SchemeArgs, BrandScheme>({
  name: 'brandScheme.update',
  request: (args) => ({ method: 'POST', path: `${BASE}/edit/${args.id}`, body: body(args) }),
  target: ({ id }) => brandSchemeTarget(id),
  replaces: true,
  intoCreate: (create, args) => ({ ...(create as SchemeArgs), ...body(args) }),
  answer: { tables: schemeTables, store: (answer, context) => storeScheme(answer, context) },
  pending: { kind: 'editBrandScheme', editLink: schemeLink, content: schemeContent },
});

export const deleteBrandScheme = defineMutator<'brandScheme.delete', { id: number; name: string }>({
  name: 'brandScheme.delete',
  request: ({ id }) => ({ method: 'DELETE', path: `${BASE}/${id}` }),
  target: ({ id }) => brandSchemeTarget(id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteBrandScheme', editLink: () => null, content: () => [] },
});

/** Every scheme write, for the mutator registry. */
export const brandSchemeMutators = [createBrandScheme, updateBrandScheme, deleteBrandScheme];
