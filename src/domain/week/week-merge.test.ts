// Unit tests of the three-way merge of offline week edits (the 409 conflict policy).
import { describe, expect, it } from 'vitest';
import type { Week, WeekNutrient } from './week';
import type { Photo } from '../photo/photo';
import { mergeWeek, TEXT_MERGE_SEPARATOR, type MergeableWeek } from './week-merge';
import { createRng } from '../../../server/db/seed/prng';

const photo = (id: number, extra: Partial<Photo> = {}): Photo => ({
  id, comment: '', size_s: `s${id}`, size_m: `m${id}`, size_xl: `xl${id}`, size_big: `b${id}`, width: 800, height: 600, ...extra,
});
const nutrient = (id: number, val: number | null, extra: Partial<WeekNutrient> = {}): WeekNutrient => ({
  id, name: `N${id}`, brand_name: 'Brand', val, ...extra,
});

const BASE: Week = {
  id: 10, diary_id: 3, days: 7, faza: 0, text: 'Week one, all fine.', add_date: '2024-01-01', update_date: '2024-01-02',
  cnt_comments: 1, cnt_likes: 2, is_remove: false, is_video: false,
  props: { height: 20, ph: 6.2, air_temp: 24 },
  items_photo: [photo(1), photo(2)],
  items_nutrient: [nutrient(1, 2), nutrient(2, 1.5)],
};
const week = (changes: Partial<Week>): Week => ({ ...BASE, ...changes });

describe('scalars: faza, days', () => {
  it('takes the side that changed', () => {
    expect(mergeWeek(BASE, week({ days: 8 }), BASE).merged.days).toBe(8);
    expect(mergeWeek(BASE, BASE, week({ days: 9 })).merged.days).toBe(9);
    expect(mergeWeek(BASE, week({ faza: 1 }), BASE).merged.faza).toBe(1);
    expect(mergeWeek(BASE, BASE, week({ faza: 1 })).merged.faza).toBe(1);
  });
  it('takes an identical edit without a conflict', () => {
    const result = mergeWeek(BASE, week({ days: 8, faza: 1 }), week({ days: 8, faza: 1 }));
    expect(result.merged).toMatchObject({ days: 8, faza: 1 });
    expect(result.conflicts).toEqual([]);
  });
  it('lets local win when both changed differently, and lists the conflict', () => {
    const result = mergeWeek(BASE, week({ days: 8, faza: 1 }), week({ days: 9, faza: -1 }));
    expect(result.merged).toMatchObject({ days: 8, faza: 1 });
    expect(result.conflicts).toEqual(['faza', 'days']);
  });
  it('takes every other field from remote, the server current', () => {
    const result = mergeWeek(BASE, week({ days: 8, update_date: 'old' }), week({ update_date: '2024-02-01', cnt_likes: 5 }));
    expect(result.merged).toMatchObject({ days: 8, update_date: '2024-02-01', cnt_likes: 5, id: 10 });
  });
});

