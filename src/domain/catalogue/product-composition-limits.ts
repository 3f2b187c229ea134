// Limits of a product's composition as its brand's managers edit it, zod-free so that the editor reads them without zod.
export const MAX_COMPOSITION_INGREDIENTS = 30;
export const MAX_INGREDIENT_LENGTH = 80;
export const MAX_COMPOSITION_NUTRIENTS = 30;
export const MAX_NUTRIENT_NAME = 40;
/** The largest value of one nutrient (a % is at most 100; mg/l and ppm go higher). */
export const MAX_NUTRIENT_VALUE = 100_000;
export const MAX_COMPOSITION_DOSES = 20;
export const MAX_DOSE_STAGE = 60;
/** The largest dose of a product, in ml per litre (as the schemes'). */
export const MAX_PRODUCT_DOSE = 100;
/** Units a nutrient's value is given in. */
export const NUTRIENT_VALUE_UNITS = ['%', 'mg/l', 'ppm'] as const;
export type NutrientValueUnit = (typeof NUTRIENT_VALUE_UNITS)[number];
/** Photos one product can have. */
export const MAX_PRODUCT_PHOTOS = 8;
