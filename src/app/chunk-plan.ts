// Which chunk each shared lazy module goes to. Modules that the same lazy entries load share a chunk, as the bundler
// splits them; then, smallest first, a chunk joins the smallest chunk whose entries include all of its own, when the
// bytes that the other entries of that chunk then load for nothing are worth the file its own entries no longer
// fetch. Fewer files for a page to fetch and for the service worker to precache, hardly more bytes.

export interface PlannedModule {
  id: string;
  /** Bytes of its code (before minifying: only compared with each other and the file's worth). */
  size: number;
  /** The lazy entries (route chunks, dynamic imports) that load it. */
  entries: ReadonlySet<string>;
}

interface Group {
  key: string;
  entries: ReadonlySet<string>;
  size: number;
  modules: string[];
}

const keyOf = (entries: ReadonlySet<string>) => [...entries].sort().join('\n');
const isStrictSuperset = (outer: ReadonlySet<string>, inner: ReadonlySet<string>) =>
  outer.size > inner.size && [...inner].every((entry) => outer.has(entry));

/** The smallest group loaded by every entry of `group` and more; the first found of equal size. Taking the smallest
 * keeps the chunks free of import cycles: no other group's entries lie strictly between the two. */
function smallestSuperset(group: Group, groups: Iterable<Group>): Group | null {
  let best: Group | null = null;
  for (const other of groups) {
    if (isStrictSuperset(other.entries, group.entries) && (!best || other.entries.size < best.entries.size)) best = other;
  }
  return best;
}

/**
 * Chunk names by module id, for the modules two entries or more load (a module of one entry stays in that entry's
 * chunk). `fileWorth`: the bytes of code one file fewer per entry is worth; a chunk joins its superset when
 * size × (entries that gain it) ≤ fileWorth × (entries that fetch one file fewer).
 */
export function planChunks(modules: readonly PlannedModule[], fileWorth: number): Map<string, string> {
  const groups = new Map<string, Group>();
  for (const module of modules) {
    if (module.entries.size < 2) continue;
    const key = keyOf(module.entries);
    const group = groups.get(key) ?? groups.set(key, { key, entries: module.entries, size: 0, modules: [] }).get(key)!;
    group.size += module.size;
    group.modules.push(module.id);
  }
  for (const group of [...groups.values()].sort((a, b) => a.size - b.size || a.key.localeCompare(b.key))) {
    const target = smallestSuperset(group, groups.values());
    if (!target || group.size * (target.entries.size - group.entries.size) > fileWorth * group.entries.size) continue;
    target.size += group.size;
    target.modules.push(...group.modules);
    groups.delete(group.key);
  }
  const names = new Map<string, string>();
  [...groups.values()].forEach((group, index) => group.modules.forEach((id) => names.set(id, `shared-${index}`)));
  return names;
}
