// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planChunks, type PlannedModule } from './chunk-plan';

const module = (id: string, size: number, ...entries: string[]): PlannedModule => ({ id, size, entries: new Set(entries) });

/** The plan as lists of module ids per chunk, sorted, for comparing. */
function chunksOf(plan: Map<string, string>): string[][] {
  const chunks = new Map<string, string[]>();
  for (const [id, name] of plan) chunks.set(name, [...(chunks.get(name) ?? []), id]);
  return [...chunks.values()].map((ids) => ids.sort()).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

describe('planChunks', () => {
  it('leaves a module of one entry to that entry, and groups modules that the same entries load', () => {
    const plan = planChunks([
      module('only-a', 900, 'A'),
      module('ab-1', 5000, 'A', 'B'),
      module('ab-2', 4000, 'B', 'A'),
      module('bc', 8000, 'B', 'C'),
    ], 0);
    expect(plan.has('only-a')).toBe(false);
    expect(chunksOf(plan)).toEqual([['ab-1', 'ab-2'], ['bc']]);
  });

  it('puts a small chunk into the smallest chunk loaded by all of its entries and more', () => {
    const plan = planChunks([
      module('ab', 500, 'A', 'B'),
      module('abc', 20_000, 'A', 'B', 'C'),
      module('abcd', 30_000, 'A', 'B', 'C', 'D'),
    ], 3000);
    // 500 bytes for C alone, against one file fewer for A and B: worth it. Not into abcd, which C and D would load.
    expect(chunksOf(plan)).toEqual([['ab', 'abc'], ['abcd']]);
  });

  it('keeps a chunk apart when the entries that would load it for nothing cost more than the files saved', () => {
    const plan = planChunks([
      module('ab', 4000, 'A', 'B'),
      module('abcdef', 20_000, 'A', 'B', 'C', 'D', 'E', 'F'),
    ], 3000);
    // 4000 bytes × 4 entries that gain them > 3000 × 2 entries that fetch one file fewer.
    expect(chunksOf(plan)).toEqual([['ab'], ['abcdef']]);
  });

  it('never joins chunks whose entries only overlap, since each side would load the other\'s code', () => {
    const plan = planChunks([module('ab', 100, 'A', 'B'), module('bc', 100, 'B', 'C')], 3000);
    expect(chunksOf(plan)).toEqual([['ab'], ['bc']]);
  });

  it('merges in chains, smallest first, so that a chunk grown by a merge can still join its own superset', () => {
    const plan = planChunks([
      module('ab', 200, 'A', 'B'),
      module('abc', 300, 'A', 'B', 'C'),
      module('abcd', 10_000, 'A', 'B', 'C', 'D'),
    ], 3000);
    expect(chunksOf(plan)).toEqual([['ab', 'abc', 'abcd']]);
  });
});
