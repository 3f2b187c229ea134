// Generates demo diaries: setup, weekly conditions by phase, nutrients, notes and photos.
import { FAZA, type WeekProps } from '../../../src/domain/week/week';
import type { DiaryItemKind } from '../types';
import type { DemoBrand, DemoDiary, DemoProduct, DemoUser, DemoWeek } from './model';
import type { Rng } from './prng';
import { composeCaption, composeWeekText } from './texts';

const DIARY_COUNT = 60;
/** Photo variants drawn per phase; the rendered pool may be smaller (variant modulo pool size). */
export const PHOTO_VARIANTS = 16;
const DEMO_OWNED = new Set([0, 17, 41]);
const DAY = 86_400_000;
const HOUR = 3_600_000;

const MEDIUM_NAMES: Record<number, string> = { 1: 'soil', 2: 'coco', 3: 'hydro', 4: 'rockwool', 5: 'perlite' };
/** Substrate products that fit each medium. */
const MEDIUM_PRODUCTS: Record<number, string[]> = {
  1: ['Plagron Substrates/Light Mix', 'Plagron Substrates/Royalty Mix'],
  2: ['Plagron Substrates/Coco Premium'],
  3: ['Hydro Grower/DWC Bucket 20 l', 'Hydro Grower/Ebb & Flow Table'],
  4: ['Grodan/Rockwool Cubes', 'Grodan/Grodan Slabs'],
  5: ['Plagron Substrates/Light Mix'],
};
/** Floor area in m² of a tent or box by the size in its name. */
const TENT_AREAS: [RegExp, string, number][] = [
  [/2x2|Q60/, '2x2', 0.36], [/2x4/, '2x4', 0.72], [/3x3|Q100/, '3x3', 1], [/4x4|Q120/, '4x4', 1.44], [/5x5/, '5x5', 2.25],
];

interface Catalogue {
  bySection(section: 'seed' | 'nutrient'): DemoBrand[];
  byCategory(category: string): DemoProduct[];
  brandOf(product: DemoProduct): DemoBrand;
}

function indexCatalogue(brands: DemoBrand[]): Catalogue {
  const brandByKey = new Map(brands.flatMap((b) => b.products.map((p) => [p.key, b] as const)));
  return {
    bySection: (section) => brands.filter((b) => b.section === section),
    byCategory: (category) => brands.filter((b) => b.category === category).flatMap((b) => b.products),
    brandOf: (product) => {
      const brand = brandByKey.get(product.key);
      if (!brand) throw new Error(`No brand for ${product.key}`);
      return brand;
    },
  };
}

type Stage = 'growing' | 'flowering' | 'harvested';

/** The phases of a diary's weeks in order: germination, veg, flowering, harvest. */
function planPhases(rng: Rng, stage: Stage, auto: boolean): DemoWeek['faza'][] {
  const veg = auto ? rng.int(2, 4) : rng.int(3, 7);
  const flower = auto ? rng.int(6, 8) : rng.int(7, 10);
  const phases = (v: number, f: number, harvest: boolean) => [
    FAZA.germination, ...Array<0>(v).fill(FAZA.vegetation), ...Array<1>(f).fill(FAZA.flowering),
    ...(harvest ? [FAZA.harvest] : []),
  ];
  if (stage === 'growing') return phases(rng.int(3, 7), 0, false);
  if (stage === 'flowering') return phases(veg, rng.int(1, flower - 1), false);
  return phases(veg, flower, true);
}

interface Setup {
  typeRoom: number;
  typeWatering: number;
  typeSoil: number;
  indoor: boolean;
  potLitres: number;
  plants: number;
  lampWatts: number;
  area: number;
  grow: DemoProduct[];
  bloom: DemoProduct[];
}

