// Strains: catalogue seed products with their breeder, review stats, the number of visible diaries growing them,
// their attributes and category values (strain_attributes, strain_tags) and their parents.
import { sql, type Kysely } from 'kysely';
import type { Strain, StrainAttributes, StrainCategories, StrainDetail, StrainNode, StrainsPage, StrainsQuery } from '../../src/domain/strain/strain';
import { CATEGORY_VALUES, geneType, heightLevel, STRAIN_CATEGORIES, thcLevel, yieldLevel } from '../../src/domain/strain/strain-vocabulary';
import { columnContains } from '../db/text-search';
import type { Database, StrainAttributesTable } from '../db/types';
import { BY_RATING, BY_REVIEW_COUNT, productStats, statOf } from './product-ratings';

type Db = Kysely<Database>;

/** Catalogue strains, alias p (seed products a breeder sells, not names growers typed). */
export function catalogueStrains(db: Db) {
  return db.selectFrom('products as p').where('p.section', '=', 'seed').where('p.user_added', '=', 0);
}

/** Catalogue strains (alias p) with breeder name, rating sum and count, diary count and headline attributes. */
function strainsWithStats(db: Db) {
  const diaryCounts = db.selectFrom('diary_items as i')
    .innerJoin('diaries as d', 'd.id', 'i.diary_id')
    .where('i.kind', '=', 'seed').where('d.is_remove', '=', 0).where('d.is_hidden', '=', 0).where('d.is_ban', '=', 0)
    .select(['i.product_id', sql<number>`count(*)`.as('cnt_diaries')]).groupBy('i.product_id');
  return catalogueStrains(db)
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin(productStats(db).as('stat'), 'stat.product_id', 'p.id')
    .leftJoin(diaryCounts.as('dc'), 'dc.product_id', 'p.id')
    .leftJoin('strain_attributes as a', 'a.product_id', 'p.id')
    .select(['p.id', 'p.name', 'p.link', 'p.brand_id', 'p.description', 'b.name as brand_name', 'stat.rating_sum', 'stat.rating_count',
      sql<number>`coalesce(dc.cnt_diaries, 0)`.as('cnt_diaries'),
      'a.indica', 'a.flowering_type', 'a.thc', 'a.growing']);
}

type StrainRow = Awaited<ReturnType<ReturnType<typeof strainsWithStats>['execute']>>[number];

function toStrain(row: StrainRow): Strain {
  return {
    id: row.id, name: row.name, link: row.link, brand_id: row.brand_id, brand_name: row.brand_name ?? null, description: row.description,
    item_stat: statOf(row), cnt_diaries: Number(row.cnt_diaries),
    attributes: row.indica === null || row.flowering_type === null || row.thc === null || row.growing === null ? null : {
      genes: geneType(row.indica), flowering_type: row.flowering_type, thc: Number(row.thc), thc_level: thcLevel(Number(row.thc)), growing: row.growing,
    },
  };
}

/** Strains matching the name, breeder and category filters, in the asked order (ties by name), one page. */
export async function listStrains(db: Db, query: StrainsQuery): Promise<StrainsPage> {
  let strains = strainsWithStats(db);
  if (query.brand_id) strains = strains.where('p.brand_id', '=', query.brand_id);
  if (query.query) strains = strains.where((eb) => eb.or([columnContains('p.name', query.query), columnContains('b.name', query.query)]));
  if (query.category && query.value !== undefined) {
    // An index range of strain_tags (its primary key starts with category and value).
    const tagged = db.selectFrom('strain_tags').select('product_id').where('category', '=', query.category).where('value', '=', query.value);
    strains = strains.where('p.id', 'in', tagged);
  }
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

/** The full attributes of a strain from its row and its category values. */
function toAttributes(row: StrainAttributesTable, tags: { category: string; value: string }[]): StrainAttributes {
  const valuesOf = (category: string) => tags.filter((tag) => tag.category === category).map((tag) => tag.value);
  const thc = Number(row.thc);
  return {
    indica: row.indica, sativa: 100 - row.indica, genes: geneType(row.indica), flowering_type: row.flowering_type,
    thc, cbd: Number(row.cbd), thc_level: thcLevel(thc),
    yield_gm2: row.yield_gm2, yield_level: yieldLevel(row.yield_gm2), height_cm: row.height_cm, height_level: heightLevel(row.height_cm),
    growing: row.growing, flowering_weeks: row.flowering_weeks,
    positive_effects: valuesOf('positive-effects'), negative_effects: valuesOf('negative-effects'), medical: valuesOf('medical'), tastes: valuesOf('tastes'),
  };
}

/** A lineage node: a catalogue strain links to its page; a name outside the catalogue has no id and no link. */
export function strainNode(id: number | null, name: string, brandName: string | null): StrainNode {
  return { id, name, link: id === null ? null : `/strains/${id}`, brand_name: brandName };
}

/** The parents of the given strains, in order, by strain id. */
export async function parentsOf(db: Db, ids: number[]): Promise<Map<number, StrainNode[]>> {
  const parents = new Map<number, StrainNode[]>();
  if (ids.length === 0) return parents;
  const rows = await db.selectFrom('strain_parents as sp')
    .leftJoin('products as pp', 'pp.id', 'sp.parent_id')
    .leftJoin('brands as pb', 'pb.id', 'pp.brand_id')
    .select(['sp.product_id', 'sp.parent_id', 'sp.parent_name', 'pp.name as parent_product_name', 'pb.name as brand_name'])
    .where('sp.product_id', 'in', ids).orderBy('sp.product_id').orderBy('sp.position').execute();
  for (const row of rows) {
    const list = parents.get(row.product_id) ?? [];
    list.push(strainNode(row.parent_id, row.parent_product_name ?? row.parent_name, row.brand_name ?? null));
    parents.set(row.product_id, list);
  }
  return parents;
}

/** One catalogue strain with all its attributes and its parents; undefined when there is none with this id. */
export async function getStrainDetail(db: Db, id: number): Promise<StrainDetail | undefined> {
  const strain = await getStrain(db, id);
  if (!strain) return undefined;
  const [attributes, tags, parents] = await Promise.all([
    db.selectFrom('strain_attributes').selectAll().where('product_id', '=', id).executeTakeFirst(),
    db.selectFrom('strain_tags').select(['category', 'value']).where('product_id', '=', id).orderBy('category').orderBy('position').execute(),
    parentsOf(db, [id]),
  ]);
  return { ...strain, attributes: attributes ? toAttributes(attributes, tags) : null, items_parent: parents.get(id) ?? [] };
}

/** Every category with each value of its vocabulary and how many catalogue strains have it (0 included). */
export async function listStrainCategories(db: Db): Promise<StrainCategories> {
  const rows = await db.selectFrom('strain_tags as t')
    .where('t.product_id', 'in', catalogueStrains(db).select('p.id'))
    .select(['t.category', 't.value', sql<number>`count(*)`.as('count')])
    .groupBy(['t.category', 't.value']).execute();
  const counts = new Map(rows.map((row) => [`${row.category}/${row.value}`, Number(row.count)]));
  return {
    items: STRAIN_CATEGORIES.map((category) => ({
      category,
      values: CATEGORY_VALUES[category].map((value) => ({ value, count: counts.get(`${category}/${value}`) ?? 0 })),
    })),
  };
}
