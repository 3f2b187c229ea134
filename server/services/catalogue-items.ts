// The tabs of a catalogue product or brand: the visible diaries using it, their photos, growers and harvests.
import { sql, type Kysely } from 'kysely';
import type { CatalogueItemKind, ItemDiariesPage, ItemGalleryPage, ItemGrowersPage, ItemHarvest, ItemHarvestsPage, ItemTabQuery } from '../../src/domain/catalogue/catalogue-items';
import { weekPropsSchema } from '../../src/domain/week/week';
import type { BrandSection, Database } from '../db/types';
import { notFound } from '../http/errors';
import { toCards, toPhoto, visibleDiaries } from './diaries';
import { toUser } from './users';

type Db = Kysely<Database>;

/** A catalogue product or a brand, by kind and id. */
export interface CatalogueItem { kind: CatalogueItemKind; id: number; section: BrandSection }

/** The product (of the catalogue, not a name a grower typed) or brand; 404 when there is none. */
export async function requireCatalogueItem(db: Db, kind: CatalogueItemKind, id: number): Promise<CatalogueItem> {
  const row = kind === 'product'
    ? await db.selectFrom('products').select('section').where('id', '=', id).where('user_added', '=', 0).executeTakeFirst()
    : await db.selectFrom('brands').select('section').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(kind === 'product' ? 'Product not found' : 'Brand not found');
  return { kind, id, section: row.section };
}

/** Ids of the products the item stands for: the product itself, or the brand's products. */
function productIds(db: Db, item: CatalogueItem) {
  return item.kind === 'product'
    ? db.selectFrom('products').select('id').where('id', '=', item.id)
    : db.selectFrom('products').select('id').where('brand_id', '=', item.id);
}

/** Ids of diaries listing the item (any kind of use: strain, nutrient, lamp, tent...). */
function usingDiaryIds(db: Db, item: CatalogueItem) {
  return db.selectFrom('diary_items').select('diary_items.diary_id').where('diary_items.product_id', 'in', productIds(db, item));
}

/** Visible diaries using the item. */
function usingDiaries(db: Db, item: CatalogueItem) {
  return visibleDiaries(db).where('diaries.id', 'in', usingDiaryIds(db, item));
}

/** Visible diaries using the item, latest update first. */
export async function listItemDiaries(db: Db, item: CatalogueItem, { start, limit }: ItemTabQuery): Promise<ItemDiariesPage> {
  const diaries = usingDiaries(db, item);
  const [rows, count] = await Promise.all([
    diaries.selectAll('diaries').orderBy('diaries.update_date', 'desc').orderBy('diaries.id', 'desc').limit(limit).offset(start).execute(),
    diaries.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: await toCards(db, rows), start, limit, total: Number(count.total) };
}

/** Week photos of visible diaries using the item, newest first. */
export async function listItemGallery(db: Db, item: CatalogueItem, { start, limit }: ItemTabQuery): Promise<ItemGalleryPage> {
  const photos = db.selectFrom('photos')
    .innerJoin('weeks', 'weeks.id', 'photos.week_id')
    .where('photos.diary_id', 'in', usingDiaries(db, item).select('diaries.id'))
    .where('photos.is_remove', '=', 0).where('weeks.is_remove', '=', 0)
    .where('photos.is_ban', '=', 0).where('weeks.is_ban', '=', 0);
  const [rows, count] = await Promise.all([
    photos.selectAll('photos').orderBy('photos.id', 'desc').limit(limit).offset(start).execute(),
    photos.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({ ...toPhoto(row), diary_id: row.diary_id, week_id: row.week_id ?? 0 })),
    start, limit, total: Number(count.total),
  };
}

/** Growers of visible diaries using the item, most such diaries first, then by name. */
export async function listItemGrowers(db: Db, item: CatalogueItem, { start, limit }: ItemTabQuery): Promise<ItemGrowersPage> {
  const diaries = usingDiaries(db, item);
  const [rows, count] = await Promise.all([
    db.selectFrom('users')
      .innerJoin(diaries.select(['diaries.user_id', sql<number>`count(*)`.as('cnt_diaries')]).groupBy('diaries.user_id').as('used'), 'used.user_id', 'users.id')
      .select(['users.id', 'users.name', 'users.status', 'users.avatar', 'used.cnt_diaries'])
      .orderBy('used.cnt_diaries', 'desc').orderBy(sql`lower(users.name)`).orderBy('users.id')
      .limit(limit).offset(start).execute(),
    db.selectFrom(diaries.select('diaries.user_id').groupBy('diaries.user_id').as('growers'))
      .select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => ({ ...toUser(row), cnt_diaries: Number(row.cnt_diaries) })), start, limit, total: Number(count.total) };
}

/** The harvest's review of the item per harvest week: the strain review for seeds, the first review of one of the nutrients. */
async function harvestReviews(db: Db, item: CatalogueItem, weekIds: number[]): Promise<Map<number, ItemHarvest['item_review']>> {
  if (weekIds.length === 0 || item.section === 'equipment') return new Map();
  if (item.section === 'seed') {
    const rows = await db.selectFrom('week_reviews').select(['week_id', 'n_general', 'text']).where('week_id', 'in', weekIds).execute();
    return new Map(rows.map((r) => [r.week_id, { n_general: r.n_general, text: r.text }]));
  }
  const rows = await db.selectFrom('week_nutrient_reviews').select(['week_id', 'n_general', 'text'])
    .where('week_id', 'in', weekIds).where('product_id', 'in', productIds(db, item))
    .orderBy('week_id').orderBy('position', 'desc').execute();
  // The last written per week wins the map: ordered so that the first by position comes last.
  return new Map(rows.map((r) => [r.week_id, { n_general: r.n_general, text: r.text }]));
}

/** Live harvest weeks of visible diaries using the item, latest first, with the diary, figures and review. */
export async function listItemHarvests(db: Db, item: CatalogueItem, { start, limit }: ItemTabQuery): Promise<ItemHarvestsPage> {
  const weeks = db.selectFrom('weeks')
    .where('weeks.diary_id', 'in', usingDiaries(db, item).select('diaries.id'))
    .where('weeks.faza', '=', 2).where('weeks.is_remove', '=', 0);
  const [rows, count] = await Promise.all([
    weeks.select(['weeks.id', 'weeks.diary_id', 'weeks.props', 'weeks.add_date']).orderBy('weeks.add_date', 'desc').orderBy('weeks.id', 'desc')
      .limit(limit).offset(start).execute(),
    weeks.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const diaryIds = [...new Set(rows.map((r) => r.diary_id))];
  const [diaryRows, reviews] = await Promise.all([
    diaryIds.length === 0 ? [] : db.selectFrom('diaries').selectAll().where('id', 'in', diaryIds).execute(),
    harvestReviews(db, item, rows.map((r) => r.id)),
  ]);
  const cards = new Map((await toCards(db, diaryRows)).map((card) => [card.id, card]));
  const items = rows.flatMap((row): ItemHarvest[] => {
    const card = cards.get(row.diary_id);
    if (!card) return [];
    const props = weekPropsSchema.parse(JSON.parse(row.props));
    return [{
      item_diary: card, week_id: row.id, add_date: row.add_date,
      props: {
        harvest_weight: props.harvest_weight ?? null, harvest_wet_weight: props.harvest_wet_weight ?? null,
        harvest_plant: props.harvest_plant ?? null, harvest_watt: props.harvest_watt ?? null, harvest_space: props.harvest_space ?? null,
      },
      item_review: reviews.get(row.id) ?? null,
    }];
  });
  return { items, start, limit, total: Number(count.total) };
}
