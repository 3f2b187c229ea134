// The browser build's chunk plan (src/app/chunk-plan.ts): once the module graph is known, which lazy entries load
// each module the shell does not; the codeSplitting group of vite.config.ts then names each planned module's chunk.
import type { Plugin } from 'vite';
import { planChunks, type PlannedModule } from './chunk-plan.ts';

/** What one file fewer per entry is worth, in bytes of code before minifying (chunk-plan.ts): 3000 took a diary
 * page from 33 files to 20 and all routes from 1465 files to 848, for a mean route 12.4 → 12.9 KB gzipped. */
const FILE_WORTH_BYTES = 3000;

export interface ChunkPlan {
  plugin: Plugin;
  /** The planned chunk of a module; null leaves it to the bundler (the shell's modules, a single route's). */
  chunkOf(id: string): string | null;
}

type ModuleInfoOf = (id: string) => { isEntry: boolean; importedIds: readonly string[]; dynamicImporters: readonly string[]; code: string | null } | null;

/** Every module the entries (the shell) reach by static imports: those stay where the bundler puts them. */
function shellModules(ids: readonly string[], info: ModuleInfoOf): Set<string> {
  const shell = new Set<string>();
  const pending = ids.filter((id) => info(id)?.isEntry);
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (shell.has(id)) continue;
    shell.add(id);
    pending.push(...(info(id)?.importedIds ?? []));
  }
  return shell;
}

/** For each module outside the shell, the lazy entries (modules something imports dynamically) that load it. */
function lazyEntriesOf(ids: readonly string[], shell: ReadonlySet<string>, info: ModuleInfoOf): Map<string, Set<string>> {
  const entriesOf = new Map<string, Set<string>>();
  for (const entry of ids.filter((id) => !shell.has(id) && (info(id)?.dynamicImporters.length ?? 0) > 0)) {
    const seen = new Set<string>();
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || shell.has(id)) continue;
      seen.add(id);
      (entriesOf.get(id) ?? entriesOf.set(id, new Set()).get(id)!).add(entry);
      stack.push(...(info(id)?.importedIds ?? []));
    }
  }
  return entriesOf;
}

export function chunkPlan(): ChunkPlan {
  let names = new Map<string, string>();
  const plugin: Plugin = {
    name: 'growdiaries:chunk-plan',
    buildEnd() {
      const info: ModuleInfoOf = (id) => this.getModuleInfo(id);
      const ids = [...this.getModuleIds()];
      const entriesOf = lazyEntriesOf(ids, shellModules(ids, info), info);
      const modules: PlannedModule[] = [...entriesOf].map(([id, entries]) => ({ id, entries, size: info(id)?.code?.length ?? 0 }));
      names = planChunks(modules, FILE_WORTH_BYTES);
    },
  };
  return { plugin, chunkOf: (id) => names.get(id) ?? null };
}
