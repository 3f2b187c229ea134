// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTempId, newTempId, resolveBody, unresolvedTempIds } from './temp-ids';

describe('temporary ids', () => {
  it('are negative and unique even within one millisecond', () => {
    const ids = [newTempId(1000), newTempId(1000), newTempId(1000)];
    expect(new Set(ids).size).toBe(3);
    expect(ids.every(isTempId)).toBe(true);
    expect(isTempId(5)).toBe(false);
  });

  it('are replaced in id fields of bodies at any depth, and nowhere else', () => {
    const real = new Map([[-17, 42]]);
    const body = { diary_id: -17, days: -17, items: [{ photo_id: -17, val: -17 }], props: { ph: 6.2 } };
    expect(resolveBody(body, real)).toEqual({ diary_id: 42, days: -17, items: [{ photo_id: 42, val: -17 }], props: { ph: 6.2 } });
  });

  it('tells which temporary ids are still unresolved', () => {
    expect(unresolvedTempIds('/api/diaries/-3/weeks', { photo_id: -4, days: -1 })).toEqual([-3, -4]);
    expect(unresolvedTempIds('/api/diaries/3/weeks', { photo_id: 4 })).toEqual([]);
  });
});
