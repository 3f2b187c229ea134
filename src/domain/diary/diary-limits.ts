// Limits of a diary write, zod-free so the editors can read them without loading the schemas of diary-input.ts.

/** Catalogue items per list of a diary (strains, nutrients, lamps...) and per week's nutrients. */
export const MAX_ITEMS_PER_LIST = 20;
/** Characters of an item's name typed as free text. */
export const MAX_ITEM_NAME = 80;
/** Characters of a diary's name. */
export const MAX_DIARY_NAME = 120;
