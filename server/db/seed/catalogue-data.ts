// Fixed demo catalogue: breeders and strains, nutrient lines, equipment by category, grower handles.

export const BREEDERS: Record<string, string[]> = {
  'Royal Queen Seeds': ['Northern Light', 'Amnesia Haze Auto', 'Royal Gorilla', 'Critical'],
  "Barney's Farm": ['LSD-25', 'Tangerine Dream', 'Wedding Cake', 'Blue Gelato 41'],
  'Sensi Seeds': ['Skunk #1', 'Jack Herer', 'Northern Lights', 'Super Skunk'],
  'Dutch Passion': ['Frisian Dew', 'Auto Blueberry', 'Mazar', 'Think Different'],
  'FastBuds': ['Gorilla Cookies Auto', 'Wedding Cheesecake Auto', 'Zkittlez Auto', 'LSD-25 Auto'],
  'Sweet Seeds': ['Cream Caramel', 'Red Poison Auto', 'Big Devil XL Auto'],
  'Green House Seeds': ['Super Lemon Haze', 'White Widow', 'Exodus Kush'],
  'Dinafem': ['Critical+ 2.0', 'Moby Dick', 'Gorilla Auto'],
  'Humboldt Seed Company': ['Blueberry Muffin', 'Bubba Kush', 'Purple Punch'],
  'Seedsman': ['Gorilla Glue #4', 'White Widow XXL Auto', 'Girl Scout Cookies'],
  'Ripper Seeds': ['Ripped Bubba', 'Acid Dough', 'Zkittlez OG'],
  'Mephisto Genetics': ['Sour Crack', 'Double Grape', 'Toffee Butter Kush'],
};

/** Nutrient lines; the first products are base feeds, the rest boosters. */
export const NUTRIENT_BRANDS: Record<string, string[]> = {
  'Advanced Nutrients': ['Sensi Grow A&B', 'Sensi Bloom A&B', 'Big Bud', 'Overdrive', 'B-52', 'Voodoo Juice'],
  'BioBizz': ['Bio-Grow', 'Bio-Bloom', 'Top-Max', 'Root-Juice', 'Alg-A-Mic', 'CalMag'],
  'Canna': ['Coco A&B', 'Rhizotonic', 'Cannazym', 'PK 13/14', 'Boost Accelerator'],
  'General Hydroponics': ['FloraGro', 'FloraBloom', 'FloraMicro', 'CaliMagic', 'Armor Si'],
  'Fox Farm': ['Grow Big', 'Tiger Bloom', 'Big Bloom', 'Open Sesame', 'Beastie Bloomz', 'Cha Ching'],
  'Plagron': ['Terra Grow', 'Terra Bloom', 'Green Sensation', 'Power Roots', 'Alga Bloom'],
  'House & Garden': ['Cocos A', 'Cocos B', 'Roots Excelurator', 'Top Booster'],
  'Athena': ['Pro Grow', 'Pro Bloom', 'Pro Core', 'Cleanse'],
  'Green Planet': ['Dual Fuel 1', 'Dual Fuel 2', 'Massive Bloom', 'Rezin'],
  'Hesi': ['TNT Complex', 'Bloom Complex', 'Root Complex', 'PowerZyme', 'Boost'],
  'Biotabs': ['Bio Tabs', 'Bactrex', 'Mycotrex'],
  'Dutch Pro': ['Grow Soil', 'Bloom Soil', 'Take Root', 'Explode'],
  'Mills Nutrients': ['Basis A', 'Basis B', 'Start-R', 'C4', 'Ultimate PK'],
  'Gold Label': ['Hydro Coco Grow', 'Hydro Coco Bloom', 'Sugar Syrup'],
  'Remo Nutrients': ['Grow', 'Micro', 'Bloom', 'VeloKelp', 'AstroFlower', 'Magnifical'],
};

/** The equipment categories of spec §2. */
export const EQUIPMENT_CATEGORIES = [
  'equipment', 'grow-boxes', 'grow-tents', 'substrates', 'air-filters', 'controllers', 'grow-lights',
  'drip-systems', 'co2-generators', 'hydroponic-systems', 'air-conditioners', 'ventilation-fans',
] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

/** Equipment brands, each in one category, with products; tents carry a size label in their name. */
export const EQUIPMENT_BRANDS: { name: string; category: EquipmentCategory; products: string[] }[] = [
  { name: 'Mars Hydro', category: 'grow-lights', products: ['TS 1000', 'FC-E 4800', 'SP 3000'] },
  { name: 'Spider Farmer', category: 'grow-lights', products: ['SF-2000', 'SE7000', 'G5000'] },
  { name: 'Lumatek', category: 'grow-lights', products: ['Zeus 465W Pro', 'ATS 300W'] },
  { name: 'Gorilla Grow Tent', category: 'grow-tents', products: ['2x2 Lite Line', '2x4 Lite Line', '4x4 Original'] },
  { name: 'Secret Jardin', category: 'grow-tents', products: ['Dark Room 3x3', 'Dark Room 5x5', 'Hydro Shoot 2x2'] },
  { name: 'Homebox', category: 'grow-boxes', products: ['Ambient Q60', 'Ambient Q100', 'Evolution Q120'] },
  { name: 'Plagron Substrates', category: 'substrates', products: ['Light Mix', 'Coco Premium', 'Royalty Mix'] },
  { name: 'Grodan', category: 'substrates', products: ['Rockwool Cubes', 'Grodan Slabs'] },
  { name: 'Can-Filters', category: 'air-filters', products: ['Can-Lite 4"', 'Can-Lite 6"'] },
  { name: 'AC Infinity', category: 'ventilation-fans', products: ['Cloudline T4', 'Cloudline T6', 'Cloudray S6'] },
  { name: 'Inkbird', category: 'controllers', products: ['ITC-308 Thermostat', 'IHC-200 Humidity Controller'] },
  { name: 'TrolMaster', category: 'controllers', products: ['Hydro-X Pro', 'Tent-X'] },
  { name: 'Blumat', category: 'drip-systems', products: ['Tropf Blumat Kit', 'Easy Drip'] },
  { name: 'CO2Boost', category: 'co2-generators', products: ['CO2 Bag', 'Mushroom CO2 Bucket'] },
  { name: 'Hydro Grower', category: 'hydroponic-systems', products: ['DWC Bucket 20 l', 'Ebb & Flow Table'] },
  { name: 'Midea', category: 'air-conditioners', products: ['Portable AC 9000 BTU', 'Split AC 12000 BTU'] },
  { name: 'Garden Highpro', category: 'equipment', products: ['Trimming Scissors', 'Jeweler Loupe 60x', 'pH Pen'] },
];

export const GROWER_HANDLES = [
  'GreenThumbGreta', 'BudWhisperer', 'KushKaptain', 'TerpHunter', 'SativaSam', 'IndicaIvy', 'CocoLoco',
  'HydroHank', 'LowStressLarry', 'TrichomeTina', 'NorthernNick', 'AutoAnna', 'LEDLeo', 'MidnightGardener',
  'CanopyCarl', 'SoilSister', 'PhenoPhil', 'ClonesByClara', 'GrowTentGus', 'dripdrop_dana', 'HazyMaze',
  'RootZoneRoy', 'BloomBoomBen', 'organic.olga', 'farmer_mike420',
];

export const GROWER_STATUSES = ['newbie', 'grower', 'grower', 'master', 'guru'] as const;
