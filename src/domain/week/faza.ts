// Week phases (faza) of spec §4, without any schema code so the app's first load stays small.

/** -1 germination, 0 vegetation, 1 flowering, 2 harvest (a separate kind of week). */
export const FAZA = { germination: -1, vegetation: 0, flowering: 1, harvest: 2 } as const;
export type Faza = (typeof FAZA)[keyof typeof FAZA];

/** The name key of a phase, for translations and styling. */
export function fazaName(faza: number): keyof typeof FAZA {
  if (faza === FAZA.germination) return 'germination';
  if (faza === FAZA.flowering) return 'flowering';
  if (faza === FAZA.harvest) return 'harvest';
  return 'vegetation';
}