/** Conditions of one week, by phase, with height growing over time. */
function weekProps(rng: Rng, faza: DemoWeek['faza'], setup: Setup, height: number, phaseWeek: number, start: Date): WeekProps {
  const soil = setup.typeSoil === 1;
  const ph = soil ? rng.float(6.2, 6.8, 1) : rng.float(5.8, 6.2, 1);
  if (faza === FAZA.germination) {
    return {
      germ_date: start.toISOString().slice(0, 10), height, air_temp: rng.int(22, 26), air_hum: rng.int(65, 80),
      light: setup.indoor ? 18 : null, ph: rng.chance(0.5) ? ph : null, watering_volume: 0.1,
    };
  }
  if (faza === FAZA.harvest) {
    const dry = setup.plants * rng.int(40, 160) + rng.int(0, 60);
    return {
      harvest_weight: dry,
      harvest_wet_weight: Math.round(dry * rng.float(3.8, 5, 2)),
      harvest_plant: setup.plants,
      harvest_watt: setup.indoor ? setup.lampWatts : null,
      harvest_space: setup.area,
      harvest_smoke: rng.int(6, 10),
    };
  }
  const veg = faza === FAZA.vegetation;
  return {
    height,
    ph,
    ppm: veg ? Math.min(900, 300 + phaseWeek * 100 + rng.int(0, 80)) : rng.int(800, 1400),
    air_hum: veg ? rng.int(55, 70) : Math.max(40, 58 - phaseWeek * 2 + rng.int(-3, 3)),
    air_temp: veg ? rng.int(23, 28) : rng.int(21, 26),
    night_air_temp: rng.int(17, 22),
    light: setup.indoor ? (veg ? 18 : 12) : null,
    co2: rng.chance(0.5) ? 400 + rng.int(0, 16) * 50 : null,
    solution_temp: soil && rng.chance(0.5) ? null : rng.int(18, 22),
    substrate_temp: rng.chance(0.3) ? rng.int(19, 24) : null,
    pot_size: setup.potLitres,
    lamp_distance: setup.indoor ? (veg ? rng.int(40, 60) : rng.int(30, 45)) : null,
    watering_volume: rng.float(0.5 + phaseWeek * 0.2, 1.5 + phaseWeek * 0.4, 1),
  };
}

/** Height gain of a week: steady in veg, a stretch in early flower, then almost nothing. */
function growth(rng: Rng, faza: number, phaseWeek: number): number {
  if (faza === FAZA.germination) return rng.int(1, 3);
  if (faza === FAZA.vegetation) return rng.int(3, 10);
  if (faza === FAZA.flowering) return phaseWeek <= 3 ? rng.int(8, 15) : rng.int(0, 3);
  return 0;
}

function weekNutrients(rng: Rng, faza: number, setup: Setup) {
  const pool = faza === FAZA.flowering ? setup.bloom : faza === FAZA.vegetation ? setup.grow : [];
  const count = faza === FAZA.flowering ? rng.int(1, Math.min(4, pool.length)) : rng.int(0, Math.min(2, pool.length));
  return rng.sample(pool, count).map((p) => ({ productKey: p.key, val: rng.float(0.5, 4, 1) }));
}

const ROOM_NAMES: Record<number, string> = { 1: 'indoor', 2: 'outdoor', 3: 'greenhouse' };

function diaryName(rng: Rng, strains: DemoProduct[], tentSize: string | null, mediumName: string, lamp: DemoProduct | null, typeRoom: number, plants: number, year: number): string {
  const strain = strains.slice(0, 2).map((s) => s.name).join(' & ');
  const room = ROOM_NAMES[typeRoom] ?? 'indoor';
  const count = plants > 1 ? ` x${plants}` : '';
  const patterns = [
    () => (tentSize ? `${strain} in a ${tentSize} tent` : `${strain}${count} ${room}`),
    () => `${strain} ${mediumName} run`,
    () => `My first ${strain} grow`,
    () => (lamp ? `${strain} under ${lamp.name}` : `${strain} ${room} ${year}`),
    () => `${strain}${count}, ${mediumName} ${room}`,
  ];
  return rng.pick(patterns)();
}

