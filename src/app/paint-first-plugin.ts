// Build step: the loader a page rendered on the server names (src/app/paint-first.ts) as one file that imports nothing.
// As an entry of the app's build it shared its constants with the app through a chunk of its own, a second request
// the loader waited for, chained behind its own, before the page's largest picture counted as painted.
import { build } from 'rolldown';
import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const LOADER_NAME = 'paint-first.js';

/** Bundles `source` alone (minified, the app's target) and emits it as an asset, named `assets/paint-first-[hash].js`. */
export function paintFirstLoader(source: string): Plugin {
  return {
    name: 'growdiaries-paint-first',
    apply: 'build',
    async generateBundle() {
      const { output } = await build({ input: source, write: false, transform: { target: 'es2022' }, output: { format: 'es', minify: true } });
      this.emitFile({ type: 'asset', name: LOADER_NAME, source: output[0].code });
    },
  };
}

/** The loader's file in the bundle, once emitted. */
export function paintFirstFile(bundle: OutputBundle): string | undefined {
  return Object.values(bundle).find((item): item is OutputAsset => item.type === 'asset' && item.names.includes(LOADER_NAME))?.fileName;
}
