// Strains of the catalogue (spec §2 Strains): seed products of breeders, with review stats, diary counts, their
// attributes (genes, THC and CBD, yield, height, growing difficulty, flowering, effects, tastes) and lineage.
import { z } from 'zod';
import { itemStatSchema } from '../catalogue/brand';
import { itemRefSchema } from '../diary/diary';
import { MAX_NAME_FILTER } from '../discovery/search-limits';
import { CATEGORY_VALUES, DIFFICULTIES, FLOWERING_TYPES, GENE_TYPES, HEIGHTS, isCategoryValue, LEVELS, STRAIN_CATEGORIES } from './strain-vocabulary';

export const MAX_STRAINS_LIMIT = 100;
/** Lineage trees go at most this many generations up and down. */
export const MAX_TREE_DEPTH = 4;
export const DEFAULT_TREE_DEPTH = 3;

/** What a strain is made of and how it grows; the levels follow the rules of strain-vocabulary.ts. */
export const strainAttributesSchema = z.object({
  /** Indica share in percent; the rest is sativa. */
  indica: z.number().int().min(0).max(100),
  sativa: z.number().int().min(0).max(100),
  genes: z.enum(GENE_TYPES),
  flowering_type: z.enum(FLOWERING_TYPES),
  thc: z.number(),
  cbd: z.number(),
  thc_level: z.enum(LEVELS),
  /** Indoor yield in grams per square metre. */
  yield_gm2: z.number().int(),
  yield_level: z.enum(LEVELS),
  height_cm: z.number().int(),
  height_level: z.enum(HEIGHTS),
  growing: z.enum(DIFFICULTIES),
  /** Weeks of flowering (autoflowering strains: seed to harvest). */
  flowering_weeks: z.number().int(),
  positive_effects: z.array(z.string()),
  negative_effects: z.array(z.string()),
  medical: z.array(z.string()),
  tastes: z.array(z.string()),
});
export type StrainAttributes = z.infer<typeof strainAttributesSchema>;

export const strainSchema = itemRefSchema.extend({
  description: z.string(),
  item_stat: itemStatSchema,
  /** Visible diaries growing it. */
  cnt_diaries: z.number().int(),
  /** The headline attributes shown in lists; null for a strain nobody described yet. */
  attributes: strainAttributesSchema.pick({ genes: true, flowering_type: true, thc: true, thc_level: true, growing: true }).nullable(),
});
export type Strain = z.infer<typeof strainSchema>;

/** A parent of a strain: a catalogue strain (id and link) or a named landrace or cross outside the catalogue (id null). */
export const strainNodeSchema = z.object({
  id: z.number().nullable(),
  name: z.string(),
  /** The strain's page (/strains/{id}); null outside the catalogue. */
  link: z.string().nullable(),
  brand_name: z.string().nullable(),
});
export type StrainNode = z.infer<typeof strainNodeSchema>;

/** GET /api/strains/{id}: the strain with all its attributes and its parents. */
export const strainDetailSchema = strainSchema.extend({
  attributes: strainAttributesSchema.nullable(),
  items_parent: z.array(strainNodeSchema),
});
export type StrainDetail = z.infer<typeof strainDetailSchema>;

/** GET /api/strains: a name filter (strain or breeder), one breeder, one category value, an order and a page. */
export const strainsQuerySchema = z.object({
  query: z.string().trim().max(MAX_NAME_FILTER).default(''),
  brand_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
  category: z.enum(STRAIN_CATEGORIES).optional(),
  value: z.string().max(40).optional(),
  sort: z.enum(['name', 'rating', 'reviews', 'diaries']).default('name'),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_STRAINS_LIMIT).default(20),
}).superRefine((query, ctx) => {
  if ((query.category === undefined) !== (query.value === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'category and value go together' });
  } else if (query.category && query.value !== undefined && !isCategoryValue(query.category, query.value)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: `value must be one of: ${CATEGORY_VALUES[query.category].join(', ')}` });
  }
});
export type StrainsQuery = z.infer<typeof strainsQuerySchema>;

export const strainsPageSchema = z.object({ items: z.array(strainSchema), total: z.number().int() });
export type StrainsPage = z.infer<typeof strainsPageSchema>;

/** GET /api/strains/categories: every category with each value of its vocabulary and how many strains have it. */
export const strainCategoriesSchema = z.object({
  items: z.array(z.object({
    category: z.enum(STRAIN_CATEGORIES),
    values: z.array(z.object({ value: z.string(), count: z.number().int() })),
  })),
});
export type StrainCategories = z.infer<typeof strainCategoriesSchema>;

/** GET /api/service/strains-tree: one strain by id or by exact name (any case), and how many generations. */
export const strainsTreeQuerySchema = z.object({
  id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
  name: z.string().trim().min(1).max(80).optional(),
  depth: z.coerce.number().int().min(1).max(MAX_TREE_DEPTH).default(DEFAULT_TREE_DEPTH),
}).refine((query) => query.id !== undefined || query.name !== undefined, { message: 'id or name is needed' });
export type StrainsTreeQuery = z.infer<typeof strainsTreeQuerySchema>;

/** A strain's ancestors, each with its own parents up to the asked depth. */
export type AncestorNode = StrainNode & { parents: AncestorNode[] };
/** A strain's descendants, each with its own children up to the asked depth. */
export type DescendantNode = StrainNode & { children: DescendantNode[] };
/** The lineage of a strain: parents upwards and children downwards. */
export interface StrainTree { item: StrainNode; parents: AncestorNode[]; children: DescendantNode[]; depth: number }
