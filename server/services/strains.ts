// Strains: catalogue seed products with their breeder, review stats and the number of visible diaries growing them.
import { sql, type Kysely } from 'kysely';
import type { Strain, StrainsPage, StrainsQuery } from '../../src/domain/strain';
import { columnContains } from '../db/text-search';
import type { Database } from '../db/types';
import { BY_RATING, BY_REVIEW_COUNT, productStats, statOf } from './product-ratings';

type Db = Kysely<Database>;

/** Catalogue strains (alias p) with breeder name, rating sum and count, and diary count. */
function strainsWithStats(db: Db) {
  const diaryCounts = db.selectFrom('diary_items as i')
    .innerJoin('diaries as d', 'd.id', 'i.diary_id')
    .where('i.kind', '=', 'seed').where('d.is_remove', '=', 0).where('d.is_hidden', '=', 0)
    .select(['i.product_id', sql<number>`count(*)`.as('cnt_diaries')]).groupBy('i.product_id');
  return db.selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin(productStats(db).as('stat'), 'stat.product_id', 'p.id')
    .leftJoin(diaryCounts.as('dc'), 'dc.product_id', 'p.id')
    .where('p.section', '=', 'seed').where('p.user_added', '=', 0)
    .select(['p.id', 'p.name', 'p.link', 'p.brand_id', 'p.description', 'b.name as brand_name', 'stat.rating_sum', 'stat.rating_count',
      sql<number>`coalesce(dc.cnt_diaries, 0)`.as('cnt_diaries')]);
}

type StrainRow = Awaited<ReturnType<ReturnType<typeof strainsWithStats>['execute']>>[number];

function toStrain(row: StrainRow): Strain {
  return {
    id: row.id, name: row.name, link: row.link, brand_id: row.brand_id, brand_name: row.brand_name ?? null, description: row.description,
    item_stat: statOf(row), cnt_diaries: Number(row.cnt_diaries),
  };
}

/** Strains whose name or breeder contains the query, of one breeder when asked, in the asked order (ties by name), one page. */
export async function listStrains(db: Db, query: StrainsQuery): Promise<StrainsPage> {
  let strains = strainsWithStats(db);
  if (query.brand_id) strains = strains.where('p.brand_id', '=', query.brand_id);
  if (query.query) strains = strains.where((eb) => eb.or([columnContains('p.name', query.query), columnContains('b.name', query.query)]));
  const { total } = await db.selectFrom(strains.as('filtered')).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (query.sort === 'rating') strains = strains.orderBy(BY_RATING, 'desc');
  if (query.sort === 'reviews') strains = strains.orderBy(BY_REVIEW_COUNT, 'desc');
  if (query.sort === 'diaries') strains = strains.orderBy(sql`coalesce(dc.cnt_diaries, 0)`, 'desc');
  const rows = await strains.orderBy(sql`lower(p.name)`).orderBy('p.id').limit(query.limit).offset(query.start).execute();
  return { items: rows.map(toStrain), total: Number(total) };
}

/** One catalogue strain; undefined when there is none with this id. */
export async function getStrain(db: Db, id: number): Promise<Strain | undefined> {
  const row = await strainsWithStats(db).where('p.id', '=', id).executeTakeFirst();
  return row && toStrain(row);
}
