// The address of a catalogue list: a bad value in it is dropped, never an error.
import { describe, expect, it } from 'vitest';
import { readListSearch } from './list-search';

describe('readListSearch', () => {
  it('keeps a trimmed filter, a known order and a page from 2 on', () => {
    expect(readListSearch({ q: ' royal ', sort: 'rating', page: '3' })).toEqual({ q: 'royal', sort: 'rating', page: 3 });
    expect(readListSearch({ page: 2 })).toEqual({ q: undefined, sort: undefined, page: 2 });
  });

  it('drops an empty filter, an unknown order and a page that is not a whole number above 1', () => {
    for (const page of ['1', '0', '-2', '2.5', 'x', '100000']) expect(readListSearch({ page }).page, page).toBeUndefined();
    expect(readListSearch({ q: '   ', sort: 'price' })).toEqual({ q: undefined, sort: undefined, page: undefined });
    expect(readListSearch({ q: 'x'.repeat(200) }).q).toHaveLength(80);
  });
});