describe('text', () => {
  it('takes the side that changed', () => {
    expect(mergeWeek(BASE, week({ text: 'local' }), BASE).merged.text).toBe('local');
    expect(mergeWeek(BASE, BASE, week({ text: 'remote' })).merged.text).toBe('remote');
  });
  it('takes an identical edit without a conflict', () => {
    const result = mergeWeek(BASE, week({ text: 'same' }), week({ text: 'same' }));
    expect(result).toEqual({ merged: expect.objectContaining({ text: 'same' }) as unknown, conflicts: [] });
  });
  it('keeps both when both changed: local, a separator line, then remote', () => {
    const result = mergeWeek(BASE, week({ text: 'Typed on the phone.' }), week({ text: 'Typed on the laptop.' }));
    expect(result.merged.text).toBe(`Typed on the phone.${TEXT_MERGE_SEPARATOR}Typed on the laptop.`);
    expect(result.conflicts).toEqual(['text']);
  });
  it('trims the trailing space of local and the remote text around the separator', () => {
    const result = mergeWeek(BASE, week({ text: 'phone\n\n' }), week({ text: '  laptop  ' }));
    expect(result.merged.text).toBe(`phone${TEXT_MERGE_SEPARATOR}laptop`);
  });
  it('does not duplicate a remote text already contained in local', () => {
    const local = `Typed on the phone.${TEXT_MERGE_SEPARATOR}Typed on the laptop.`;
    const result = mergeWeek(BASE, week({ text: local }), week({ text: 'Typed on the laptop.' }));
    expect(result.merged.text).toBe(local);
    expect(result.conflicts).toEqual(['text']);
  });
  it('merging the merged text again does not grow it', () => {
    const remote = week({ text: 'laptop' });
    const first = mergeWeek(BASE, week({ text: 'phone' }), remote).merged;
    const second = mergeWeek(BASE, first, remote).merged;
    expect(second.text).toBe(first.text);
  });
  it('keeps local alone when remote cleared the text', () => {
    expect(mergeWeek(BASE, week({ text: 'phone' }), week({ text: '' })).merged.text).toBe('phone');
    expect(mergeWeek(BASE, week({ text: 'phone' }), week({ text: '   ' })).merged.text).toBe('phone');
  });
  it('keeps the remote text when local cleared it, so no words are lost', () => {
    const result = mergeWeek(BASE, week({ text: '' }), week({ text: 'laptop' }));
    expect(result.merged.text).toBe('laptop');
    expect(result.conflicts).toEqual(['text']);
  });
  it('takes the remote text when it already contains the local text', () => {
    const result = mergeWeek(BASE, week({ text: 'Day 3: watered' }), week({ text: 'Day 3: watered. Day 4: topped' }));
    expect(result.merged.text).toBe('Day 3: watered. Day 4: topped');
  });
});

describe('props, each prop separately', () => {
  it('merges changes to different props from both sides without conflicts', () => {
    const result = mergeWeek(BASE, week({ props: { ...BASE.props, height: 25 } }), week({ props: { ...BASE.props, ph: 6.5 } }));
    expect(result.merged.props).toEqual({ height: 25, ph: 6.5, air_temp: 24 });
    expect(result.conflicts).toEqual([]);
  });
  it('keeps a prop added on one side', () => {
    expect(mergeWeek(BASE, week({ props: { ...BASE.props, co2: 800 } }), BASE).merged.props).toEqual({ ...BASE.props, co2: 800 });
    expect(mergeWeek(BASE, BASE, week({ props: { ...BASE.props, air_hum: 55 } })).merged.props).toEqual({ ...BASE.props, air_hum: 55 });
    const both = mergeWeek(BASE, week({ props: { ...BASE.props, co2: 800 } }), week({ props: { ...BASE.props, air_hum: 55 } }));
    expect(both.merged.props).toEqual({ ...BASE.props, co2: 800, air_hum: 55 });
  });
  it('keeps a prop cleared (null) on one side', () => {
    expect(mergeWeek(BASE, week({ props: { ...BASE.props, ph: null } }), BASE).merged.props.ph).toBeNull();
    expect(mergeWeek(BASE, BASE, week({ props: { ...BASE.props, ph: null } })).merged.props.ph).toBeNull();
  });
  it('removes a prop deleted on one side', () => {
    const { ph: _ph, ...withoutPh } = BASE.props;
    expect(mergeWeek(BASE, BASE, week({ props: withoutPh })).merged.props).toEqual(withoutPh);
  });
  it('lets a local clear win over a remote change, with a conflict', () => {
    const result = mergeWeek(BASE, week({ props: { ...BASE.props, ph: null } }), week({ props: { ...BASE.props, ph: 5.8 } }));
    expect(result.merged.props.ph).toBeNull();
    expect(result.conflicts).toEqual(['props.ph']);
  });
  it('lets a local change win over a remote clear, with a conflict', () => {
    const result = mergeWeek(BASE, week({ props: { ...BASE.props, ph: 5.9 } }), week({ props: { ...BASE.props, ph: null } }));
    expect(result.merged.props.ph).toBe(5.9);
    expect(result.conflicts).toEqual(['props.ph']);
  });
  it('treats null and a missing prop as the same edit', () => {
    const { ph: _ph, ...withoutPh } = BASE.props;
    const result = mergeWeek(BASE, week({ props: { ...BASE.props, ph: null } }), week({ props: withoutPh }));
    expect(result.merged.props.ph).toBeNull();
    expect(result.conflicts).toEqual([]);
  });
  it('takes an identical edit without a conflict and lets local win on different ones', () => {
    const result = mergeWeek(
      BASE,
      week({ props: { ...BASE.props, height: 30, air_temp: 26 } }),
      week({ props: { ...BASE.props, height: 30, air_temp: 22 } }),
    );
    expect(result.merged.props).toEqual({ height: 30, ph: 6.2, air_temp: 26 });
    expect(result.conflicts).toEqual(['props.air_temp']);
  });
  it('lists a conflict when both added the same prop with different values', () => {
    const result = mergeWeek(BASE, week({ props: { ...BASE.props, co2: 800 } }), week({ props: { ...BASE.props, co2: 900 } }));
    expect(result.merged.props.co2).toBe(800);
    expect(result.conflicts).toEqual(['props.co2']);
  });
});

