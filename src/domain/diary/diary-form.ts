// What the diary editor edits, and how it becomes a write body and a locally stored diary (no schema code).
import type { DiaryCard, ItemRef } from './diary';
import type { DiaryItemList } from './diary-input';

/** A catalogue item as picked in the editor: a known product (with id) or a name typed as free text. */
export interface PickedItem {
  id?: number;
  name: string;
  brand_id?: number | null;
  brand_name?: string | null;
  link?: string;
}

/** The editable fields of a diary as the editor holds them. */
export type DiaryFields = {
  name: string;
  type_room: number | null;
  type_watering: number | null;
  type_soil: number | null;
} & Record<DiaryItemList, PickedItem[]>;

/** The item lists of a diary, in the editor's order (same names as the API's). */
export const DIARY_ITEM_FIELDS = [
  'items_seed', 'items_nutrient', 'items_lamp_veg', 'items_lamp_flo', 'items_tent', 'items_medium', 'items_equip',
] as const satisfies readonly DiaryItemList[];

/** An empty diary form. */
export function emptyDiaryFields(): DiaryFields {
  return {
    name: '', type_room: null, type_watering: null, type_soil: null,
    items_seed: [], items_nutrient: [], items_lamp_veg: [], items_lamp_flo: [], items_tent: [], items_medium: [], items_equip: [],
  };
}

/** The write body of a picked item: `{id}` for a catalogue product, `{name}` for free text. */
export function itemBody(item: PickedItem): { id: number } | { name: string } {
  return item.id !== undefined && item.id > 0 ? { id: item.id } : { name: item.name.trim() };
}

/** A picked item as a stored item reference (free text has id 0 and no link until the server knows it). */
export function itemRef(item: PickedItem): ItemRef {
  return { id: item.id ?? 0, name: item.name.trim(), link: item.link ?? '', brand_id: item.brand_id ?? null, brand_name: item.brand_name ?? null };
}

/** A stored item reference as a picked item. */
export function pickedItem(ref: ItemRef): PickedItem {
  return ref.id > 0 ? { id: ref.id, name: ref.name, brand_id: ref.brand_id, brand_name: ref.brand_name, link: ref.link } : { name: ref.name };
}

/** The POST/PUT body of a diary. */
export function diaryBody(fields: DiaryFields) {
  const lists = Object.fromEntries(DIARY_ITEM_FIELDS.map((list) => [list, fields[list].map(itemBody)]));
  return { name: fields.name.trim(), type_room: fields.type_room, type_watering: fields.type_watering, type_soil: fields.type_soil, ...lists };
}

/** The diary fields as stored on the device (item lists as references). */
export function diaryRecordFields(fields: DiaryFields) {
  const lists = Object.fromEntries(DIARY_ITEM_FIELDS.map((list) => [list, fields[list].map(itemRef)])) as Record<DiaryItemList, ItemRef[]>;
  return { name: fields.name.trim(), type_room: fields.type_room, type_watering: fields.type_watering, type_soil: fields.type_soil, ...lists };
}

/** The editor's fields of a stored diary (lists it has not loaded are empty). */
export function diaryFieldsOf(diary: Partial<Record<DiaryItemList, ItemRef[]>> & Pick<DiaryCard, 'name'> & {
  type_room?: number | null; type_watering?: number | null; type_soil?: number | null;
}): DiaryFields {
  const lists = Object.fromEntries(DIARY_ITEM_FIELDS.map((list) => [list, (diary[list] ?? []).map(pickedItem)])) as Record<DiaryItemList, PickedItem[]>;
  return { name: diary.name, type_room: diary.type_room ?? null, type_watering: diary.type_watering ?? null, type_soil: diary.type_soil ?? null, ...lists };
}
