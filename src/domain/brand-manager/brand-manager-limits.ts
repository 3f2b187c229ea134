// Limits of the brand manager area, zod-free so that its screens read them without pulling zod into the first load.
export const MAX_BRAND_NAME = 80;
export const MAX_BRAND_DESCRIPTION = 5_000;
export const MAX_BRAND_WEBSITE = 200;
export const MAX_PRODUCT_NAME = 100;
export const MAX_PRODUCT_DESCRIPTION = 5_000;
/** A draft id the app names an unsaved product by (spec §3 tmp_id). */
export const MAX_TMP_ID = 40;
/** People offered when searching for a manager to add. */
export const MANAGER_SEARCH_LIMIT = 10;
export const MIN_MANAGER_QUERY = 2;
export const BRAND_PRODUCTS_PAGE = 50;
/** A brand's website: empty, or an http(s) address with a host name. */
export const WEBSITE_PATTERN = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
