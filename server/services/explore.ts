// Explore: visible diaries filtered by strain, breeder, nutrient, light, room, medium, phase and harvest, in one of
// four orders. Every filter and order is backed by an index of migration 0009 (diaries' own columns, kept by triggers).
// With a strain, breeder or nutrient filter, the diaries' own columns are compared as expressions (col + 0, col || '')
// so no diaries index applies: the query then starts from the item's few diaries (rowid IN ...) instead of scanning
// an order or facet index of every diary, which SQLite's planner would otherwise pick without table statistics.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DiaryCard } from '../../src/domain/diary/diary';
import type { ExploreQueryFilters } from '../../src/domain/discovery/explore';
import type { ExploreSort } from '../../src/domain/discovery/explore-tags';
import type { Database, DiaryItemKind } from '../db/types';
import { toCards } from './diaries';

type Db = Kysely<Database>;
type Filters = Omit<ExploreQueryFilters, 'sort'>;

const SORT_COLUMNS = { updated: 'update_date', newest: 'add_date', likes: 'cnt_likes', views: 'cnt_views' } as const satisfies Record<ExploreSort, string>;
const TEXT_COLUMNS = new Set(['update_date', 'add_date']);

const byItems = (filters: Filters) => filters.strain !== undefined || filters.breeder !== undefined || filters.nutrient !== undefined;

/** A diaries column, as itself (index usable) or as an expression of the same value (no index). */
function column(name: string, indexed: boolean): RawBuilder<unknown> {
  const ref = sql.ref(`diaries.${name}`);
  if (indexed) return ref;
  return TEXT_COLUMNS.has(name) ? sql`(${ref} || '')` : sql`(${ref} + 0)`;
}

/** Visible diaries matching the filters (no order). */
export function filteredDiaries(db: Db, filters: Filters) {
  const indexed = !byItems(filters);
  const col = (name: string) => column(name, indexed);
  const itemsOf = (productId: number, kind: DiaryItemKind) =>
    db.selectFrom('diary_items').select('diary_id').where('product_id', '=', productId).where('kind', '=', kind);
  let query = db.selectFrom('diaries').where(col('is_remove'), '=', 0).where(col('is_hidden'), '=', 0).where(col('is_ban'), '=', 0);
  if (filters.strain !== undefined) query = query.where('diaries.id', 'in', itemsOf(filters.strain, 'seed'));
  if (filters.nutrient !== undefined) query = query.where('diaries.id', 'in', itemsOf(filters.nutrient, 'nutrient'));
  if (filters.breeder !== undefined) {
    const breederId = filters.breeder;
    query = query.where('diaries.id', 'in', db.selectFrom('products')
      .innerJoin('diary_items', 'diary_items.product_id', 'products.id')
      .select('diary_items.diary_id')
      .where('products.brand_id', '=', breederId).where('diary_items.kind', '=', 'seed'));
  }
  if (filters.light !== undefined) query = query.where(col('light_type'), '=', filters.light);
  if (filters.room !== undefined) query = query.where(col('type_room'), '=', filters.room);
  if (filters.medium !== undefined) query = query.where(col('type_soil'), '=', filters.medium);
  if (filters.phase !== undefined) query = query.where(col('max_faza'), '=', filters.phase);
  if (filters.harvested !== undefined) query = query.where(col('max_faza'), filters.harvested ? '=' : '<', 2);
  return query;
}

/** One page of matching diary rows in the asked order (ties: the higher id first). */
export function exploreRows(db: Db, filters: ExploreQueryFilters, start: number, limit: number) {
  const indexed = !byItems(filters);
  return filteredDiaries(db, filters).selectAll('diaries')
    .orderBy(column(SORT_COLUMNS[filters.sort], indexed), 'desc').orderBy(column('id', indexed), 'desc')
    .limit(limit).offset(start).execute();
}

/** How many visible diaries match the filters. */
export async function countExplore(db: Db, filters: Filters): Promise<number> {
  const row = await filteredDiaries(db, filters).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A page of explore cards with the total of matching diaries. */
export async function exploreDiaries(db: Db, filters: ExploreQueryFilters, start: number, limit: number): Promise<{ items: DiaryCard[]; total: number }> {
  const [rows, total] = await Promise.all([exploreRows(db, filters, start, limit), countExplore(db, filters)]);
  return { items: await toCards(db, rows), total };
}
