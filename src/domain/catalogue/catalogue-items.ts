// The tabs every catalogue page shows of a product or a brand: diaries, gallery, growers and harvests using it.
import { z } from 'zod';
import { diaryCardSchema } from '../diary/diary';
import { photoSchema } from '../photo/photo';
import { userSchema } from '../user/user';

/** Which kind of catalogue item a tab lists things of. */
export const CATALOGUE_ITEM_KINDS = ['product', 'brand'] as const;
export type CatalogueItemKind = (typeof CATALOGUE_ITEM_KINDS)[number];

/** The tabs with a list endpoint of their own: GET /api/{products|brands}/{id}/{tab}. */
export const ITEM_TABS = ['diaries', 'gallery', 'growers', 'harvests'] as const;
export type ItemTab = (typeof ITEM_TABS)[number];

export const MAX_ITEM_TAB_LIMIT = 50;
export const DEFAULT_ITEM_TAB_LIMIT = 20;

/** Paging of a tab: start offset and a page size capped at 50. */
export const itemTabQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_ITEM_TAB_LIMIT).default(DEFAULT_ITEM_TAB_LIMIT),
});
export type ItemTabQuery = z.infer<typeof itemTabQuerySchema>;

function tabPageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), start: z.number().int(), limit: z.number().int(), total: z.number().int() });
}

/** Visible diaries using the item (for a brand: any of its products), latest update first. */
export const itemDiariesPageSchema = tabPageSchema(diaryCardSchema);
export type ItemDiariesPage = z.infer<typeof itemDiariesPageSchema>;

/** A photo of a week of a diary using the item, with where it belongs. */
export const itemPhotoSchema = photoSchema.extend({ diary_id: z.number(), week_id: z.number() });
export type ItemPhoto = z.infer<typeof itemPhotoSchema>;
export const itemGalleryPageSchema = tabPageSchema(itemPhotoSchema);
export type ItemGalleryPage = z.infer<typeof itemGalleryPageSchema>;

/** A grower with how many of their visible diaries use the item; most diaries first. */
export const itemGrowerSchema = userSchema.extend({ cnt_diaries: z.number().int() });
export type ItemGrower = z.infer<typeof itemGrowerSchema>;
export const itemGrowersPageSchema = tabPageSchema(itemGrowerSchema);
export type ItemGrowersPage = z.infer<typeof itemGrowersPageSchema>;

/** The harvest figures of a harvest week (spec §3 week props, grams, watts and m²). */
export const harvestFiguresSchema = z.object({
  harvest_weight: z.number().nullable(),
  harvest_wet_weight: z.number().nullable(),
  harvest_plant: z.number().nullable(),
  harvest_watt: z.number().nullable(),
  harvest_space: z.number().nullable(),
});
export type HarvestFigures = z.infer<typeof harvestFiguresSchema>;

/**
 * A harvest week of a diary using the item: the diary's card, the figures, and the harvest's review of the item
 * (the strain review for seeds, the nutrient's review for nutrients; null when there is none, e.g. equipment).
 */
export const itemHarvestSchema = z.object({
  item_diary: diaryCardSchema,
  week_id: z.number(),
  add_date: z.string(),
  props: harvestFiguresSchema,
  item_review: z.object({ n_general: z.number().int(), text: z.string() }).nullable(),
});
export type ItemHarvest = z.infer<typeof itemHarvestSchema>;
export const itemHarvestsPageSchema = tabPageSchema(itemHarvestSchema);
export type ItemHarvestsPage = z.infer<typeof itemHarvestsPageSchema>;

/** The answer of each tab endpoint. */
export interface ItemTabPages {
  diaries: ItemDiariesPage;
  gallery: ItemGalleryPage;
  growers: ItemGrowersPage;
  harvests: ItemHarvestsPage;
}
