// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { labelWeeks } from './week-labels';

describe('labelWeeks', () => {
  it('numbers growing weeks in order and counts their days across the grow', () => {
    const labels = labelWeeks([
      { id: 7, faza: -1, days: 5 },
      { id: 3, faza: 0, days: 7 },
      { id: 9, faza: 1, days: 7 },
      { id: 4, faza: 2, days: 0 },
    ]);
    expect([...labels.entries()]).toEqual([
      [7, { number: 1, days: { from: 1, to: 5 } }],
      [3, { number: 2, days: { from: 6, to: 12 } }],
      [9, { number: 3, days: { from: 13, to: 19 } }],
      [4, { number: null, days: null }],
    ]);
  });
});
