// Demo grow questions, so the question pages have real content: questions from the demo growers with symptoms, tags,
// photos from the picture pool, many about one of their diary's weeks; answers from other growers, the one that
// helped marked on most answered questions, likes of questions and answers, and every counter as the rows say.
import { sql, type Kysely } from 'kysely';
import type { QuestionCategory } from '../../../src/domain/question/question-limits';
import { orderSymptoms, type Symptom } from '../../../src/domain/question/symptoms';
import type { Database } from '../types';
import { poolPhoto } from './image-pool';
import { createRng, type Rng } from './prng';

type Db = Kysely<Database>;

interface DemoQuestion { title: string; text: string; category: QuestionCategory; tags: string[]; symptoms: Symptom[]; answers: string[] }

const QUESTIONS: DemoQuestion[] = [
  {
    title: 'Lower leaves turning yellow in week 5 of flower', category: 'nutrients', tags: ['yellow-leaves', 'flowering'],
    text: 'The fan leaves at the bottom turn yellow from the tips inward, the top looks fine. Feeding bloom nutrients at EC 1.6, runoff pH 6.2.',
    symptoms: [{ type: 'leaf_color', id: 'yellow' }, { type: 'where', id: 'lower_leaves' }],
    answers: ['That is normal fading this late in flower, she is eating her nitrogen reserves. Keep going.', 'If it climbs fast, add a little Cal-Mag and a touch of grow nutrient for a week.', 'Check your runoff EC too: if it is much higher than the input, flush once.'],
  },
  {
    title: 'Rusty brown spots on the middle leaves', category: 'nutrients', tags: ['spots', 'cal-mag'],
    text: 'Small rust coloured spots appeared on the leaves in the middle of the plant within three days. Coco, RO water, week 3 of veg.',
    symptoms: [{ type: 'spots', id: 'rust' }, { type: 'where', id: 'whole_plant' }],
    answers: ['Classic calcium deficiency in coco with RO water. Add Cal-Mag to every feed, around 0.3 EC worth.', 'Also keep the pH between 5.8 and 6.2, calcium locks out lower.'],
  },
  {
    title: 'Leaves clawing down and very dark green', category: 'nutrients', tags: ['nitrogen', 'claw'],
    text: 'New growth is dark green and the leaf tips curl down like claws. I just switched to a new base nutrient at full strength.',
    symptoms: [{ type: 'leaf_color', id: 'dark_green' }, { type: 'curling', id: 'down_claw' }],
    answers: ['Too much nitrogen. Go to half strength for a week and water with plain pH-ed water once.', 'Full strength from the label is almost always too much, start at a third.'],
  },
  {
    title: 'Tiny white dots and fine webs under the leaves', category: 'pests', tags: ['spider-mites'],
    text: 'Under the leaves there are tiny white dots and now a few fine webs near the tops. Humidity is around 40 %.',
    symptoms: [{ type: 'pests', id: 'spider_mites' }, { type: 'spots', id: 'white' }],
    answers: ['Spider mites. Raise the humidity, spray the undersides with a neem or soap mix every three days, never in flower.', 'Predatory mites (Phytoseiulus) cleaned my tent completely in two weeks.', 'Isolate the plant if you can, they spread fast on clothes too.'],
  },
  {
    title: 'Small black flies around the soil', category: 'pests', tags: ['fungus-gnats', 'overwatering'],
    text: 'Little black flies jump around when I water. The soil stays wet for days.',
    symptoms: [{ type: 'pests', id: 'fungus_gnats' }, { type: 'where', id: 'roots' }],
    answers: ['Fungus gnats, they love wet topsoil. Let it dry out between waterings and put yellow sticky traps on the pot.', 'A layer of sand on top and BTi in the water gets the larvae.'],
  },
  {
    title: 'Grey fuzzy spot inside a big cola', category: 'diseases', tags: ['bud-rot', 'harvest'],
    text: 'Found a grey fuzzy spot deep inside my biggest cola, week 8. Humidity at night reaches 65 %.',
    symptoms: [{ type: 'mould', id: 'bud_rot' }, { type: 'where', id: 'buds' }],
    answers: ['Bud rot. Cut it out generously with clean scissors and bin it outside the room, then get the night humidity under 50 %.', 'More air through the canopy helps a lot, and defoliate the inside of dense colas.'],
  },
  {
    title: 'White powder on the fan leaves', category: 'diseases', tags: ['powdery-mildew'],
    text: 'White powder that wipes off appeared on a few fan leaves. Outdoor, cool nights and warm days.',
    symptoms: [{ type: 'mould', id: 'powdery_mildew' }, { type: 'spots', id: 'white' }],
    answers: ['Powdery mildew. Remove the worst leaves, spray potassium bicarbonate in veg, and keep air moving.'],
  },
  {
    title: 'Leaf edges curling up like a taco under the lamp', category: 'lighting', tags: ['heat-stress', 'led'],
    text: 'The top leaves fold up along the middle and the edges look crispy. The LED hangs 25 cm over the canopy at full power.',
    symptoms: [{ type: 'curling', id: 'edges_up' }, { type: 'burns', id: 'edges' }, { type: 'where', id: 'upper_leaves' }],
    answers: ['Light or heat stress. Raise the lamp to 40 cm or dim to 75 % and watch the new growth.', 'Measure leaf temperature, with LEDs it is often lower than the air and the plant still suffers from the light.'],
  },
  {
    title: 'Top leaves bleaching white in late flower', category: 'lighting', tags: ['light-bleaching', 'led'],
    text: 'The buds closest to the light turn white, the rest is green. 900 µmol at the top.',
    symptoms: [{ type: 'burns', id: 'light_bleaching' }, { type: 'where', id: 'buds' }],
    answers: ['That is too much light without extra CO2. Aim for 700 to 800 µmol at the top in late flower.'],
  },
  {
    title: 'Seedling fell over at the soil line', category: 'germination', tags: ['seedling', 'damping-off'],
    text: 'Four days after sprouting the stem got thin and brown at the soil line and the seedling fell over.',
    symptoms: [{ type: 'mould', id: 'damping_off' }, { type: 'growth', id: 'wilting' }, { type: 'where', id: 'stems' }],
    answers: ['Damping off, a fungus that loves wet soil and still air. Water less, use a fan on low and fresh sterile soil for the next one.'],
  },
  {
    title: 'Seedlings stretching very tall and thin', category: 'germination', tags: ['seedling', 'stretch'],
    text: 'My seedlings are 10 cm tall with only the first leaves. They sit on a windowsill.',
    symptoms: [{ type: 'growth', id: 'stretching' }],
    answers: ['They look for light. Put them under a lamp 40 to 60 cm away and bury the stem deeper when you transplant.', 'A small fan helps the stems thicken.'],
  },
  {
    title: 'Plants drooping a few hours after watering', category: 'watering', tags: ['overwatering', 'drooping'],
    text: 'Every time I water, the leaves droop for a day. 11 litre fabric pots, I give about 3 litres every day.',
    symptoms: [{ type: 'growth', id: 'drooping' }, { type: 'where', id: 'whole_plant' }],
    answers: ['Overwatering. Lift the pot and water only when it feels light, probably every two or three days.', 'Water until 10 to 20 % runoff and then wait, the roots need air too.'],
  },
  {
    title: 'Brown slimy roots in my DWC bucket', category: 'watering', tags: ['root-rot', 'hydro'],
    text: 'The roots turned brown and slimy and smell bad. Water temperature is 25 °C.',
    symptoms: [{ type: 'mould', id: 'root_rot' }, { type: 'where', id: 'roots' }, { type: 'growth', id: 'wilting' }],
    answers: ['Root rot, the water is too warm. Get it to 18 to 20 °C, add more air stones and beneficial bacteria.'],
  },
  {
    title: 'Purple stems and leaf stalks in veg', category: 'environment', tags: ['purple-stems', 'cold'],
    text: 'The stems and the stalks of the leaves are purple. Night temperature drops to 15 °C.',
    symptoms: [{ type: 'leaf_color', id: 'purple' }, { type: 'where', id: 'stems' }],
    answers: ['Often just genetics or the cold nights. If the leaves stay green and healthy, nothing to worry about.', 'Could also be a little phosphorus hunger, but cold is the first thing to fix.'],
  },
  {
    title: 'Plant stopped growing after transplant', category: 'environment', tags: ['transplant', 'stunted'],
    text: 'I moved her to a bigger pot a week ago and she has not grown since.',
    symptoms: [{ type: 'growth', id: 'stunted' }],
    answers: ['Transplant shock, give her another week with gentle watering and no nutrients.'],
  },
  {
    title: 'When should I top my plant?', category: 'training', tags: ['topping', 'training'],
    text: 'Photoperiod strain, 3 weeks old with 4 nodes. Is it too early to top?',
    symptoms: [],
    answers: ['Top above the 5th node, so wait a few more days.', 'I top at node 4 or 5 and then spread the new tops with LST.'],
  },
  {
    title: 'Are my trichomes ready for harvest?', category: 'harvest', tags: ['trichomes', 'harvest'],
    text: 'Most trichomes look cloudy, a few amber. Pistils are 70 % brown. Harvest now or wait a week?',
    symptoms: [{ type: 'growth', id: 'slow_flowering' }, { type: 'where', id: 'buds' }],
    answers: ['Mostly cloudy with a few amber is a good time for an energetic high. Wait a week for a heavier effect.'],
  },
  {
    title: 'Yellow between the veins on new leaves', category: 'nutrients', tags: ['yellow-leaves', 'iron'],
    text: 'New leaves are yellow between the veins while the veins stay green. Soil, pH 7.2 in the runoff.',
    symptoms: [{ type: 'leaf_color', id: 'yellow_between_veins' }, { type: 'where', id: 'upper_leaves' }],
    answers: ['Iron lockout from the high pH. Bring the water to 6.3 to 6.5 and it grows out.'],
  },
];

