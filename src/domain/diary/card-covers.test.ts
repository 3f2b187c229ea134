import { describe, expect, it } from 'vitest';
import { EAGER_COVERS, leadCoverIndex } from './card-covers';

const cards = (...covers: boolean[]) => covers.map((cover) => ({ cover: cover ? { size_m: 'x.jpg' } : null }));

describe('leadCoverIndex', () => {
  it('is the first card with a cover, skipping a new diary without photos', () => {
    expect(leadCoverIndex(cards(true, true))).toBe(0);
    expect(leadCoverIndex(cards(false, false, true, true))).toBe(2);
  });

  it('is none when no card of the first screen has a cover', () => {
    expect(leadCoverIndex([])).toBe(-1);
    expect(leadCoverIndex(cards(...Array<boolean>(EAGER_COVERS).fill(false), true))).toBe(-1);
  });
});
