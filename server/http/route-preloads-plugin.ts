// Build step: dist/route-preloads.json, the chunks (JavaScript and CSS) each lazily loaded route file needs beyond the
// entry, and the screen strings chunk of each language, so the server can list them as preloads in the HTML of a page
// opened directly (server/http/route-preloads.ts); every route file, so it can answer 404 for pages that do not exist;
// and the file of the loader that pages rendered on the server name.
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** A route file (relative to src/routes, e.g. "_default/strains/$id/index.tsx") and the files its split code needs. */
export interface RouteChunks { route: string; js: string[]; css: string[] }

/** `pages`: every route file of the app (split or not), so the server can tell a page that does not exist (a 404).
 * `paintFirst`: the loader a page rendered on the server names instead of the shell's scripts (src/app/paint-first.ts). */
export interface RoutePreloadsFile { routes: RouteChunks[]; screenStrings: Record<string, string[]>; pages?: string[]; paintFirst?: string }

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const SPLIT_ROUTE = /\/src\/routes\/(.+?\.tsx)\?tsr-split=/;
const ROUTE_MODULE = /\/src\/routes\/([^?]+\.tsx)(?:\?|$)/;
const SCREEN_STRINGS = /^\0virtual:screen-strings\/(.+)$/;

/** Every chunk a chunk imports statically, itself included, in import order. */
function closure(bundle: OutputBundle, start: string, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  const chunk = bundle[start];
  if (chunk?.type !== 'chunk') return into;
  into.add(start);
  for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

/** `loaderFile` finds the loader's file in the bundle (src/app/paint-first-plugin.ts emits it). */
export function routePreloads(loaderFile: (bundle: OutputBundle) => string | undefined): Plugin {
  return {
    name: 'growdiaries-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      // What the shell loads anyway: the entry and what it imports statically.
      const shell = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(bundle, entry.fileName, shell);
      const routes: RouteChunks[] = [];
      const screenStrings: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const lang = chunk.facadeModuleId?.match(SCREEN_STRINGS)?.[1];
        if (lang) screenStrings[lang] = [...closure(bundle, chunk.fileName)].filter((file) => !shell.has(file));
        const route = chunk.facadeModuleId?.match(SPLIT_ROUTE)?.[1];
        if (!route || !chunk.isDynamicEntry) continue;
        const files = [...closure(bundle, chunk.fileName)].filter((file) => !shell.has(file));
        const css = files.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]);
        routes.push({ route, js: files, css: [...new Set(css)] });
      }
      routes.sort((a, b) => a.route.localeCompare(b.route));
      const pages = [...new Set(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => id.match(ROUTE_MODULE)?.[1] ?? '')))]
        .filter((route) => route && !route.startsWith('__')).sort();
      const paintFirst = loaderFile(bundle);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify({ routes, screenStrings, pages, paintFirst } satisfies RoutePreloadsFile) });
    },
  };
}
