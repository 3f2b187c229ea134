// Write bodies of a diary (POST, PUT and PATCH /api/diaries[/:id]), shared by the client and the server.
import { z } from 'zod';
import { approvalStateSchema } from './diary';
import { MAX_DIARY_NAME, MAX_ITEM_NAME, MAX_ITEMS_PER_LIST } from './diary-limits';
import { MEDIUM_TYPES, ROOM_TYPES, WATERING_TYPES } from './grow-setup';

/**
 * A catalogue item chosen by a grower: `{id}` of a known product, or `{name}` typed as free text
 * for a strain or product the catalogue does not know (the server keeps it as a user-added product).
 */
export const itemInputSchema = z.object({
  id: z.number().int().positive().max(2 ** 31 - 1).optional(),
  name: z.string().trim().min(1, 'Too small: expected at least 1 character').max(MAX_ITEM_NAME).optional(),
}).superRefine(({ id, name }, ctx) => {
  if ((id === undefined) === (name === undefined)) ctx.addIssue({ code: 'custom', message: 'Give either an id or a name' });
});
export type ItemInput = z.infer<typeof itemInputSchema>;

/** The key that makes two items the same: the id, or the name regardless of case. */
export function itemKey(item: { id?: number | undefined; name?: string | undefined }): string {
  return item.id !== undefined ? `id:${item.id}` : `name:${(item.name ?? '').toLowerCase()}`;
}

/** Indexes of items listed twice (same id, or same name regardless of case): each later copy. */
export function duplicateItemIndexes(items: readonly { id?: number | undefined; name?: string | undefined }[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  items.forEach((item, index) => {
    const key = itemKey(item);
    if (seen.has(key)) duplicates.push(index);
    seen.add(key);
  });
  return duplicates;
}

/** An array of at most 20 items, none listed twice. */
export function uniqueItemList<T extends z.ZodType<{ id?: number | undefined; name?: string | undefined }>>(item: T) {
  return z.array(item).max(MAX_ITEMS_PER_LIST).superRefine((items, ctx) => {
    for (const index of duplicateItemIndexes(items)) ctx.addIssue({ code: 'custom', path: [index], message: 'Listed twice' });
  });
}

/** A setup code of one of the maps of grow-setup.ts, or null. */
function setupCode(codes: Record<number, string>) {
  const allowed = Object.keys(codes).map(Number);
  return z.number().int().refine((code) => allowed.includes(code), { message: `Expected one of ${allowed.join(', ')}` }).nullable();
}

export const DIARY_ITEM_LISTS = [
  'items_seed', 'items_nutrient', 'items_lamp_veg', 'items_lamp_flo', 'items_tent', 'items_medium', 'items_equip',
] as const;
export type DiaryItemList = (typeof DIARY_ITEM_LISTS)[number];

const itemList = uniqueItemList(itemInputSchema);

/** The editable fields of a diary, each optional (the PATCH body). */
export const diaryPatchSchema = z.object({
  name: z.string().trim().min(1, 'Give the diary a name').max(MAX_DIARY_NAME),
  type_room: setupCode(ROOM_TYPES),
  type_watering: setupCode(WATERING_TYPES),
  type_soil: setupCode(MEDIUM_TYPES),
  items_seed: itemList,
  items_nutrient: itemList,
  items_lamp_veg: itemList,
  items_lamp_flo: itemList,
  items_tent: itemList,
  items_medium: itemList,
  items_equip: itemList,
}).partial().extend({
  /** The diary's update_date the client last saw; a different stored one answers 409. */
  base_update_date: z.string().max(40).optional(),
});
export type DiaryPatch = z.infer<typeof diaryPatchSchema>;

/** The whole diary (POST and PUT bodies): a name is required, anything left out is empty. */
export const diaryInputSchema = diaryPatchSchema.required({ name: true }).extend({
  type_room: diaryPatchSchema.shape.type_room.unwrap().default(null),
  type_watering: diaryPatchSchema.shape.type_watering.unwrap().default(null),
  type_soil: diaryPatchSchema.shape.type_soil.unwrap().default(null),
  ...Object.fromEntries(DIARY_ITEM_LISTS.map((list) => [list, itemList.default([])])) as Record<DiaryItemList, z.ZodDefault<typeof itemList>>,
});
export type DiaryInput = z.infer<typeof diaryInputSchema>;

/** POST /api/diaries/:id/approve: the moderation state to set (moderators and admins). */
export const approveBodySchema = z.object({ state: approvalStateSchema });
export type ApproveBody = z.infer<typeof approveBodySchema>;

/** POST /api/diaries/:id/impressions: views to add (default 1) and seconds seen (spec §3 impression record). */
export const impressionsBodySchema = z.object({
  v: z.number().int().min(1).max(100).default(1),
  s: z.number().int().min(0).max(86_400).default(0),
});
export type ImpressionsBody = z.infer<typeof impressionsBodySchema>;