/** A time between `from` and `to`, as ISO text. */
const between = (rng: Rng, from: number, to: number) => new Date(from + Math.floor(rng.next() * Math.max(1, to - from))).toISOString();

/** Inserts the demo questions (after the diaries and growers); `imagePool` is the number of pool pictures per phase. */
export async function insertDemoQuestions(db: Db, seed: number, now: Date, imagePool: number): Promise<void> {
  const rng = createRng(seed ^ 0x9e57_1005);
  const growers = await db.selectFrom('users').select('id').where('role', '=', 'user').orderBy('id').execute();
  if (growers.length < 3) return;
  const weeks = await db.selectFrom('weeks').innerJoin('diaries', 'diaries.id', 'weeks.diary_id')
    .select(['weeks.id', 'weeks.diary_id', 'weeks.faza', 'weeks.add_date', 'diaries.user_id'])
    .where('weeks.is_remove', '=', 0).where('diaries.is_remove', '=', 0).where('weeks.faza', 'in', [-1, 0, 1])
    .orderBy('weeks.id').execute();
  const end = now.getTime();
  const likes: { user_id: number; type: string; ref_id: number; add_date: string }[] = [];
  const fans = (owner: number, count: number) => rng.sample(growers.filter((g) => g.id !== owner), count).map((g) => g.id);

  for (const [index, demo] of QUESTIONS.entries()) {
    // Most questions are about a week of the asker's own diary; the rest stand alone.
    const week = index % 4 !== 3 && weeks.length ? rng.pick(weeks) : null;
    const asker = week?.user_id ?? rng.pick(growers).id;
    const asked = week ? between(rng, Date.parse(week.add_date), end) : between(rng, end - 90 * 86_400_000, end);
    const { id } = await db.insertInto('problems').values({
      user_id: asker, title: demo.title, text: demo.text, category: demo.category, tags: JSON.stringify(demo.tags),
      diary_id: week?.diary_id ?? null, week_id: week?.id ?? null, solution_id: null, add_date: asked, update_date: asked,
    }).returning('id').executeTakeFirstOrThrow();
    const symptoms = orderSymptoms(demo.symptoms);
    if (symptoms.length) await db.insertInto('problem_symptoms').values(symptoms.map((s, position) => ({ problem_id: id, type: s.type, symptom_id: s.id, position }))).execute();
    await db.insertInto('problem_tags').values(demo.tags.map((tag) => ({ tag, problem_id: id }))).execute();
    const photoCount = rng.int(0, 3);
    for (let position = 0; position < photoCount; position++) {
      const picture = poolPhoto(week?.faza ?? 0, rng.int(0, 63), imagePool);
      await db.insertInto('problem_photos').values({ problem_id: id, user_id: asker, ...picture, position }).execute();
    }
    // The last few stay unanswered, so that list has content too.
    const answerCount = index >= QUESTIONS.length - 3 ? 0 : demo.answers.length;
    const answerers = fans(asker, answerCount);
    const answerIds: number[] = [];
    for (const [at, text] of demo.answers.slice(0, answerers.length).entries()) {
      const added = between(rng, Date.parse(asked), end);
      const answer = await db.insertInto('problem_solutions').values({ problem_id: id, user_id: answerers[at]!, text, add_date: added, update_date: added })
        .returning('id').executeTakeFirstOrThrow();
      answerIds.push(answer.id);
      likes.push(...fans(answerers[at]!, rng.int(0, 4)).map((user_id) => ({ user_id, type: 'solution', ref_id: answer.id, add_date: between(rng, Date.parse(added), end) })));
    }
    if (answerIds.length && rng.chance(0.7)) await db.updateTable('problems').set({ solution_id: answerIds[0]! }).where('id', '=', id).execute();
    likes.push(...fans(asker, rng.int(0, 6)).map((user_id) => ({ user_id, type: 'question', ref_id: id, add_date: between(rng, Date.parse(asked), end) })));
  }
  for (let at = 0; at < likes.length; at += 500) await db.insertInto('likes').values(likes.slice(at, at + 500)).execute();
  await sql`update problems set
    cnt_solutions = (select count(*) from problem_solutions s where s.problem_id = problems.id and s.is_remove = 0),
    cnt_likes = (select count(*) from likes l where l.type = 'question' and l.ref_id = problems.id)`.execute(db);
  await sql`update problem_solutions set cnt_likes = (select count(*) from likes l where l.type = 'solution' and l.ref_id = problem_solutions.id)`.execute(db);
}
