// Generates all demo data from a seed number: same seed and day, same data.
import { generateCatalogue, generateGrowers } from './catalogue';
import { generateDiaries } from './diaries';
import type { DemoData } from './model';
import { createRng } from './prng';

/** Pure: no database, no files. `now` anchors the dates (the seed run's day by default). */
export function generateDemoData(seed: number, now: Date): DemoData {
  const rng = createRng(seed);
  const brands = generateCatalogue();
  const users = generateGrowers(rng, now);
  const diaries = generateDiaries(rng, brands, users, now);
  return { brands, users, diaries };
}
