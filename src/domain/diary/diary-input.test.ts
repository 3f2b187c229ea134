import { describe, expect, it } from 'vitest';
import { diaryInputSchema, diaryPatchSchema, duplicateItemIndexes, itemInputSchema } from './diary-input';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('itemInputSchema', () => {
  it('takes a catalogue id or a trimmed free-text name, not both and not neither', () => {
    expect(itemInputSchema.parse({ id: 4 })).toEqual({ id: 4 });
    expect(itemInputSchema.parse({ name: '  Blue Dream ' })).toEqual({ name: 'Blue Dream' });
    for (const bad of [{}, { id: 4, name: 'x' }, { name: '' }, { name: 'x'.repeat(81) }, { id: 0 }, { id: 1.5 }]) {
      expect(itemInputSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('duplicateItemIndexes', () => {
  it('finds later copies by id or by name regardless of case', () => {
    expect(duplicateItemIndexes([{ id: 1 }, { name: 'A' }, { id: 1 }, { name: 'a' }, { name: 'b' }])).toEqual([2, 3]);
    expect(duplicateItemIndexes([{ id: 1 }, { name: '1' }])).toEqual([]);
  });
});

describe('diaryInputSchema', () => {
  it('requires a name and fills in empty setup and lists', () => {
    expect(diaryInputSchema.parse({ name: ' My grow ' })).toEqual({
      name: 'My grow', type_room: null, type_watering: null, type_soil: null,
      items_seed: [], items_nutrient: [], items_lamp_veg: [], items_lamp_flo: [], items_tent: [], items_medium: [], items_equip: [],
    });
    expect(messages(diaryInputSchema.safeParse({}))[0]).toMatch(/^name: /);
  });

  it('accepts only the setup codes of grow-setup.ts', () => {
    expect(diaryInputSchema.parse({ name: 'x', type_room: 3, type_watering: 2, type_soil: 5 })).toMatchObject({ type_room: 3, type_watering: 2, type_soil: 5 });
    expect(messages(diaryInputSchema.safeParse({ name: 'x', type_room: 4, type_soil: 0 }))).toEqual([
      'type_room: Expected one of 1, 2, 3', 'type_soil: Expected one of 1, 2, 3, 4, 5',
    ]);
  });

  it('limits lists to 20 items, each once', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ id: i + 1 }));
    expect(messages(diaryInputSchema.safeParse({ name: 'x', items_equip: many }))[0]).toMatch(/^items_equip: /);
    expect(messages(diaryInputSchema.safeParse({ name: 'x', items_seed: [{ id: 2 }, { id: 2 }] }))).toEqual(['items_seed.1: Listed twice']);
  });

  it('keeps base_update_date', () => {
    expect(diaryInputSchema.parse({ name: 'x', base_update_date: '2026-01-01T00:00:00.000Z' }).base_update_date).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('diaryPatchSchema', () => {
  it('keeps only the fields present, fills in nothing', () => {
    expect(diaryPatchSchema.parse({})).toEqual({});
    expect(diaryPatchSchema.parse({ type_room: null, items_tent: [] })).toEqual({ type_room: null, items_tent: [] });
    expect(diaryPatchSchema.safeParse({ name: '' }).success).toBe(false);
  });
});
