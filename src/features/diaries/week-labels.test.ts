import { describe, expect, it } from 'vitest';
import { numberWeeks } from './week-labels';

describe('numberWeeks', () => {
  it('numbers growing weeks in order and leaves the harvest without a number', () => {
    const numbers = numberWeeks([{ id: 7, faza: -1 }, { id: 3, faza: 0 }, { id: 9, faza: 1 }, { id: 4, faza: 2 }]);
    expect([...numbers.entries()]).toEqual([[7, 1], [3, 2], [9, 3], [4, null]]);
  });
});
