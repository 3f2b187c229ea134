// Limits of a review, zod-free so the review forms can read them without loading the schemas of review.ts and week-input.ts.

/** The overall rating n_general of a review (a product's, or a harvest week's strain or nutrient review), and of its averages. */
export const RATING_SCALE = { min: 0, max: 10 } as const;
/** The overall rating a new review starts with (spec §9). */
export const DEFAULT_RATING = 1;
/** Characters of a review's text: a harvest week's strain or nutrient review, or a product review. */
export const MAX_REVIEW_TEXT = 5_000;
