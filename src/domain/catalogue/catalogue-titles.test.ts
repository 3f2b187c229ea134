// Titles of the seedbank, nutrient and equipment pages, shared by the server's metadata and the app.
import { describe, expect, it } from 'vitest';
import { isCatalogueTab, itemTabTitle, listTitle, productName } from './catalogue-titles';
import { categoryTitle, EQUIPMENT_CATEGORIES, isEquipmentCategory } from './equipment';

describe('catalogue titles', () => {
  it('names the lists and every equipment category', () => {
    expect(listTitle('seedbank')).toBe('Seedbanks and breeders');
    expect(listTitle('nutrients')).toBe('Nutrients');
    expect(listTitle('equipment')).toBe('Grow equipment');
    expect(listTitle('grow-lights')).toBe('Grow lights');
    expect(listTitle('co2-generators')).toBe('CO2 generators');
    expect(EQUIPMENT_CATEGORIES.map(categoryTitle).every((title) => /^[A-Z][a-z0-9 ]+$/i.test(title) && !title.includes('-'))).toBe(true);
  });

  it('titles an item on its index without a tab and "Name: tab" on the others; a product with its maker', () => {
    expect(itemTabTitle('BioBizz', null)).toBe('BioBizz');
    expect(itemTabTitle('BioBizz', 'feeding schemes')).toBe('BioBizz: feeding schemes');
    expect(productName('Big Bud', 'Advanced Nutrients')).toBe('Big Bud by Advanced Nutrients');
    expect(productName('Big Bud', null)).toBe('Big Bud');
  });

  it('knows the tabs and categories, and nothing else', () => {
    expect(isCatalogueTab('schemes')).toBe(true);
    expect(isCatalogueTab('toString')).toBe(false);
    expect(isEquipmentCategory('grow-tents')).toBe(true);
    expect(isEquipmentCategory('strains')).toBe(false);
  });
});
