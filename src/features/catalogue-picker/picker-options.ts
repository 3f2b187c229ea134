// What the picker's list offers for typed text: matching catalogue items not chosen yet, then the text as a new item.
import type { ItemRef } from '@/domain/diary/diary';
import type { PickedItem } from '@/domain/diary/diary-form';

export type PickerOption = { kind: 'item'; item: ItemRef } | { kind: 'new'; name: string };

const nameKey = (name: string) => name.trim().toLowerCase();

/** True when two items are the same: the same catalogue id, or the same name regardless of case. */
function isSameItem(a: PickedItem, b: PickedItem): boolean {
  return (a.id !== undefined && a.id > 0 && a.id === b.id) || nameKey(a.name) === nameKey(b.name);
}

/** The options for `text`: found items not chosen yet, and "add as new" unless an item has exactly that name. */
export function pickerOptions(text: string, found: readonly ItemRef[], chosen: readonly PickedItem[]): PickerOption[] {
  const name = text.trim();
  if (!name) return [];
  const options: PickerOption[] = found.filter((item) => !chosen.some((c) => isSameItem(c, item))).map((item) => ({ kind: 'item', item }));
  const named = [...found, ...chosen].some((item) => nameKey(item.name) === nameKey(name));
  return named ? options : [...options, { kind: 'new', name }];
}

/** The option Enter takes when none is highlighted: the item named exactly as typed, else the typed text. */
export function typedOption(text: string, options: readonly PickerOption[]): PickerOption | undefined {
  return options.find((option) => option.kind === 'new' || nameKey(option.item.name) === nameKey(text));
}

/** The chosen item that `text` names already, if any. */
export function chosenNamed<T extends PickedItem>(text: string, chosen: readonly T[]): T | undefined {
  return text.trim() ? chosen.find((item) => nameKey(item.name) === nameKey(text)) : undefined;
}

/** The picked item of an option. */
export function pickedOf(option: PickerOption): PickedItem {
  if (option.kind === 'new') return { name: option.name };
  const { id, name, brand_id, brand_name, link } = option.item;
  return { id, name, brand_id, brand_name, link };
}
