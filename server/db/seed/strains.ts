// Demo strain attributes and lineage: every catalogue strain gets genes, THC and CBD, yield, height, difficulty,
// flowering weeks, effects, medical uses and tastes (from the seed number), and its parents from a fixed table.
import type { Kysely } from 'kysely';
import {
  FLOWERING_TYPES, geneType, heightLevel, MEDICAL_USES, NEGATIVE_EFFECTS, POSITIVE_EFFECTS, TASTES, thcLevel, yieldLevel,
  type Difficulty, type StrainCategory,
} from '../../../src/domain/strain/strain-vocabulary';
import type { Database } from '../types';
import { createRng, type Rng } from './prng';

/** Parents of the demo strains by name; a name that is not a catalogue strain is a landrace or an outside cross. */
const LINEAGE: Record<string, [string, string]> = {
  'Northern Lights': ['Afghani', 'Thai'],
  'Northern Light': ['Northern Lights', 'Afghani'],
  'Skunk #1': ['Afghani', 'Acapulco Gold'],
  'Super Skunk': ['Skunk #1', 'Afghani'],
  'Critical': ['Afghani', 'Skunk #1'],
  'Critical+ 2.0': ['Critical', 'Big Bud'],
  'Jack Herer': ['Haze', 'Northern Lights'],
  'White Widow': ['Brazilian Sativa', 'South Indian Indica'],
  'White Widow XXL Auto': ['White Widow', 'Ruderalis'],
  'Moby Dick': ['Haze', 'White Widow'],
  'Amnesia Haze Auto': ['Amnesia Haze', 'Ruderalis'],
  'Super Lemon Haze': ['Lemon Skunk', 'Super Silver Haze'],
  'Mazar': ['Mazar-i-Sharif', 'Skunk #1'],
  'LSD-25': ['Mazar', 'Skunk #1'],
  'LSD-25 Auto': ['LSD-25', 'Ruderalis'],
  'Tangerine Dream': ['G13', "Neville's A5 Haze"],
  'Wedding Cake': ['Triangle Kush', 'Animal Mints'],
  'Wedding Cheesecake Auto': ['Wedding Cake', 'Ruderalis'],
  'Blue Gelato 41': ['Blueberry', 'Girl Scout Cookies'],
  'Frisian Dew': ['Super Skunk', 'Purple Star'],
  'Auto Blueberry': ['Blueberry', 'Ruderalis'],
  'Think Different': ['AK-420', 'Ruderalis'],
  'Girl Scout Cookies': ['OG Kush', 'Durban Poison'],
  'Gorilla Glue #4': ["Chem's Sister", 'Sour Dubb'],
  'Royal Gorilla': ['Gorilla Glue #4', 'Sour Diesel'],
  'Gorilla Auto': ['Gorilla Glue #4', 'Ruderalis'],
  'Gorilla Cookies Auto': ['Gorilla Glue #4', 'Girl Scout Cookies'],
  'Zkittlez Auto': ['Zkittlez', 'Ruderalis'],
  'Zkittlez OG': ['Zkittlez', 'OG Kush'],
  'Cream Caramel': ['Black Domina', 'White Widow'],
  'Red Poison Auto': ['Sweet Skunk', 'Ruderalis'],
  'Big Devil XL Auto': ['Big Devil #2', 'Ruderalis'],
  'Exodus Kush': ['Exodus Cheese', 'Bubba Kush'],
  'Bubba Kush': ['OG Kush', 'Northern Lights'],
  'Purple Punch': ['Larry OG', 'Granddaddy Purple'],
  'Blueberry Muffin': ['Purple Punch', 'Blueberry'],
  'Ripped Bubba': ['Bubba Kush', 'Cheese'],
  'Acid Dough': ['Sour Diesel', 'Alien Technology'],
  'Sour Crack': ['Sour Diesel', 'Green Crack'],
  'Double Grape': ['Grape Ape', 'Purple Punch'],
  'Toffee Butter Kush': ['Toffee Butter', 'Bubba Kush'],
};

