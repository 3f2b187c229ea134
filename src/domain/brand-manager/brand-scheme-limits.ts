// Limits of a brand's nutrient schemes as its managers edit them, zod-free so that the editor reads them without zod.
export const MAX_SCHEME_NAME = 100;
export const MAX_SCHEME_DESCRIPTION = 2_000;
/** Products (columns) of one scheme. */
export const MAX_SCHEME_PRODUCTS = 20;
/** Weeks (rows) of one scheme: germination, vegetation and flowering together. */
export const MAX_SCHEME_WEEKS = 40;
/** The largest dose, in ml per litre. */
export const MAX_SCHEME_DOSE = 100;
export const BRAND_SCHEMES_PAGE = 50;