describe('items_nutrient, by id', () => {
  it('keeps nutrients added on either side, local order first', () => {
    const result = mergeWeek(
      BASE,
      week({ items_nutrient: [...BASE.items_nutrient, nutrient(3, 1)] }),
      week({ items_nutrient: [...BASE.items_nutrient, nutrient(4, 4)] }),
    );
    expect(result.merged.items_nutrient.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(result.conflicts).toEqual([]);
  });
  it('merges value changes of different nutrients', () => {
    const result = mergeWeek(
      BASE,
      week({ items_nutrient: [nutrient(1, 3), nutrient(2, 1.5)] }),
      week({ items_nutrient: [nutrient(1, 2), nutrient(2, 0.5)] }),
    );
    expect(result.merged.items_nutrient).toEqual([nutrient(1, 3), nutrient(2, 0.5)]);
    expect(result.conflicts).toEqual([]);
  });
  it('takes an identical value change without a conflict, and local on different ones', () => {
    const result = mergeWeek(
      BASE,
      week({ items_nutrient: [nutrient(1, 3), nutrient(2, 5)] }),
      week({ items_nutrient: [nutrient(1, 3), nutrient(2, 6)] }),
    );
    expect(result.merged.items_nutrient).toEqual([nutrient(1, 3), nutrient(2, 5)]);
    expect(result.conflicts).toEqual(['items_nutrient.2']);
  });
  it('keeps a nutrient removed (flag) on one side removed when the other side did not change its value', () => {
    const removedLocally = mergeWeek(BASE, week({ items_nutrient: [nutrient(1, 2, { is_remove: true }), nutrient(2, 1.5)] }), BASE);
    expect(removedLocally.merged.items_nutrient[0]).toEqual(nutrient(1, 2, { is_remove: true }));
    const removedRemotely = mergeWeek(BASE, BASE, week({ items_nutrient: [nutrient(1, 2, { is_remove: true }), nutrient(2, 1.5)] }));
    expect(removedRemotely.merged.items_nutrient[0]).toEqual(nutrient(1, 2, { is_remove: true }));
  });
  it('keeps it removed when the other side changed only its name', () => {
    const result = mergeWeek(
      BASE,
      week({ items_nutrient: [nutrient(1, 2, { is_remove: true }), nutrient(2, 1.5)] }),
      week({ items_nutrient: [nutrient(1, 2, { name: 'Renamed' }), nutrient(2, 1.5)] }),
    );
    expect(result.merged.items_nutrient[0]).toEqual(nutrient(1, 2, { is_remove: true, name: 'Renamed' }));
    expect(result.conflicts).toEqual([]);
  });
  it('un-removes a nutrient removed locally when remote changed its value, with a conflict', () => {
    const result = mergeWeek(
      BASE,
      week({ items_nutrient: [nutrient(1, 2, { is_remove: true }), nutrient(2, 1.5)] }),
      week({ items_nutrient: [nutrient(1, 4), nutrient(2, 1.5)] }),
    );
    expect(result.merged.items_nutrient[0]).toEqual(nutrient(1, 4));
    expect(result.conflicts).toEqual(['items_nutrient.1']);
  });
  it('un-removes a nutrient removed remotely when local changed its value, with a conflict', () => {
    const result = mergeWeek(
      BASE,
      week({ items_nutrient: [nutrient(1, 4), nutrient(2, 1.5)] }),
      week({ items_nutrient: [nutrient(1, 2, { is_remove: true }), nutrient(2, 1.5)] }),
    );
    expect(result.merged.items_nutrient[0]).toEqual(nutrient(1, 4));
    expect(result.conflicts).toEqual(['items_nutrient.1']);
  });
  it('a value changed to null counts as a change', () => {
    const result = mergeWeek(
      BASE,
      week({ items_nutrient: [nutrient(1, 2, { is_remove: true }), nutrient(2, 1.5)] }),
      week({ items_nutrient: [nutrient(1, null), nutrient(2, 1.5)] }),
    );
    expect(result.merged.items_nutrient[0]).toEqual(nutrient(1, null));
  });
  it('a nutrient left out of the local list stays out unless remote changed its value', () => {
    expect(mergeWeek(BASE, week({ items_nutrient: [nutrient(2, 1.5)] }), BASE).merged.items_nutrient).toEqual([nutrient(2, 1.5)]);
    const changed = mergeWeek(BASE, week({ items_nutrient: [nutrient(2, 1.5)] }), week({ items_nutrient: [nutrient(1, 9), nutrient(2, 1.5)] }));
    expect(changed.merged.items_nutrient).toEqual([nutrient(1, 9), nutrient(2, 1.5)]);
    expect(changed.conflicts).toEqual(['items_nutrient.1']);
  });
  it('a nutrient left out of the remote list stays out unless local changed its value', () => {
    expect(mergeWeek(BASE, BASE, week({ items_nutrient: [nutrient(2, 1.5)] })).merged.items_nutrient).toEqual([nutrient(2, 1.5)]);
    const changed = mergeWeek(BASE, week({ items_nutrient: [nutrient(1, 9), nutrient(2, 1.5)] }), week({ items_nutrient: [nutrient(2, 1.5)] }));
    expect(changed.merged.items_nutrient).toEqual([nutrient(1, 9), nutrient(2, 1.5)]);
    expect(changed.conflicts).toEqual(['items_nutrient.1']);
  });
  it('a nutrient left out of remote and renamed locally stays removed, by flag', () => {
    const result = mergeWeek(BASE, week({ items_nutrient: [nutrient(1, 2, { name: 'X' }), nutrient(2, 1.5)] }), week({ items_nutrient: [nutrient(2, 1.5)] }));
    expect(result.merged.items_nutrient).toEqual([nutrient(1, 2, { name: 'X', is_remove: true }), nutrient(2, 1.5)]);
  });
  it('a nutrient removed on both sides stays removed', () => {
    const result = mergeWeek(
      BASE,
      week({ items_nutrient: [nutrient(1, 2, { is_remove: true }), nutrient(2, 1.5)] }),
      week({ items_nutrient: [nutrient(2, 1.5)] }),
    );
    expect(result.merged.items_nutrient).toEqual([nutrient(1, 2, { is_remove: true }), nutrient(2, 1.5)]);
    expect(result.conflicts).toEqual([]);
    const bothLeftOut = mergeWeek(BASE, week({ items_nutrient: [nutrient(2, 1.5)] }), week({ items_nutrient: [nutrient(2, 1.5)] }));
    expect(bothLeftOut.merged.items_nutrient).toEqual([nutrient(2, 1.5)]);
  });
  it('a nutrient added on both sides with the same id: identical kept, different local wins with a conflict', () => {
    const same = mergeWeek(BASE, week({ items_nutrient: [...BASE.items_nutrient, nutrient(5, 1)] }), week({ items_nutrient: [...BASE.items_nutrient, nutrient(5, 1)] }));
    expect(same.merged.items_nutrient).toHaveLength(3);
    expect(same.conflicts).toEqual([]);
    const different = mergeWeek(BASE, week({ items_nutrient: [...BASE.items_nutrient, nutrient(5, 1)] }), week({ items_nutrient: [...BASE.items_nutrient, nutrient(5, 2)] }));
    expect(different.merged.items_nutrient[2]).toEqual(nutrient(5, 1));
    expect(different.conflicts).toEqual(['items_nutrient.5']);
  });
});

describe('items_photo, never dropped', () => {
  it('keeps photos added on either side (union by id)', () => {
    const result = mergeWeek(
      BASE,
      week({ items_photo: [...BASE.items_photo, photo(3)] }),
      week({ items_photo: [...BASE.items_photo, photo(4)] }),
    );
    expect(result.merged.items_photo.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(result.conflicts).toEqual([]);
  });
  it('marks a photo removed on either side as removed', () => {
    const local = mergeWeek(BASE, week({ items_photo: [photo(1, { is_remove: true }), photo(2)] }), BASE);
    expect(local.merged.items_photo).toEqual([photo(1, { is_remove: true }), photo(2)]);
    const remote = mergeWeek(BASE, BASE, week({ items_photo: [photo(1), photo(2, { is_remove: true })] }));
    expect(remote.merged.items_photo).toEqual([photo(1), photo(2, { is_remove: true })]);
  });
  it('a removal wins over a comment edit on the other side, keeping the edit', () => {
    const result = mergeWeek(
      BASE,
      week({ items_photo: [photo(1, { comment: 'Nice colour' }), photo(2)] }),
      week({ items_photo: [photo(1, { is_remove: true }), photo(2)] }),
    );
    expect(result.merged.items_photo[0]).toEqual(photo(1, { comment: 'Nice colour', is_remove: true }));
    expect(result.conflicts).toEqual([]);
  });
  it('keeps a photo left out of a list, marked removed', () => {
    const leftOutLocally = mergeWeek(BASE, week({ items_photo: [photo(2)] }), BASE);
    expect(leftOutLocally.merged.items_photo).toEqual([photo(1, { is_remove: true }), photo(2)]);
    const leftOutRemotely = mergeWeek(BASE, BASE, week({ items_photo: [photo(2)] }));
    expect(leftOutRemotely.merged.items_photo).toEqual([photo(1, { is_remove: true }), photo(2)]);
    const leftOutOfBoth = mergeWeek(BASE, week({ items_photo: [photo(2)] }), week({ items_photo: [photo(2)] }));
    expect(leftOutOfBoth.merged.items_photo).toEqual([photo(1, { is_remove: true }), photo(2)]);
  });
  it('lets the local comment win when both edited it, with a conflict', () => {
    const result = mergeWeek(
      BASE,
      week({ items_photo: [photo(1, { comment: 'phone' }), photo(2)] }),
      week({ items_photo: [photo(1, { comment: 'laptop' }), photo(2)] }),
    );
    expect(result.merged.items_photo[0]).toEqual(photo(1, { comment: 'phone' }));
    expect(result.conflicts).toEqual(['items_photo.1']);
  });
  it('follows a remote reorder when local kept the order', () => {
    const result = mergeWeek(BASE, BASE, week({ items_photo: [photo(2), photo(1)] }));
    expect(result.merged.items_photo.map((item) => item.id)).toEqual([2, 1]);
  });
  it('keeps a local reorder and puts remote additions before their next neighbour', () => {
    const result = mergeWeek(
      BASE,
      week({ items_photo: [photo(2), photo(1)] }),
      week({ items_photo: [photo(1), photo(5), photo(2), photo(6)] }),
    );
    expect(result.merged.items_photo.map((item) => item.id)).toEqual([5, 2, 1, 6]);
  });
  it('puts a photo added first on the other side first', () => {
    const result = mergeWeek(BASE, week({ items_photo: [...BASE.items_photo, photo(3)] }), week({ items_photo: [photo(4), ...BASE.items_photo] }));
    expect(result.merged.items_photo.map((item) => item.id)).toEqual([4, 1, 2, 3]);
  });
});

describe('conflict list', () => {
  it('is empty when nothing conflicts and lists every conflicting field otherwise', () => {
    expect(mergeWeek(BASE, BASE, BASE)).toEqual({ merged: BASE, conflicts: [] });
    const result = mergeWeek(
      BASE,
      week({ days: 8, text: 'a', props: { ...BASE.props, ph: 6 }, items_nutrient: [nutrient(1, 5), nutrient(2, 1.5)], items_photo: [photo(1, { comment: 'a' }), photo(2)] }),
      week({ days: 9, text: 'b', props: { ...BASE.props, ph: 7 }, items_nutrient: [nutrient(1, 6), nutrient(2, 1.5)], items_photo: [photo(1, { comment: 'b' }), photo(2)] }),
    );
    expect(result.conflicts).toEqual(['days', 'text', 'props.ph', 'items_nutrient.1', 'items_photo.1']);
  });
});

const PROP_NAMES = ['height', 'ph', 'air_temp', 'air_hum', 'co2', 'light'] as const;

/** Makes a random edit of a week, the way the editor or another device would. */
function edit(from: MergeableWeek, next: () => number, newIds: number): MergeableWeek {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const props: Record<string, unknown> = { ...from.props };
  for (const name of PROP_NAMES) {
    const roll = next();
    if (roll < 0.2) props[name] = Math.round(next() * 100);
    else if (roll < 0.3) props[name] = null;
    else if (roll < 0.35) delete props[name];
  }
  const nutrients = from.items_nutrient.flatMap((item) => {
    const roll = next();
    if (roll < 0.2) return [{ ...item, val: pick([null, 0, 1, 2.5, 7]) }];
    if (roll < 0.3) return [{ ...item, is_remove: true }];
    if (roll < 0.4) return [];
    return [item];
  });
  if (next() < 0.5) nutrients.push({ id: newIds, val: pick([null, 1, 3]) });
  const photos = from.items_photo.map((item) => (next() < 0.25 ? { ...item, is_remove: true } : item));
  if (next() < 0.5) photos.push({ id: newIds + 1 });
  return {
    faza: next() < 0.3 ? pick([-1, 0, 1, 2]) : from.faza,
    days: next() < 0.3 ? Math.floor(next() * 14) : from.days,
    text: next() < 0.4 ? pick(['', 'short', 'a longer note about the plants', `${from.text} more`]) : from.text,
    props,
    items_nutrient: nutrients,
    items_photo: photos,
  };
}

function generatedBase(next: () => number): MergeableWeek {
  const props: Record<string, unknown> = {};
  for (const name of PROP_NAMES) if (next() < 0.6) props[name] = next() < 0.2 ? null : Math.round(next() * 100);
  return {
    faza: Math.floor(next() * 4) - 1,
    days: Math.floor(next() * 14),
    text: next() < 0.5 ? '' : 'base text',
    props,
    items_nutrient: Array.from({ length: Math.floor(next() * 4) }, (_, i) => ({ id: i + 1, val: next() < 0.3 ? null : i + 1, ...(next() < 0.2 ? { is_remove: true } : {}) })),
    items_photo: Array.from({ length: Math.floor(next() * 4) }, (_, i) => ({ id: i + 1, ...(next() < 0.2 ? { is_remove: true } : {}) })),
  };
}

describe('generated cases', () => {
  const CASES = 300;
  it(`merging with remote === base returns local (${CASES} cases)`, () => {
    const next = createRng(42).next;
    for (let i = 0; i < CASES; i += 1) {
      const base = generatedBase(next);
      const local = edit(base, next, 100);
      const result = mergeWeek(base, local, structuredClone(base));
      expect(result.merged, `case ${i}`).toEqual(local);
      expect(result.conflicts).toEqual([]);
    }
  });
  it(`merging with local === base returns remote (${CASES} cases)`, () => {
    const next = createRng(7).next;
    for (let i = 0; i < CASES; i += 1) {
      const base = generatedBase(next);
      const remote = edit(base, next, 200);
      const result = mergeWeek(base, structuredClone(base), remote);
      expect(result.merged, `case ${i}`).toEqual(remote);
      expect(result.conflicts).toEqual([]);
    }
  });
  it(`merging a week with itself returns it, and both edits survive a merge (${CASES} cases)`, () => {
    const next = createRng(2024).next;
    for (let i = 0; i < CASES; i += 1) {
      const base = generatedBase(next);
      const local = edit(base, next, 100);
      const remote = edit(base, next, 200);
      expect(mergeWeek(base, local, local).merged, `case ${i}`).toEqual(local);
      const { merged } = mergeWeek(base, local, remote);
      // Photos are never dropped, and added nutrients are kept.
      const photoIds = new Set(merged.items_photo.map((item) => item.id));
      for (const item of [...base.items_photo, ...local.items_photo, ...remote.items_photo]) expect(photoIds.has(item.id)).toBe(true);
      const nutrientIds = new Set(merged.items_nutrient.map((item) => item.id));
      for (const item of [...local.items_nutrient, ...remote.items_nutrient]) {
        if (!base.items_nutrient.some((old) => old.id === item.id)) expect(nutrientIds.has(item.id)).toBe(true);
      }
      // Merging the result again against the same remote changes nothing more.
      expect(mergeWeek(base, merged, remote).merged.text).toBe(merged.text);
    }
  });
});