const INDICA_NAMES = /kush|northern|bubba|critical|gorilla|purple|widow|blueberry|cake|grape|caramel/i;
const SATIVA_NAMES = /haze|jack|lemon|tangerine|sour|lsd|dream|different|moby/i;

type Tag = { category: StrainCategory; value: string };

/** The attribute row and category tags of one strain, drawn from `rng` with its name's leanings. */
function describeStrain(rng: Rng, productId: number, name: string) {
  const auto = /auto/i.test(name);
  const [low, high] = INDICA_NAMES.test(name) ? [60, 90] : SATIVA_NAMES.test(name) ? [10, 40] : [35, 65];
  const indica = rng.int(low / 5, high / 5) * 5;
  const thc = rng.float(auto ? 8 : 11, auto ? 23 : 28, 1);
  const yieldGm2 = rng.int(auto ? 300 : 380, auto ? 520 : 680);
  const heightCm = rng.int(auto ? 50 : 75, auto ? 120 : 200);
  const growing: Difficulty = rng.pick(auto ? ['easy', 'easy', 'moderate'] as const : ['easy', 'moderate', 'moderate', 'difficult'] as const);
  const floweringType = auto ? FLOWERING_TYPES[0] : FLOWERING_TYPES[1];
  const attributes = {
    product_id: productId, indica, flowering_type: floweringType, thc, cbd: rng.float(0.1, 1.5, 1),
    yield_gm2: yieldGm2, height_cm: heightCm, growing, flowering_weeks: auto ? rng.int(9, 11) : rng.int(8, 10) + (indica < 40 ? 1 : 0),
  };
  const listed = (category: StrainCategory, values: readonly string[]): Tag[] => values.map((value) => ({ category, value }));
  const tags: Tag[] = [
    ...listed('positive-effects', rng.sample(POSITIVE_EFFECTS, rng.int(2, 4))),
    ...listed('negative-effects', rng.sample(NEGATIVE_EFFECTS, rng.int(1, 3))),
    ...listed('medical', rng.sample(MEDICAL_USES, rng.int(2, 4))),
    ...listed('tastes', rng.sample(TASTES, rng.int(2, 4))),
    ...listed('genes', [geneType(indica), floweringType]),
    { category: 'thc', value: thcLevel(thc) },
    { category: 'yield', value: yieldLevel(yieldGm2) },
    { category: 'height', value: heightLevel(heightCm) },
    { category: 'growing', value: growing },
  ];
  return { attributes, tags };
}

/** Seeds attributes and lineage for every catalogue strain (inside the caller's transaction); same seed, same rows. */
export async function insertStrainAttributes(db: Kysely<Database>, seed: number): Promise<void> {
  const strains = await db.selectFrom('products').select(['id', 'name'])
    .where('section', '=', 'seed').where('user_added', '=', 0).orderBy('id').execute();
  if (strains.length === 0) return;
  const rng = createRng(seed ^ 0x57a1);
  const idByName = new Map<string, number>();
  for (const { id, name } of strains) if (!idByName.has(name)) idByName.set(name, id);

  const described = strains.map(({ id, name }) => describeStrain(rng, id, name));
  await db.insertInto('strain_attributes').values(described.map((d) => d.attributes)).execute();
  const tagRows = described.flatMap(({ attributes, tags }) => tags.map((tag, position) => ({ ...tag, product_id: attributes.product_id, position })));
  for (let i = 0; i < tagRows.length; i += 500) await db.insertInto('strain_tags').values(tagRows.slice(i, i + 500)).execute();

  const parentRows = strains.flatMap(({ id, name }) => (LINEAGE[name] ?? []).map((parent, position) => ({
    product_id: id, position, parent_id: idByName.get(parent) ?? null, parent_name: parent,
  })));
  if (parentRows.length) await db.insertInto('strain_parents').values(parentRows).execute();
}
