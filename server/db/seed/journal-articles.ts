// The demo journal's texts: a dozen articles in every category (Markdown) and the reader polls.
import type { ArticleCategory } from '../../../src/domain/article/article-limits';

export interface DemoArticle { link: string; title: string; category: ArticleCategory; tags: string[]; description: string; text: string }

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    link: 'living-soil-in-ten-steps', title: 'Living soil in ten steps', category: 'guides', tags: ['living-soil', 'organic', 'compost'],
    description: 'Build a bed that feeds your plants by itself: compost, aeration, minerals and the life that ties them together.',
    text: `Living soil is a bed where microbes and fungi do the feeding for you. You water with plain water and the soil does the rest.

## What you need

- One third good compost or worm castings
- One third aeration: perlite, pumice or rice hulls
- One third peat or coco coir
- A handful of minerals per 30 litres: basalt dust, gypsum, crushed oyster shell

## The ten steps

1. Mix the base evenly on a tarp.
2. Add the minerals and a slow organic amendment such as kelp meal.
3. Moisten until a squeezed handful holds together without dripping.
4. Let the mix *cook* for four weeks, covered and turned weekly.
5. Fill a pot of at least 50 litres: living soil needs volume.
6. Mulch the top with straw to keep the surface moist.
7. Plant a cover crop of clover.
8. Water with dechlorinated water only.
9. Top-dress with castings every three weeks.
10. Reuse the soil after harvest: it gets better every run.

> The soil is the nutrient schedule. Keep it alive and it keeps your plants fed.`,
  },
  {
    link: 'reading-yellow-leaves', title: 'Reading yellow leaves: five causes and their fixes', category: 'guides', tags: ['deficiencies', 'nitrogen', 'ph'],
    description: 'Where the yellow starts tells you most of the story. A field guide to nitrogen, magnesium, pH lockout, light burn and plain old age.',
    text: `Yellow leaves are the most common question in our community. Look **where** the yellow starts before you reach for a bottle.

## Bottom leaves first

Old leaves yellowing evenly from the tips: that is usually **nitrogen**. In late flower it is normal; in veg, feed a little more.

## Between the veins

Green veins on a yellow leaf point to **magnesium**. A teaspoon of Epsom salt per 4 litres fixes it within a week.

## Everywhere at once

Check the pH first. Soil wants 6.2 to 6.8, coco and hydro 5.8 to 6.2. A drifting pH locks out several nutrients at once.

## Top leaves, bleached

Too much light. Raise the lamp or dim it by a tenth.

## Late flower

Fading fan leaves in the last two weeks are the plant using its reserves. Leave them be.`,
  },
  {
    link: 'vpd-made-simple', title: 'VPD made simple', category: 'science', tags: ['vpd', 'humidity', 'climate'],
    description: 'Vapour pressure deficit explains why the same humidity is right in one week and wrong in another. One table and three rules.',
    text: `Vapour pressure deficit (VPD) is the *drying power* of the air: how hard it pulls water out of the leaves.

| Stage | Target VPD (kPa) | Example at 25 °C |
|---|---|---|
| Seedlings | 0.4 – 0.8 | 70–80 % RH |
| Vegetation | 0.8 – 1.2 | 55–70 % RH |
| Flowering | 1.2 – 1.6 | 45–55 % RH |

## Three rules

1. Lower VPD for young plants, higher as they grow.
2. Leaf temperature is what counts: under LED leaves run 1–2 °C cooler than the air.
3. Change slowly: a jump of more than 0.3 kPa in a day stresses plants.`,
  },
  {
    link: 'led-spectrum-myths', title: 'Five LED spectrum myths', category: 'science', tags: ['led', 'lighting'],
    description: 'Purple is not magic, UV is not a must and more watts is not more weed. What the research says about spectrum.',
    text: `Spectrum marketing is loud. Here is what holds up.

## Myth 1: purple light is best

Red and blue are absorbed efficiently, but green light reaches deeper into the canopy. White full-spectrum lamps grow as well and let you see your plants.

## Myth 2: UV makes plants much stronger

Some studies show small changes in terpenes. None show large yield gains.

## Myth 3: watts equal yield

What counts is **PPFD** at the canopy and the lamp's efficiency in µmol/J.

## Myth 4: far red is useless

A little far red at lights-off can shorten the night the plant needs to "notice".

## Myth 5: you need a different lamp for flower

A good full-spectrum lamp does both stages.`,
  },
  {
    link: 'interview-a-balcony-grower', title: 'Interview: three harvests on a city balcony', category: 'interviews', tags: ['outdoor', 'balcony', 'interview'],
    description: 'A grower from Lisbon on privacy screens, wind, neighbours and the strain that finished before the autumn rain.',
    text: `**How did you start?**

With one autoflower in a 20 litre fabric pot. It finished in 75 days and I was hooked.

**What about privacy?**

Bamboo screens and low-stress training. The plants never grew above the railing.

**Your biggest problem?**

Wind. A storm snapped two branches in the second year, so now everything is tied to a trellis net.

**Advice for beginners?**

> Pick a strain that finishes before your rainy season. Everything else is detail.`,
  },
  {
    link: 'interview-breeding-for-mould-resistance', title: 'Interview: breeding for mould resistance', category: 'interviews', tags: ['breeding', 'botrytis', 'interview'],
    description: 'A small breeder explains how four generations of selection in a humid valley gave a strain that shrugs off bud rot.',
    text: `**Why mould resistance?**

Our valley has fog every morning in October. Most strains rotted before harvest.

**How do you select?**

We grow 200 plants outdoors and keep the five that stay clean, four generations in a row.

**Is the yield lower?**

A little. But a clean harvest of 400 g beats a rotten one of 600 g.`,
  },
  {
    link: 'journal-news-november', title: 'Community news: November', category: 'news', tags: ['community', 'updates'],
    description: 'Offline diaries, grow questions with photos and a new journal: what changed in the app this month.',
    text: `A busy month for the app.

- **Offline diaries**: write a week without a connection; it is sent when you are back online.
- **Grow questions** now take photos and symptoms.
- **The journal** you are reading is new: guides, science, interviews and events, with reader votes on what we write next.

Thank you for 40 000 weeks written this year.`,
  },
  {
    link: 'harvest-season-report', title: 'Harvest season report', category: 'news', tags: ['harvest', 'outdoor', 'community'],
    description: 'What the community harvested outdoors this year: the strains that finished early, the weather and the average yields.',
    text: `This year's outdoor season was wet in the north and dry in the south.

## Finished first

Autoflowers and fast indicas finished before the October rain. Late sativas suffered from bud rot in humid regions.

## Average dry yields

| Setup | Average per plant |
|---|---|
| Balcony, 20 l pot | 85 g |
| Garden, in ground | 410 g |
| Greenhouse | 520 g |`,
  },
  {
    link: 'spring-cup-recap', title: 'Spring Cup recap', category: 'events', tags: ['events', 'cup'],
    description: 'Two hundred entries, a record jury and the winning diaries of this year\'s Spring Cup.',
    text: `The Spring Cup closed with **212 diaries** entered in four categories.

## Winners

- Best indoor: a living soil run under 480 W of LED
- Best outdoor: a greenhouse grow in the Alps
- Best autoflower: 165 g from one plant in 60 days
- Newcomer: a first grow with perfect notes every week

See you at the Autumn Cup.`,
  },
  {
    link: 'grow-fair-checklist', title: 'Going to a grow fair: a checklist', category: 'events', tags: ['events', 'fair'],
    description: 'What to bring, which talks to catch and how to compare lamps on the show floor without a sales pitch.',
    text: `Grow fairs are loud and full. A plan helps.

1. Pick three talks in advance.
2. Bring a PAR meter app and ask for measured PPFD, not watts.
3. Photograph price tags: compare at home, not at the stand.
4. Drink water. Seriously.`,
  },
  {
    link: 'we-are-hiring-community-moderator', title: 'We are hiring: community moderator', category: 'careers', tags: ['jobs', 'community'],
    description: 'Part-time, remote, in any of our five languages: help growers, keep discussions kind and spot spam before anyone else.',
    text: `We are looking for a **community moderator** (part-time, remote).

## You will

- Answer reports within a day
- Welcome newcomers and point them to good diaries
- Work with us on the rules

## You have

- Two or more grows documented here
- Fluent English and one more of German, Spanish, Russian or Thai
- Patience

Write to us through the contact page with a link to your profile.`,
  },
  {
    link: 'we-are-hiring-frontend-engineer', title: 'We are hiring: front-end engineer', category: 'careers', tags: ['jobs', 'engineering'],
    description: 'Help build an offline-first app used by growers in the field: React, IndexedDB, service workers, phones first.',
    text: `We are looking for a **front-end engineer**.

## The work

An offline-first web app: React, TanStack Router, Dexie over IndexedDB and a service worker. Phones first, slow networks always.

## You

- Know the browser well: caching, storage and performance
- Write tests that catch real bugs
- Care about people who grow with one bar of signal

Write to us through the contact page.`,
  },
];

export interface DemoPoll { title: string; description: string; options: string[]; closedDaysAgo: number | null; votes: number[] }

/** Reader polls: two open, one closed with its result. `votes` per option from the demo growers. */
export const DEMO_POLLS: DemoPoll[] = [
  {
    title: 'What should our next long guide be about?', description: 'The topic with the most votes gets a full guide with photos.',
    options: ['Drying and curing', 'Hydroponics for beginners', 'Training: LST, topping and SCROG', 'Organic pest control'],
    closedDaysAgo: null, votes: [7, 3, 9, 4],
  },
  {
    title: 'Which interview would you like to read?', description: 'We have three growers ready to talk. Who first?',
    options: ['A greenhouse grower in the Alps', 'A hydroponics hobbyist in Bangkok', 'A breeder of autoflowers'],
    closedDaysAgo: null, votes: [4, 6, 5],
  },
  {
    title: 'Best light for a first grow?', description: 'Closed: LED won by a wide margin.',
    options: ['LED', 'HPS', 'CFL', 'Sunlight'],
    closedDaysAgo: 10, votes: [18, 4, 1, 6],
  },
];
