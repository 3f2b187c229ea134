// Nutrient schemes of a brand: the week-by-week feeding tables its growers follow (doses in ml/l).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ItemRef } from '../../src/domain/diary/diary';
import type { NutrientScheme, NutrientSchemes, SchemeWeek } from '../../src/domain/catalogue/nutrient-scheme';
import type { Database, NutrientSchemesTable } from '../db/types';
import { notFound } from '../http/errors';
import { groupBy } from './group-by';

type Db = Kysely<Database>;

/** The brand's schemes by name, each with its products (in the brand's product order) and its weeks in order; 404 without the brand. */
export async function listBrandSchemes(db: Db, brandId: number): Promise<NutrientSchemes> {
  const brand = await db.selectFrom('brands').select(['id', 'name']).where('id', '=', brandId).executeTakeFirst();
  if (!brand) throw notFound('Brand not found');
  const schemes = await db.selectFrom('nutrient_schemes').selectAll().where('brand_id', '=', brandId).orderBy(sql`lower(name)`).orderBy('id').execute();
  return { items: await withDoses(db, brand, schemes) };
}

/** Schemes of one brand, in the given order, each with its products (its columns) and its weeks of doses. */
export async function withDoses(db: Db, brand: { id: number; name: string }, schemes: Selectable<NutrientSchemesTable>[]): Promise<NutrientScheme[]> {
  if (schemes.length === 0) return [];
  const brandId = brand.id;
  const doses = await db.selectFrom('nutrient_scheme_doses as d')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .select(['d.scheme_id', 'd.position', 'd.faza', 'd.week', 'd.dose', 'p.id as product_id', 'p.name', 'p.link', 'p.brand_id'])
    .where('d.scheme_id', 'in', schemes.map((s) => s.id))
    .orderBy('d.scheme_id').orderBy('d.position').orderBy('p.id')
    .execute();
  const byScheme = groupBy(doses, (d) => d.scheme_id, (d) => d);
  return schemes.map((scheme): NutrientScheme => {
    const rows = byScheme.get(scheme.id) ?? [];
    const products = new Map<number, ItemRef>();
    for (const row of [...rows].sort((a, b) => a.product_id - b.product_id)) {
      products.set(row.product_id, { id: row.product_id, name: row.name, link: row.link, brand_id: row.brand_id, brand_name: row.brand_id === brandId ? brand.name : null });
    }
    const columns = [...products.keys()];
    const weeks = groupBy(rows, (r) => r.position, (r) => r);
    return {
      id: scheme.id, brand_id: scheme.brand_id, name: scheme.name, description: scheme.description,
      items_product: [...products.values()],
      items_week: [...weeks.entries()].sort(([a], [b]) => a - b).map(([, cells]): SchemeWeek => ({
        faza: cells[0]!.faza, week: cells[0]!.week,
        doses: columns.map((id) => cells.find((c) => c.product_id === id)?.dose ?? null),
      })),
    };
  });
}
