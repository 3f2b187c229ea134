// The equipment categories of spec §2: each has a list page /{category}, brand pages and product pages.

export const EQUIPMENT_CATEGORIES = [
  'equipment', 'grow-boxes', 'grow-tents', 'substrates', 'air-filters', 'controllers', 'grow-lights',
  'drip-systems', 'co2-generators', 'hydroponic-systems', 'air-conditioners', 'ventilation-fans',
] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

/** Whether a path segment names an equipment category. */
export function isEquipmentCategory(text: string): text is EquipmentCategory {
  return (EQUIPMENT_CATEGORIES as readonly string[]).includes(text);
}

/** The English name of a category, for titles the server writes ("Grow lights"). */
export function categoryTitle(category: string): string {
  if (category === 'co2-generators') return 'CO2 generators';
  const words = category.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
