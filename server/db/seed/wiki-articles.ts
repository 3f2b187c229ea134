// The English wiki articles (GET /api/wiki/{a}/{b}/{id}): what each strain category value and each equipment category
// means to a grower, in two to four plain sentences. Level articles name the thresholds of strain-vocabulary.ts.
import type { EquipmentCategory } from '../../../src/domain/catalogue/equipment';
import {
  DOMINANT_FROM, HEIGHT_MEDIUM_FROM, HEIGHT_TALL_FROM, THC_HIGH_FROM, THC_MEDIUM_FROM, YIELD_HIGH_FROM, YIELD_MEDIUM_FROM,
  type Difficulty, type FloweringType, type GeneType, type HeightLevel, type Level, type MEDICAL_USES, type NEGATIVE_EFFECTS,
  type POSITIVE_EFFECTS, type StrainCategory, type TASTES,
} from '../../../src/domain/strain/strain-vocabulary';

export interface WikiText {
  title: string;
  text: string;
}

export type Texts<Value extends string> = Record<Value, WikiText>;

/** One article per value of each strain category: the types make a missing value a compile error. */
export interface StrainTexts extends Record<StrainCategory, Record<string, WikiText>> {
  'positive-effects': Texts<(typeof POSITIVE_EFFECTS)[number]>;
  'negative-effects': Texts<(typeof NEGATIVE_EFFECTS)[number]>;
  medical: Texts<(typeof MEDICAL_USES)[number]>;
  tastes: Texts<(typeof TASTES)[number]>;
  yield: Texts<Level>;
  height: Texts<HeightLevel>;
  growing: Texts<Difficulty>;
  genes: Texts<GeneType | FloweringType>;
  thc: Texts<Level>;
}