function generateDiary(rng: Rng, catalogue: Catalogue, index: number, userCount: number, now: Date): DemoDiary {
  const strains = rng.sample(catalogue.bySection('seed').flatMap((b) => b.products), rng.chance(0.8) ? 1 : 2);
  const auto = strains.some((s) => /auto/i.test(s.name));
  const stage: Stage = rng.pick(['growing', 'flowering', 'flowering', 'harvested', 'harvested', 'harvested', 'harvested']);
  const phases = planPhases(rng, stage, auto);

  const typeRoom = rng.pick([1, 1, 1, 1, 1, 1, 1, 2, 2, 3]);
  const indoor = typeRoom === 1;
  const typeWatering = rng.pick([1, 1, 1, 2, 3]);
  const typeSoil = typeWatering === 3 ? rng.pick([3, 4]) : rng.pick([1, 1, 1, 2, 2, 5]);
  const tent = indoor ? rng.pick([...catalogue.byCategory('grow-tents'), ...catalogue.byCategory('grow-boxes')]) : null;
  const tentArea = tent ? TENT_AREAS.find(([re]) => re.test(tent.name)) : undefined;
  const lamps = catalogue.byCategory('grow-lights');
  const lampVeg = indoor ? rng.pick(lamps) : null;
  const lampFlo = lampVeg && rng.chance(0.3) ? rng.pick(lamps) : lampVeg;
  const nutrientBrand = rng.pick(catalogue.bySection('nutrient'));
  const setup: Setup = {
    typeRoom, typeWatering, typeSoil, indoor,
    potLitres: typeSoil === 3 ? 20 : rng.pick([11, 15, 19, 25]),
    plants: indoor ? rng.int(1, 4) : rng.int(1, 3),
    lampWatts: rng.pick([100, 150, 240, 300, 465, 480, 650, 720]),
    area: tentArea?.[2] ?? rng.float(2, 10, 1),
    grow: nutrientBrand.products.filter((_, i) => i !== 1).slice(0, 3),
    bloom: nutrientBrand.products.filter((_, i) => i !== 0),
  };

  // Finished diaries ended any time in the last year; running ones were updated in the last days.
  const endDaysAgo = stage === 'harvested' ? rng.int(3, 360) : rng.int(0, 9);
  const start = new Date(now.getTime() - (endDaysAgo + phases.length * 7) * DAY);
  const phaseWeeks = new Map<number, number>();
  let height = 0;
  const weeks = phases.map((faza, position): DemoWeek => {
    const phaseWeek = (phaseWeeks.get(faza) ?? 0) + 1;
    phaseWeeks.set(faza, phaseWeek);
    height += growth(rng, faza, phaseWeek);
    const props = weekProps(rng, faza, setup, height, phaseWeek, start);
    // A week is written on its last day; the latest one ends `endDaysAgo` before today.
    const added = start.getTime() + (position * 7 + 6) * DAY + rng.int(8, 22) * HOUR;
    const updated = Math.min(now.getTime() - HOUR, added + rng.int(0, 36) * HOUR);
    return {
      faza,
      days: faza === FAZA.harvest ? 0 : 7,
      text: composeWeekText(rng, faza, {
        strain: strains[0]?.name ?? 'plant', medium: MEDIUM_NAMES[typeSoil] ?? 'soil', week: phaseWeek,
        temp: props.air_temp ?? 22, hum: props.air_hum ?? 55,
      }),
      props,
      addDate: new Date(added).toISOString(),
      updateDate: new Date(updated).toISOString(),
      cntLikes: rng.int(0, 40),
      cntComments: rng.int(0, 12),
      photos: Array.from({ length: faza === FAZA.germination ? rng.int(1, 2) : rng.int(1, 4) }, () => ({
        variant: rng.int(0, PHOTO_VARIANTS - 1), comment: composeCaption(rng),
      })),
      nutrients: weekNutrients(rng, faza, setup),
    };
  });

  const usedNutrients = [...new Set(weeks.flatMap((w) => w.nutrients.map((n) => n.productKey)))];
  const equipment = rng.sample(['air-filters', 'ventilation-fans', 'controllers', 'drip-systems', 'co2-generators', 'air-conditioners', 'equipment'], rng.int(0, 3))
    .map((category) => rng.pick(catalogue.byCategory(category)));
  const items: DemoDiary['items'] = [
    ...strains.map((p) => ({ kind: 'seed' as const, productKey: p.key })),
    ...usedNutrients.map((productKey) => ({ kind: 'nutrient' as const, productKey })),
    ...(lampVeg ? [{ kind: 'lamp_veg' as const, productKey: lampVeg.key }] : []),
    ...(lampFlo && phases.includes(FAZA.flowering) ? [{ kind: 'lamp_flo' as const, productKey: lampFlo.key }] : []),
    ...(tent ? [{ kind: 'tent' as const, productKey: tent.key }] : []),
    { kind: 'medium' as DiaryItemKind, productKey: rng.pick(MEDIUM_PRODUCTS[typeSoil] ?? []) },
    ...equipment.map((p) => ({ kind: 'equip' as const, productKey: p.key })),
  ];
  const views = Math.round(40 + rng.next() ** 3 * 25_000);
  const likes = Math.round(views / rng.int(25, 60));
  return {
    userIndex: DEMO_OWNED.has(index) ? 0 : rng.int(1, userCount - 1),
    name: diaryName(rng, strains, tentArea?.[1] ?? null, MEDIUM_NAMES[typeSoil] ?? 'soil', lampVeg, typeRoom, setup.plants, start.getUTCFullYear()),
    addDate: start.toISOString(),
    updateDate: weeks[weeks.length - 1]?.updateDate ?? start.toISOString(),
    typeRoom, typeWatering, typeSoil,
    cntViews: views,
    cntLikes: likes,
    cntComments: Math.round(likes / rng.int(3, 8)),
    items,
    weeks,
  };
}

/** The demo diaries; growers' join dates move to before their first diary. */
export function generateDiaries(rng: Rng, brands: DemoBrand[], users: DemoUser[], now: Date): DemoDiary[] {
  const catalogue = indexCatalogue(brands);
  const diaries = Array.from({ length: DIARY_COUNT }, (_, i) => generateDiary(rng, catalogue, i, users.length, now));
  for (const [index, user] of users.entries()) {
    const first = diaries.filter((d) => d.userIndex === index).map((d) => d.addDate).sort()[0];
    if (first && first < user.addDate) user.addDate = new Date(Date.parse(first) - rng.int(1, 60) * DAY).toISOString();
  }
  return diaries;
}
