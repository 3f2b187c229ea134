// A product's composition (spec §7 /api/brands-manager/products/composition/edit/{id}): its guaranteed analysis (NPK),
// ingredients, other nutrient values and the doses its maker advises per stage, in ml per litre; and its photos.
import { z } from 'zod';
import {
  MAX_COMPOSITION_DOSES, MAX_COMPOSITION_INGREDIENTS, MAX_COMPOSITION_NUTRIENTS, MAX_DOSE_STAGE, MAX_INGREDIENT_LENGTH,
  MAX_NUTRIENT_NAME, MAX_NUTRIENT_VALUE, MAX_PRODUCT_DOSE, NUTRIENT_VALUE_UNITS,
} from './product-composition-limits';

const percent = (element: string) => z.number()
  .min(0, `${element} is a percentage from 0 to 100.`).max(100, `${element} is a percentage from 0 to 100.`).nullable();

/** The guaranteed analysis: nitrogen, phosphate and potash in % (null where the maker gives none). */
export const npkSchema = z.object({ n: percent('N'), p: percent('P'), k: percent('K') });

export const nutrientValueSchema = z.object({
  name: z.string().trim().min(1, 'A nutrient needs a name.').max(MAX_NUTRIENT_NAME, `A nutrient name can be at most ${MAX_NUTRIENT_NAME} characters long.`),
  value: z.number().min(0, 'A nutrient value is 0 or more.').max(MAX_NUTRIENT_VALUE, `A nutrient value is at most ${MAX_NUTRIENT_VALUE}.`),
  unit: z.enum(NUTRIENT_VALUE_UNITS, { message: `A nutrient value is in ${NUTRIENT_VALUE_UNITS.join(', ')}.` }),
});

export const advisedDoseSchema = z.object({
  stage: z.string().trim().min(1, 'Each dose names its stage.').max(MAX_DOSE_STAGE, `A stage can be at most ${MAX_DOSE_STAGE} characters long.`),
  /** ml per litre of water; shown in each viewer's nutrient unit. */
  amount: z.number().positive('A dose is more than 0.').max(MAX_PRODUCT_DOSE, `A dose is at most ${MAX_PRODUCT_DOSE} ml/l.`),
});

/** POST /api/brands-manager/products/composition/edit/{id}: the whole composition. */
export const compositionBodySchema = z.object({
  npk: npkSchema,
  ingredients: z.array(z.string().trim().min(1, 'An ingredient needs a name.').max(MAX_INGREDIENT_LENGTH, `An ingredient can be at most ${MAX_INGREDIENT_LENGTH} characters long.`))
    .max(MAX_COMPOSITION_INGREDIENTS, `A product lists at most ${MAX_COMPOSITION_INGREDIENTS} ingredients.`),
  nutrients: z.array(nutrientValueSchema).max(MAX_COMPOSITION_NUTRIENTS, `A product lists at most ${MAX_COMPOSITION_NUTRIENTS} nutrient values.`),
  doses: z.array(advisedDoseSchema).max(MAX_COMPOSITION_DOSES, `A product advises at most ${MAX_COMPOSITION_DOSES} doses.`),
});
export type CompositionBody = z.infer<typeof compositionBodySchema>;

/** The composition as kept: its body and when it last changed ('' for a product that has none yet). */
export const productCompositionSchema = compositionBodySchema.extend({ product_id: z.number(), update_date: z.string() });
export type ProductComposition = z.infer<typeof productCompositionSchema>;

/** One photo of a product (the first is its main one): the week photo sizes. */
export const productPhotoSchema = z.object({
  id: z.number(),
  width: z.number(),
  height: z.number(),
  size_s: z.string(),
  size_m: z.string(),
  size_xl: z.string(),
  size_big: z.string(),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/** /products/{id}/photos/{photo_id} (DELETE, and POST …/main to make it the first). */
export const productPhotoParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2 ** 31 - 1),
  photo_id: z.coerce.number().int().positive().max(2 ** 31 - 1),
});
/** POST /api/brands-manager/uploads/photo?brand_id&product_id: a product's photo instead of the brand's logo. */
export const photoUploadQuerySchema = z.object({
  brand_id: z.coerce.number().int().positive().max(2 ** 31 - 1),
  product_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
});

/** What a composition says when the maker gave nothing yet. */
export const isEmptyComposition = (c: CompositionBody) =>
  c.npk.n === null && c.npk.p === null && c.npk.k === null && c.ingredients.length === 0 && c.nutrients.length === 0 && c.doses.length === 0;
