// Germination methods of spec §9 with their success rates and popularity (no schema code, so the app may import it).

/**
 * Spec §9 lists the methods by code (1 paper, 2 glass, 4 cube, 5 pellet, 6 substrate, 7 other) and gives
 * seven success rates and seven popularity shares "in that order". The seven values are read as codes 1 to 7:
 * the third pair (0, 0) belongs to code 3, which names no method and is not offered. The six remaining
 * popularity shares add up to 100, which confirms that reading.
 */
export const GERM_METHODS = {
  1: { name: 'paper', success_rate: 93, popularity: 40 },
  2: { name: 'glass', success_rate: 93, popularity: 23 },
  4: { name: 'cube', success_rate: 92, popularity: 4 },
  5: { name: 'pellet', success_rate: 92, popularity: 7 },
  6: { name: 'substrate', success_rate: 93, popularity: 20 },
  7: { name: 'other', success_rate: 93, popularity: 6 },
} as const;

export type GermMethod = keyof typeof GERM_METHODS;

/** The codes in display order. */
export const GERM_METHOD_CODES = [1, 2, 4, 5, 6, 7] as const satisfies readonly GermMethod[];

