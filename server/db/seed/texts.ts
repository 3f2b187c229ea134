// Grower-style week notes and photo captions, built from fragments by phase.
import type { Rng } from './prng';

export interface TextContext {
  strain: string;
  medium: string;
  week: number;
  temp: number;
  hum: number;
}

type Fragment = (c: TextContext) => string;

const GERMINATION: Fragment[] = [
  () => 'Soaked the seeds in a glass of water overnight and moved them into damp paper towels.',
  () => 'Both beans popped within 48 hours and the taproots look long and healthy.',
  (c) => `Planted the ${c.strain} seed straight into a small cup of ${c.medium}, about one centimetre deep.`,
  () => 'The seedling broke the surface this morning with both cotyledons open.',
  (c) => `Keeping the dome on, humidity sits around ${c.hum}% and the mat holds ${c.temp}°C.`,
  () => 'Only misting for now, I learned the hard way that overwatering kills more seedlings than anything else.',
  () => 'First serrated leaves are showing, so the journey has officially started.',
];

const VEGETATION: Fragment[] = [
  (c) => `Week ${c.week} of veg and she is growing like crazy.`,
  () => 'Started LST this week and tied the main stem down to open up the canopy.',
  () => 'Topped above the fifth node, the two new mains are already catching up.',
  () => 'Bumped the nutrients to half strength, leaves are dark green with no burnt tips.',
  () => 'Leaves are praying in the morning, always a good sign.',
  (c) => `Transplanted into the final pot of ${c.medium} and watered with a little root stimulator.`,
  (c) => `Temps around ${c.temp}°C during the day with ${c.hum}% humidity, the plant seems happy with that.`,
  () => 'Defoliated a few big fan leaves that were shading the lower sites.',
  () => 'Raised the light a bit because the top leaves started to taco.',
  () => 'Watering every second day now, waiting until the pot feels light.',
  () => 'Some minor calcium spots on the older leaves, added a bit of CalMag and will keep an eye on it.',
  () => 'Roots are coming out of the bottom of the pot, time to think about the flip.',
];

const FLOWERING: Fragment[] = [
  (c) => `Week ${c.week} of flower, the buds are stacking up nicely.`,
  () => 'Pistils are turning orange on the lower buds while the tops keep pushing white hairs.',
  () => 'The stretch is over, raised the lamp ten centimetres to keep the tops from bleaching.',
  () => 'Frost is building up on the sugar leaves, the smell is getting loud.',
  () => 'Did a light lollipop of the bottom third so the energy goes to the main colas.',
  (c) => `Dropped the humidity to ${c.hum}% to stay away from bud rot, the dehumidifier runs all night.`,
  () => 'Checked the trichomes with a loupe: mostly cloudy, a few amber ones showing.',
  () => 'Some purple colours coming through now that the nights are cooler.',
  () => 'Leaves are fading to yellow from the bottom, that is expected at this stage.',
  () => 'Added a PK booster this week and the buds swelled up visibly in a few days.',
  (c) => `${c.strain} smells sweet and fruity with a gassy finish.`,
  () => 'Started flushing with plain water, two more weeks to go if the trichomes agree.',
];

const HARVEST: Fragment[] = [
  () => 'Chopped her today and hung the branches in the dark tent to dry.',
  (c) => `Dried for ten days at 60% humidity and about ${c.temp}°C, the small stems snap now.`,
  () => 'Trimmed everything by hand, took a whole evening but it was worth it.',
  () => 'Jarred and burping twice a day, the cure is going to make it even better.',
  (c) => `The smoke of this ${c.strain} is smooth and the high is strong but clear.`,
  () => 'Buds are dense and sticky, very happy with the final weight.',
  () => 'Next run I will veg a bit longer and train harder, but this was a great grow.',
  () => 'Thanks to everyone who followed along and gave advice in the comments!',
];

const BY_FAZA: Record<number, Fragment[]> = { [-1]: GERMINATION, 0: VEGETATION, 1: FLOWERING, 2: HARVEST };

/** A week note of 1-4 sentences; a long one (3-4 sentences) often passes 140 characters. */
export function composeWeekText(rng: Rng, faza: number, context: TextContext): string {
  const fragments = BY_FAZA[faza] ?? VEGETATION;
  const count = rng.chance(0.45) ? rng.int(3, 4) : rng.int(1, 2);
  return rng.sample(fragments, count).map((fragment) => fragment(context)).join(' ');
}

const CAPTIONS = [
  'Top view', 'Under the lights', 'Close-up', 'Morning check', 'Side view', 'Before watering',
  'Look at that frost', 'Lights off', 'Root check', 'Macro shot',
];

/** A short photo caption, often none. */
export function composeCaption(rng: Rng): string {
  return rng.chance(0.3) ? rng.pick(CAPTIONS) : '';
}
