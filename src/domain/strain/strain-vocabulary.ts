// Strain categories of spec §2 (/strains/category/{category}/{val}): their fixed vocabularies and the level rules
// that turn a strain's measured values (THC %, yield, height, genes) into category values. Pure and zod-free.

export const STRAIN_CATEGORIES = ['positive-effects', 'negative-effects', 'medical', 'tastes', 'yield', 'height', 'growing', 'genes', 'thc'] as const;
export type StrainCategory = (typeof STRAIN_CATEGORIES)[number];

export const LEVELS = ['low', 'medium', 'high'] as const;
export type Level = (typeof LEVELS)[number];
export const HEIGHTS = ['short', 'medium', 'tall'] as const;
export type HeightLevel = (typeof HEIGHTS)[number];
export const DIFFICULTIES = ['easy', 'moderate', 'difficult'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const GENE_TYPES = ['indica', 'sativa', 'hybrid'] as const;
export type GeneType = (typeof GENE_TYPES)[number];
export const FLOWERING_TYPES = ['autoflowering', 'photoperiod'] as const;
export type FloweringType = (typeof FLOWERING_TYPES)[number];

export const POSITIVE_EFFECTS = ['relaxed', 'happy', 'euphoric', 'uplifted', 'creative', 'energetic', 'focused', 'sleepy', 'hungry', 'talkative', 'giggly', 'tingly'] as const;
export const NEGATIVE_EFFECTS = ['dry-mouth', 'dry-eyes', 'dizzy', 'paranoid', 'anxious', 'headache'] as const;
export const MEDICAL_USES = ['stress', 'anxiety', 'depression', 'pain', 'insomnia', 'lack-of-appetite', 'nausea', 'inflammation', 'muscle-spasms', 'fatigue'] as const;
export const TASTES = ['earthy', 'sweet', 'citrus', 'lemon', 'berry', 'grape', 'pine', 'skunky', 'diesel', 'spicy', 'herbal', 'woody', 'tropical', 'vanilla', 'cheese', 'mint', 'flowery', 'caramel'] as const;

/** Every value each category can take, in the order pages list them. */
export const CATEGORY_VALUES: Record<StrainCategory, readonly string[]> = {
  'positive-effects': POSITIVE_EFFECTS,
  'negative-effects': NEGATIVE_EFFECTS,
  medical: MEDICAL_USES,
  tastes: TASTES,
  yield: LEVELS,
  height: HEIGHTS,
  growing: DIFFICULTIES,
  genes: [...GENE_TYPES, ...FLOWERING_TYPES],
  thc: LEVELS,
};

/** Categories whose every value has its own page even with no strain in it (spec §2 "fixed pages"). */
export const FIXED_PAGE_CATEGORIES: readonly StrainCategory[] = ['growing', 'height', 'thc', 'yield'];

export function isStrainCategory(text: string): text is StrainCategory {
  return (STRAIN_CATEGORIES as readonly string[]).includes(text);
}

/** Whether `value` belongs to the category's vocabulary. */
export function isCategoryValue(category: StrainCategory, value: string): boolean {
  return CATEGORY_VALUES[category].includes(value);
}

/** THC levels: under 12 % low, 12 to under 20 % medium, 20 % or more high. */
export const THC_MEDIUM_FROM = 12;
export const THC_HIGH_FROM = 20;
/** Indoor yield levels in grams per square metre: under 400 low, 400 to 549 medium, 550 or more high. */
export const YIELD_MEDIUM_FROM = 400;
export const YIELD_HIGH_FROM = 550;
/** Height levels in centimetres: under 80 short, 80 to 139 medium, 140 or more tall. */
export const HEIGHT_MEDIUM_FROM = 80;
export const HEIGHT_TALL_FROM = 140;
/** A strain is indica or sativa when that side makes at least 60 % of its genes, a hybrid otherwise. */
export const DOMINANT_FROM = 60;

function levelOf<T>(value: number, mediumFrom: number, highFrom: number, levels: readonly [T, T, T]): T {
  if (value >= highFrom) return levels[2];
  return value >= mediumFrom ? levels[1] : levels[0];
}

export function thcLevel(thcPercent: number): Level {
  return levelOf(thcPercent, THC_MEDIUM_FROM, THC_HIGH_FROM, LEVELS);
}

export function yieldLevel(gramsPerSquareMetre: number): Level {
  return levelOf(gramsPerSquareMetre, YIELD_MEDIUM_FROM, YIELD_HIGH_FROM, LEVELS);
}

export function heightLevel(centimetres: number): HeightLevel {
  return levelOf(centimetres, HEIGHT_MEDIUM_FROM, HEIGHT_TALL_FROM, HEIGHTS);
}

/** Indica, sativa or hybrid from the indica share in percent (the rest is sativa). */
export function geneType(indicaPercent: number): GeneType {
  if (indicaPercent >= DOMINANT_FROM) return 'indica';
  return 100 - indicaPercent >= DOMINANT_FROM ? 'sativa' : 'hybrid';
}
