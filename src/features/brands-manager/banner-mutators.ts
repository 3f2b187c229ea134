// The writes of a brand's banners the outbox sends (/api/brands-manager/banners…): created under a temporary id,
// saved whole, switched on or off, deleted; how their answers are stored and how /pending shows them.
import { db, type BrandBannerRecord } from '@/db/database';
import { brandBannerSwitchTarget, brandBannerTarget } from '@/domain/api/change-targets';
import type { BrandBanner, BrandBannerBody } from '@/domain/brand-manager/banner';
import type { EditableBannerKind } from '@/domain/brand-manager/banner-limits';
import { defineMutator, type EditLink, type ReplayContext } from '@/sync/outbox/mutator';

const BASE = '/api/brands-manager/banners';

/** A banner as the editor sends it; `id` is temporary until its create is answered. */
export type BannerArgs = BrandBannerBody & { id: number; brand_id: number; kind: EditableBannerKind };
export interface BannerRef { id: number; kind: EditableBannerKind; title: string }

const bannerTables = () => [db.brandBanners];
export const toBannerRecord = (banner: BrandBanner): BrandBannerRecord => ({ ...banner, synced_at: Date.now() });
const bodyOf = ({ title, text, image_id, url, sections, start_date, end_date, weight, enabled }: BannerArgs): BrandBannerBody =>
  ({ title, text, image_id, url, sections, start_date, end_date, weight, enabled });

/** The server's banner becomes the device's, unless a later write of it waits (then the device's version stays). */
async function storeBanner(answer: BrandBanner, { laterWrites }: ReplayContext<unknown>, localId = answer.id): Promise<void> {
  if (localId !== answer.id) await db.brandBanners.delete(localId);
  const later = [...await laterWrites(brandBannerTarget(answer.id)), ...await laterWrites(brandBannerSwitchTarget(answer.id))];
  if (later.length > 0 && (await db.brandBanners.get(answer.id))) return;
  await db.brandBanners.put(toBannerRecord(answer));
}

const bannerLink = ({ id, kind }: { id: number; kind: EditableBannerKind }): EditLink => ({ to: '/brands-manager/banners/edit/$kind/$id', params: { kind, id } });
const bannerContent = ({ title, text, url }: BannerArgs) => [title, text, url];

export const createBrandBanner = defineMutator<'brandBanner.create', BannerArgs, BrandBanner>({
  name: 'brandBanner.create',
  request: (args) => ({ method: 'POST', path: `${BASE}/${args.kind}/0/edit?brand_id=${args.brand_id}`, body: bodyOf(args) }),
  target: ({ id }) => brandBannerTarget(id),
  replaces: false,
  creates: { kind: 'brandBanner', tables: bannerTables, forget: (tempId) => db.brandBanners.delete(tempId) },
  answer: { tables: bannerTables, store: (answer, context) => storeBanner(answer, context, context.row.creates!.temp_id) },
  pending: { kind: 'createBrandBanner', editLink: bannerLink, content: bannerContent },
});

export const updateBrandBanner = defineMutator<'brandBanner.update', BannerArgs, BrandBanner>({
  name: 'brandBanner.update',
  request: (args) => ({ method: 'POST', path: `${BASE}/${args.kind}/${args.id}/edit`, body: bodyOf(args) }),
  target: ({ id }) => brandBannerTarget(id),
  replaces: true,
  intoCreate: (create, args) => ({ ...(create as BannerArgs), ...bodyOf(args) }),
  answer: { tables: bannerTables, store: (answer, context) => storeBanner(answer, context) },
  pending: { kind: 'editBrandBanner', editLink: bannerLink, content: bannerContent },
});

export const enableBrandBanner = defineMutator<'brandBanner.enable', BannerRef & { enabled: boolean }, BrandBanner>({
  name: 'brandBanner.enable',
  request: ({ kind, id, enabled }) => ({ method: 'POST', path: `${BASE}/${kind}/${id}/enable`, body: { enabled } }),
  target: ({ id }) => brandBannerSwitchTarget(id),
  replaces: true,
  intoCreate: (create, { enabled }) => ({ ...(create as BannerArgs), enabled }),
  answer: { tables: bannerTables, store: (answer, context) => storeBanner(answer, context) },
  pending: { kind: 'enableBrandBanner', editLink: bannerLink, content: () => [] },
});

export const deleteBrandBanner = defineMutator<'brandBanner.delete', BannerRef>({
  name: 'brandBanner.delete',
  request: ({ kind, id }) => ({ method: 'DELETE', path: `${BASE}/${kind}/${id}` }),
  target: ({ id }) => brandBannerTarget(id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteBrandBanner', editLink: () => null, content: () => [] },
});

/** Every banner write, for the mutator registry. */
export const brandBannerMutators = [createBrandBanner, updateBrandBanner, enableBrandBanner, deleteBrandBanner];