export const STRAIN_WIKI: StrainTexts = {
  'positive-effects': {
    relaxed: {
      title: 'Relaxed',
      text: 'Growers report a calm, loose feeling in body and mind, often within minutes. Relaxing strains are usually indica-leaning and are picked for evenings and quiet weekends. Larger amounts can slide from relaxed into sleepy.',
    },
    happy: {
      title: 'Happy',
      text: 'Growers report a lifted mood and an easy, content frame of mind. It is one of the most common effects and appears in indica, sativa and hybrid strains alike. How strongly it shows depends a lot on the setting and the amount.',
    },
    euphoric: {
      title: 'Euphoric',
      text: 'Growers report a strong rush of well-being, stronger than plain happiness. Euphoric strains are often high in THC, so small amounts are the sensible start. The peak tends to be short and is followed by a calmer phase.',
    },
    uplifted: {
      title: 'Uplifted',
      text: 'Growers report feeling lighter, more positive and more awake. Uplifting strains are usually sativa-leaning and suit daytime use. They pair well with walks, music and social settings.',
    },
    creative: {
      title: 'Creative',
      text: 'Growers report a flow of ideas and an easier time with music, drawing or writing. Creative strains are mostly sativa-leaning with a clear head rather than a heavy body feel. Too much can scatter the focus instead.',
    },
    energetic: {
      title: 'Energetic',
      text: 'Growers report more drive and a wish to move or get things done. Energetic strains are usually sativas and best kept for the day, since they can keep you awake at night.',
    },
    focused: {
      title: 'Focused',
      text: 'Growers report a clear head and an easier time staying on one task. Focus is most often named for sativa-leaning strains and moderate THC levels. Heavy indicas tend to do the opposite.',
    },
    sleepy: {
      title: 'Sleepy',
      text: 'Growers report heavy eyes and an easy way into sleep, usually some time after the first relaxing phase. Sleepy strains are mostly indica-leaning and kept for the night. Plan nothing important afterwards.',
    },
    hungry: {
      title: 'Hungry',
      text: 'Growers report a strong appetite, often called the munchies. It is common with high-THC strains of every type. Having a meal or healthy snacks ready helps.',
    },
    talkative: {
      title: 'Talkative',
      text: 'Growers report feeling chatty and at ease in conversation. Talkative strains are usually uplifting sativas or balanced hybrids and suit time with friends.',
    },
    giggly: {
      title: 'Giggly',
      text: 'Growers report that small things become very funny and laughter comes easily. It is a light, social effect most often named for sativa-leaning strains and hybrids.',
    },
    tingly: {
      title: 'Tingly',
      text: 'Growers report a pleasant tingling or buzzing in the body, often in the head, hands or face. It usually comes with the onset and fades into relaxation. It is common with potent hybrids.',
    },
  },
  'negative-effects': {
    'dry-mouth': {
      title: 'Dry mouth',
      text: 'The most common side effect growers report: the mouth feels dry and sticky for a while. Drinking water before and during use helps. Almost every strain can cause it, potent ones more so.',
    },
    'dry-eyes': {
      title: 'Dry eyes',
      text: 'Growers report dry, red or itchy eyes. It passes with the effect; eye drops and water help. It is more common with high-THC strains.',
    },
    dizzy: {
      title: 'Dizzy',
      text: 'Growers report light-headedness, mostly after too much at once or on an empty stomach. Sitting down, drinking water and eating something usually helps. Start low with potent strains.',
    },
    paranoid: {
      title: 'Paranoid',
      text: 'Some growers report suspicious or uneasy thoughts, especially with high-THC strains and in unfamiliar places. Smaller amounts, a calm setting and strains with some CBD lower the risk.',
    },
    anxious: {
      title: 'Anxious',
      text: 'Some growers report nervousness or a racing heart, mostly with strong sativas and large amounts. If you are prone to it, choose milder or more balanced strains and go slowly.',
    },
    headache: {
      title: 'Headache',
      text: 'A few growers report a headache during or after use, often together with dehydration. Drinking enough water and taking less usually prevents it.',
    },
  },
  medical: {
    stress: {
      title: 'Stress',
      text: 'Growers report using these strains to unwind after tense days. Relaxing, calming effects are the ones named most often. This is what growers report, not medical advice.',
    },
    anxiety: {
      title: 'Anxiety',
      text: 'Growers report using these strains when they feel anxious; many prefer low to medium THC and some CBD, as strong THC can make anxiety worse. This is what growers report, not medical advice: ask a doctor.',
    },
    depression: {
      title: 'Depression',
      text: 'Growers report using these strains to lift their mood, mostly uplifting and happy ones. This is what growers report, not medical advice: depression needs a doctor.',
    },
    pain: {
      title: 'Pain',
      text: 'Growers report using these strains to ease aches and pains, often indica-leaning strains with a strong body effect. This is what growers report, not medical advice.',
    },
    insomnia: {
      title: 'Insomnia',
      text: 'Growers report using these strains to fall asleep more easily, mostly sedating indicas taken an hour or so before bed. This is what growers report, not medical advice.',
    },
    'lack-of-appetite': {
      title: 'Lack of appetite',
      text: 'Growers report using these strains to bring back their appetite; THC is well known for making people hungry. This is what growers report, not medical advice.',
    },
    nausea: {
      title: 'Nausea',
      text: 'Growers report using these strains against an upset stomach and queasiness. This is what growers report, not medical advice: ask a doctor, especially during a treatment.',
    },
    inflammation: {
      title: 'Inflammation',
      text: 'Growers report using these strains for swelling and inflamed joints, often strains with some CBD. This is what growers report, not medical advice.',
    },
    'muscle-spasms': {
      title: 'Muscle spasms',
      text: 'Growers report using these strains to loosen tense or cramping muscles, mostly relaxing indica-leaning strains. This is what growers report, not medical advice.',
    },
    fatigue: {
      title: 'Fatigue',
      text: 'Growers report using these strains for more energy on tired days, mostly energetic sativa-leaning strains used in the daytime. This is what growers report, not medical advice.',
    },
  },
  tastes: {
    earthy: {
      title: 'Earthy',
      text: 'A deep taste of soil, wet forest floor or fresh mushrooms, common in classic indicas and kush lines. A slow dry and a cure of several weeks bring it out cleanly; rushed buds taste more of grass.',
    },
    sweet: {
      title: 'Sweet',
      text: 'A sugary, candy-like taste and smell, often in modern dessert strains. Sweetness is delicate: a slow dry at around 60 % humidity and a careful cure keep it.',
    },
    citrus: {
      title: 'Citrus',
      text: 'A fresh taste of orange, grapefruit or mixed citrus, mostly from the terpene limonene. Citrus strains are often sativa-leaning. Cool temperatures late in flowering and a slow cure keep the scent bright.',
    },
    lemon: {
      title: 'Lemon',
      text: 'A sharp, sour lemon taste, typical of the Lemon and Haze families. Like other citrus notes it fades with heat, so keep the dry cool and store the buds airtight.',
    },
    berry: {
      title: 'Berry',
      text: 'A fruity taste of blueberries, strawberries or mixed berries, as in the Blueberry family. Many berry strains also turn purple in cool nights late in flowering.',
    },
    grape: {
      title: 'Grape',
      text: 'A sweet, dark-fruit taste like grapes or grape soda, often in purple strains. It is strongest after a long cure.',
    },
    pine: {
      title: 'Pine',
      text: 'A fresh, resinous taste of pine needles, mostly from the terpene pinene. It is common in many classic strains and often comes together with earthy or woody notes.',
    },
    skunky: {
      title: 'Skunky',
      text: 'The pungent, heavy smell of the classic Skunk strains that many people think of as the smell of cannabis. Skunky strains are very smelly in flowering: plan a carbon filter for indoor grows.',
    },
    diesel: {
      title: 'Diesel',
      text: 'A sharp fuel-like smell with a sour edge, typical of the Sour Diesel and Chem families. It is strong and travels far: a good carbon filter is a must indoors.',
    },
    spicy: {
      title: 'Spicy',
      text: 'A peppery, clove-like bite, mostly from the terpene caryophyllene. It often sits under earthy or sweet notes and feels warm on the exhale.',
    },
    herbal: {
      title: 'Herbal',
      text: 'A taste of fresh herbs such as sage, thyme or tea. It is a subtle note that comes out best with a slow dry and a long cure.',
    },
    woody: {
      title: 'Woody',
      text: 'A dry taste of wood, oak or cedar, often together with earthy and pine notes. It is common in old landrace lines and their crosses.',
    },
    tropical: {
      title: 'Tropical',
      text: 'A taste of mango, pineapple or passion fruit. Tropical strains are popular modern crosses; their fruity terpenes suffer from heat, so keep the drying room cool.',
    },
    vanilla: {
      title: 'Vanilla',
      text: 'A soft, creamy vanilla sweetness, often in cookie and cake strains. It shows best after a cure of several weeks.',
    },
    cheese: {
      title: 'Cheese',
      text: 'A sharp, savoury smell like aged cheese, made famous by the UK Cheese strain. It is a love-it-or-hate-it smell and very strong in flowering, so plan odour control.',
    },
    mint: {
      title: 'Mint',
      text: 'A cool, fresh mint or menthol note, often in modern dessert crosses. It usually shows on the exhale together with sweet or earthy tastes.',
    },
    flowery: {
      title: 'Flowery',
      text: 'A perfume-like taste of flowers such as lavender or rose, often from the terpene linalool. It is delicate and fades with heat and rough handling.',
    },
    caramel: {
      title: 'Caramel',
      text: 'A warm, toffee-like sweetness, often together with vanilla or nutty notes. It comes through best after a long, slow cure.',
    },
  },
  yield: {
    low: {
      title: 'Low yield',
      text: `Under ${YIELD_MEDIUM_FROM} g of dry buds per square metre indoors. Low-yield strains are often compact autoflowers or strains bred for taste and potency rather than weight. Training such as low-stress training and a full light spread get the most out of them.`,
    },
    medium: {
      title: 'Medium yield',
      text: `${YIELD_MEDIUM_FROM} to ${YIELD_HIGH_FROM - 1} g of dry buds per square metre indoors, the range most strains fall in. Good light, a healthy root zone and some training are enough to reach the upper end.`,
    },
    high: {
      title: 'High yield',
      text: `${YIELD_HIGH_FROM} g of dry buds per square metre or more indoors. High-yield strains need strong light, enough root space and steady feeding to reach it. Their heavy buds can need support and good airflow against mould.`,
    },
  },
  height: {
    short: {
      title: 'Short plants',
      text: `Under ${HEIGHT_MEDIUM_FROM} cm indoors. Short strains fit small grow boxes, cupboards and balconies and are easy to hide. Most are indicas or autoflowers; small pots keep them even more compact.`,
    },
    medium: {
      title: 'Medium height',
      text: `${HEIGHT_MEDIUM_FROM} to ${HEIGHT_TALL_FROM - 1} cm indoors, which fits a standard grow tent. Topping or low-stress training keeps the canopy flat and even under the light.`,
    },
    tall: {
      title: 'Tall plants',
      text: `${HEIGHT_TALL_FROM} cm or more indoors; many stretch to double their size in the first weeks of flowering. Tall strains are mostly sativas: flip to flowering early, top them, or grow them outdoors or in a tall tent.`,
    },
  },
  growing: {
    easy: {
      title: 'Easy to grow',
      text: 'Easy strains forgive beginners\u2019 mistakes: they resist mould and pests, take feeding errors well and grow evenly. Most are indicas, robust hybrids or autoflowers. A good choice for a first grow.',
    },
    moderate: {
      title: 'Moderate difficulty',
      text: 'These strains grow well with some experience: they may be sensitive to overfeeding, stretch a lot in flowering or need support for heavy buds. Watch the plants closely and keep the conditions steady.',
    },
    difficult: {
      title: 'Difficult to grow',
      text: 'Difficult strains ask for experience: long flowering, strong stretch, sensitivity to nutrients or climate, or a tendency to mould. Stable temperature and humidity, careful feeding and training pay off most here.',
    },
  },
  genes: {
    indica: {
      title: 'Indica',
      text: `Strains with at least ${DOMINANT_FROM} % indica genes. Indicas grow short and bushy with broad leaves and usually flower in 7 to 9 weeks. Growers report a relaxing, body-heavy effect.`,
    },
    sativa: {
      title: 'Sativa',
      text: `Strains with at least ${DOMINANT_FROM} % sativa genes. Sativas grow tall and airy with thin leaves, stretch a lot and often flower 10 weeks or longer. Growers report an uplifting, energetic effect.`,
    },
    hybrid: {
      title: 'Hybrid',
      text: `Strains where neither indica nor sativa reaches ${DOMINANT_FROM} %. Hybrids combine traits of both: growth, flowering time and effect depend on the cross, so look at the strain's other properties.`,
    },
    autoflowering: {
      title: 'Autoflowering',
      text: 'Autoflowering strains carry ruderalis genes and flower by age, not by day length: most go from seed to harvest in 9 to 12 weeks under the same light schedule, often 18 or 20 hours a day. They stay small and cannot be cloned well; avoid stressing them in the first weeks, as they have little time to recover.',
    },
    photoperiod: {
      title: 'Photoperiod',
      text: 'Photoperiod strains grow as long as the days are long and flower when the nights reach about 12 hours. Indoors you decide when to flip the light to 12/12, so their size is up to you. They can be kept as mother plants and cloned.',
    },
  },
  thc: {
    low: {
      title: 'Low THC',
      text: `Under ${THC_MEDIUM_FROM} % THC in the dry buds. Low-THC strains give a mild effect and often carry more CBD. Growers report them as a gentle choice for beginners and daytime use.`,
    },
    medium: {
      title: 'Medium THC',
      text: `From ${THC_MEDIUM_FROM} % up to ${THC_HIGH_FROM} % THC in the dry buds, a noticeable but manageable strength. Harvest timing matters: cloudy trichomes give the fullest effect.`,
    },
    high: {
      title: 'High THC',
      text: `${THC_HIGH_FROM} % THC or more in the dry buds. These are strong strains: growers report intense effects, so start with small amounts. Strong light, a careful flush and harvesting when most trichomes are cloudy keep the potency high.`,
    },
  },
};

