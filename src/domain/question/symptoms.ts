// The fixed vocabulary of symptoms a grow question names (spec §3 items_problem_symptom: type and id), zod-free.
// Names live in the screen strings as questions.symptom.{type}.title and questions.symptom.{type}.{id}.

export const SYMPTOMS = {
  leaf_color: ['yellow', 'pale', 'dark_green', 'purple', 'brown', 'white', 'yellow_between_veins'],
  spots: ['brown', 'rust', 'yellow', 'black', 'white', 'holes'],
  curling: ['up', 'down_claw', 'twisted', 'edges_up'],
  burns: ['tips', 'edges', 'light_bleaching', 'crispy'],
  pests: ['spider_mites', 'aphids', 'thrips', 'fungus_gnats', 'whiteflies', 'caterpillars', 'root_aphids'],
  mould: ['powdery_mildew', 'bud_rot', 'root_rot', 'damping_off', 'grey_mould'],
  growth: ['stunted', 'stretching', 'drooping', 'wilting', 'slow_flowering'],
  where: ['lower_leaves', 'upper_leaves', 'whole_plant', 'buds', 'stems', 'roots'],
} as const;

export type SymptomType = keyof typeof SYMPTOMS;
export const SYMPTOM_TYPES = Object.keys(SYMPTOMS) as SymptomType[];

/** One symptom: its type and its id within the type. */
export interface Symptom { type: SymptomType; id: string }

export function isSymptomType(value: unknown): value is SymptomType {
  return typeof value === 'string' && Object.hasOwn(SYMPTOMS, value);
}

/** Whether `type` and `id` name a symptom of the vocabulary. */
export function isSymptom(type: unknown, id: unknown): boolean {
  return isSymptomType(type) && (SYMPTOMS[type] as readonly unknown[]).includes(id);
}

/** "leaf_color:yellow", how a symptom travels in a query string. */
export const symptomKey = (symptom: Symptom) => `${symptom.type}:${symptom.id}`;

/** The symptom a "type:id" key names, or null. */
export function parseSymptomKey(key: string): Symptom | null {
  const [type, id, extra] = key.split(':');
  return extra === undefined && isSymptom(type, id) ? { type: type as SymptomType, id: id! } : null;
}

/** The symptoms in vocabulary order without repeats (the order a question shows them in). */
export function orderSymptoms(symptoms: readonly Symptom[]): Symptom[] {
  const chosen = new Set(symptoms.map(symptomKey));
  return SYMPTOM_TYPES.flatMap((type) => SYMPTOMS[type].filter((id) => chosen.has(`${type}:${id}`)).map((id) => ({ type, id })));
}
