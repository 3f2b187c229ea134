// The catalogue lists of the diary editor: which field, which catalogue section, and the label's key.
import type { PickerSection } from '@/domain/catalogue/catalogue-picker';
import type { DiaryItemList } from '@/domain/diary/diary-input';

export const DIARY_PICKERS: readonly { field: DiaryItemList; section: PickerSection; label: string }[] = [
  { field: 'items_seed', section: 'seed', label: 'diaryEditor.strains' },
  { field: 'items_nutrient', section: 'nutrient', label: 'diaryEditor.nutrients' },
  { field: 'items_lamp_veg', section: 'lamp', label: 'diaryEditor.lampVeg' },
  { field: 'items_lamp_flo', section: 'lamp', label: 'diaryEditor.lampFlo' },
  { field: 'items_tent', section: 'tent', label: 'diaryEditor.tent' },
  { field: 'items_medium', section: 'medium', label: 'diaryEditor.mediumProducts' },
  { field: 'items_equip', section: 'equip', label: 'diaryEditor.equipment' },
];

/** The sections the editor searches, each once: kept on the device when the editor opens online. */
export const DIARY_PICKER_SECTIONS: readonly PickerSection[] = [...new Set(DIARY_PICKERS.map((picker) => picker.section))];