export const EQUIPMENT_WIKI: Texts<EquipmentCategory> = {
  equipment: {
    title: 'The small tools of a grow',
    text: 'Everything a grow uses that has no category of its own: meters for pH and EC, thermometers and hygrometers, pots, trimmers, scales and the like. Good measuring tools are a cheap way to avoid the most common mistakes.',
  },
  'grow-boxes': {
    title: 'What a grow box gives you',
    text: 'A grow box is a closed cabinet with light, ventilation and often a carbon filter built in. It is the easiest way to start indoors and keeps smell and light inside. Check the height: short or autoflowering strains suit most boxes.',
  },
  'grow-tents': {
    title: 'Choosing a grow tent',
    text: 'A grow tent is a fabric room with a reflective lining and ports for ducts and cables. Pick the size by floor space and by the light you plan to run; 120 \u00d7 120 cm is a common size for four to nine plants. Good zips and few light leaks matter most.',
  },
  substrates: {
    title: 'Choosing a substrate',
    text: 'The medium the roots grow in: soil, coco coir, peat mixes, perlite or clay pebbles. Soil is forgiving for beginners; coco and hydro grow faster but need more precise feeding. Good drainage and air in the root zone are what every substrate should give.',
  },
  'air-filters': {
    title: 'Carbon filters against smell',
    text: 'Carbon filters remove the smell of flowering plants from the exhaust air. Size the filter to your exhaust fan\u2019s airflow and replace the carbon when the smell comes through, usually after one to two years.',
  },
  controllers: {
    title: 'Steady conditions with controllers',
    text: 'Controllers switch and regulate lights, fans, heaters and humidifiers by time, temperature or humidity. They keep conditions steady when you are away, which plants reward with healthier growth. Simple timers are the first step; climate controllers the next.',
  },
  'grow-lights': {
    title: 'Choosing grow lights',
    text: 'The light is the engine of an indoor grow: yield depends on it more than on anything else. LED panels are efficient and run cool; HPS lamps are cheaper but hot. Compare by the light output (PPF in \u00b5mol/s) and the area it covers, not only by watts.',
  },
  'drip-systems': {
    title: 'Watering with drip systems',
    text: 'Drip systems water each plant through small emitters from a reservoir, on a timer. They save time, give every plant the same amount and suit coco and other fast-draining media. Clean the lines between grows so the emitters do not clog.',
  },
  'co2-generators': {
    title: 'When extra CO2 pays off',
    text: 'CO2 generators and bottles raise the carbon dioxide in a closed grow room, which lets plants use stronger light and warmer temperatures. They only pay off when light, nutrients and climate are already dialled in, and the room must stay sealed while they run.',
  },
  'hydroponic-systems': {
    title: 'Growing in hydroponics',
    text: 'Hydroponic systems grow plants in water with nutrients instead of soil: deep water culture, ebb and flow, NFT or aeroponics. Plants grow fast, but pH, EC and water temperature need daily checks. A good choice for growers with some experience.',
  },
  'air-conditioners': {
    title: 'Cooling the grow room',
    text: 'Air conditioners keep the grow room cool when lamps and summer heat push it above about 28 \u00b0C. Mobile units are common for tents; vent their hot air out of the room. Cooler air also holds less moisture, so watch the humidity.',
  },
  'ventilation-fans': {
    title: 'Moving air with fans',
    text: 'Inline fans pull warm, humid air out of the grow space and bring fresh air in; clip fans move the air around the plants. Size the exhaust fan to replace the air of the tent about once a minute, and add some margin for a carbon filter.',
  },
};
