// @vitest-environment node
// The mutator registry: one definition per name, found by it.
import { describe, expect, it } from 'vitest';
import { mutatorOf, registeredMutators } from './registry';

describe('the mutator registry', () => {
  it('holds each write once, found by its name', () => {
    const names = registeredMutators.map((mutator) => mutator.name);
    expect(new Set(names).size).toBe(names.length);
    for (const mutator of registeredMutators) expect(mutatorOf(mutator.name)).toBe(mutator);
    expect(mutatorOf('no.such.write')).toBeUndefined();
  });
});
