// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Photo } from '@/domain/photo/photo';
import { movePhoto, photoRows } from './week-photos';

const photo = (id: number, extra: Partial<Photo> = {}): Photo => ({
  id, comment: `p${id}`, size_s: '', size_m: '', size_xl: '', size_big: '', width: 4, height: 3, ...extra,
});

describe('photoRows', () => {
  it('keeps the edited order and edits, appends photos uploaded meanwhile, drops photos gone from the week', () => {
    const rows = photoRows(
      [{ id: 2, comment: 'new words', is_remove: true }, { id: 9, comment: '', is_remove: false }, { id: 1, comment: 'p1', is_remove: false }],
      [photo(1), photo(2), photo(3, { is_remove: true })],
    );
    expect(rows.map((row) => row.edit)).toEqual([
      { id: 2, comment: 'new words', is_remove: true },
      { id: 1, comment: 'p1', is_remove: false },
      { id: 3, comment: 'p3', is_remove: true },
    ]);
    expect(rows.map((row) => row.photo.id)).toEqual([2, 1, 3]);
  });
});

describe('movePhoto', () => {
  it('swaps with the neighbour and stays put at the ends', () => {
    expect(movePhoto(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
