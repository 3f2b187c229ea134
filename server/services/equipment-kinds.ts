// Which equipment categories each catalogue picker section holds, and the category of a typed equipment name.
import type { PickerSection } from '../../src/domain/catalogue/catalogue-picker';
import type { BrandSection, DiaryItemKind } from '../db/types';

/** The products a picker section lists: a section, and for equipment its categories (null: any other category). */
export const PICKER_PRODUCTS: Record<PickerSection, { section: BrandSection; categories: readonly string[] | null }> = {
  seed: { section: 'seed', categories: null },
  nutrient: { section: 'nutrient', categories: null },
  lamp: { section: 'equipment', categories: ['grow-lights'] },
  tent: { section: 'equipment', categories: ['grow-tents', 'grow-boxes'] },
  medium: { section: 'equipment', categories: ['substrates'] },
  equip: { section: 'equipment', categories: null },
};

/** Equipment categories that belong to a picker section other than equip. */
export const DEDICATED_CATEGORIES = Object.values(PICKER_PRODUCTS).flatMap((p) => (p.section === 'equipment' ? p.categories ?? [] : []));

/** The section and category of a product a grower names in a diary list (free text). */
export const USER_ADDED_TARGET: Record<DiaryItemKind, { section: BrandSection; category: string | null }> = {
  seed: { section: 'seed', category: null },
  nutrient: { section: 'nutrient', category: null },
  lamp_veg: { section: 'equipment', category: 'grow-lights' },
  lamp_flo: { section: 'equipment', category: 'grow-lights' },
  tent: { section: 'equipment', category: 'grow-tents' },
  medium: { section: 'equipment', category: 'substrates' },
  equip: { section: 'equipment', category: 'equipment' },
};
