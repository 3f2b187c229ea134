// Build of the PWA (router code generation, React, service worker by injectManifest), of its server-rendering entry
// (`vite build --ssr src/entry-server.tsx`: into dist-ssr/, without the worker or the build manifest) and the unit-test runner.
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { routePreloads } from './server/http/route-preloads-plugin.ts';
import { screenStrings } from './src/i18n/screen-strings-plugin.ts';
import { chunkPlan } from './src/app/chunk-plan-plugin.ts';
import { paintFirstFile, paintFirstLoader } from './src/app/paint-first-plugin.ts';
import { webManifest } from './src/app/web-manifest.ts';

/** Libraries loaded on every page: React, the router and i18next (not the virtual list of long pages, nor Dexie). */
const BOOT_LIBRARIES = /node_modules\/(react|react-dom|scheduler|@tanstack\/(?!react-virtual|virtual-core)[^/]+|i18next|use-sync-external-store|cookie-es|tiny-invariant|tiny-warning)\//;

/** Tiny modules the entry shares with lazy chunks (Vite's preload helper among them): kept with the libraries rather
 * than as files of a few hundred bytes. */
const SHARED_BOOT_MODULES = /vite\/preload-helper|\/src\/(db\/(database-name|load-database|use-device-query)|sync\/outbox\/sync-state|sync\/transport\/connectivity|sync\/transport\/notices|domain\/api\/ids|domain\/week\/faza|i18n\/use-translation|ui\/use-page-title)\.ts$/;

/** Dexie and the app's database, one file that the shell loads on first use (src/db/load-database.ts). */
const DATABASE_MODULES = /node_modules\/(dexie|dexie-react-hooks)\/|\/src\/db\/(database|live-database)\.ts$/;

/**
 * Modules the service worker's build takes in place of the page's: `X.ts` becomes `X.worker.ts`. A service worker
 * has no import(), so what the page loads on demand the worker imports.
 */
function workerModules(): Plugin {
  const swapped = /\/src\/db\/(upgrade-loader|load-database)\.ts$/;
  return {
    name: 'growdiaries:worker-modules',
    enforce: 'pre',
    async resolveId(source, importer) {
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && swapped.test(resolved.id) ? resolved.id.replace(/\.ts$/, '.worker.ts') : null;
    },
  };
}

/** Routes whose components ship in the entry chunk instead of lazy chunks. */
const ENTRY_ROUTES = new Set(['/_default', '/_default/']);

/**
 * The build manifest the app polls for updates: builds/latest.json ({build_id, built_at}, never precached: not in
 * globPatterns), and the same two values inside the app as import.meta.env.VITE_BUILD_ID and VITE_BUILT_AT.
 */
function buildManifest(): Plugin {
  const build = { build_id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, built_at: new Date().toISOString() };
  return {
    name: 'growdiaries-build-manifest',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(build.build_id), 'import.meta.env.VITE_BUILT_AT': JSON.stringify(build.built_at) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(build) });
    },
  };
}

/** The SSR build has no build manifest of its own: the build's id inside it only tells it is the server's. */
const SERVER_BUILD_INFO = { 'import.meta.env.VITE_BUILD_ID': JSON.stringify('ssr'), 'import.meta.env.VITE_BUILT_AT': JSON.stringify('') };

/** The chunks of modules that several routes share, planned from the module graph (src/app/chunk-plan.ts). */
const sharedChunks = chunkPlan();

/** What only the browser's build has: the build manifest, the chunk plan, the server-rendered pages' loader (before
 * the route preloads, which name it), the route preloads and the service worker. */
const browserPlugins = () => [
  buildManifest(),
  sharedChunks.plugin,
  paintFirstLoader(fileURLToPath(new URL('./src/app/paint-first.ts', import.meta.url))),
  routePreloads(paintFirstFile),
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: webManifest,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
      globIgnores: ['**/node_modules/**', 'screenshots/**'],
      buildPlugins: { vite: [workerModules()] },
    },
    devOptions: { enabled: false },
  }),
];

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // React 19 has useSyncExternalStore: the router's store takes the package's React 18+ build, not its fallback shim.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      // Dexie's ES module build (its default import is a wrapper around the UMD bundle, which nothing can tree-shake).
      dexie: fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // The default layout and the home page are the first paint: they ship in the entry chunk.
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (ENTRY_ROUTES.has(routeId) ? [] : undefined) },
      quoteStyle: 'single',
    }),
    react(),
    screenStrings(fileURLToPath(new URL('./locales/screens', import.meta.url))),
    ...(isSsrBuild ? [] : browserPlugins()),
  ],
  define: isSsrBuild ? SERVER_BUILD_INFO : {},
  build: isSsrBuild
    // Node modules stay external: the server's node_modules serve both.
    ? { outDir: 'dist-ssr', target: 'node20', sourcemap: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 500,
        // Lazy chunks list no dependencies to preload: the lists cost the first load ~2 KB, and the installed app reads
        // every chunk from the service worker's precache anyway. The shell's own preloads stay. No polyfill: browsers
        // without modulepreload (Safari before 17) load the same modules, only without the early hint.
        modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))) },
        // One file for the libraries every page needs compresses better than many small ones (npm run bench).
        rolldownOptions: {
          input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
          output: { codeSplitting: { groups: [
            { name: 'vendor', test: (id) => BOOT_LIBRARIES.test(id) || SHARED_BOOT_MODULES.test(id), priority: 2 },
            // The device's database and Dexie: loaded after the first render by the shell, with their code by the routes.
            // Its own imports stay out: the shell's (the database's name) would make the shell import this file.
            { name: 'database', test: (id) => DATABASE_MODULES.test(id), includeDependenciesRecursively: false, priority: 2 },
            // Routes' shared modules in fewer files; a module's imports stay where the plan put them.
            { name: (id) => sharedChunks.chunkOf(id), debugName: 'shared', includeDependenciesRecursively: false, priority: 1 },
          ] } },
        },
      },
  server: { proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080' } },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Every core: Vitest's default leaves one free, which on a two-core machine ran the files one at a time (278 s
    // against 187 s for the unit tests).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/domain/**'],
          // Bundled like the app, so the hooks use the same Dexie build (the alias above) as the app's database.
          server: { deps: { inline: ['dexie-react-hooks'] } },
        },
      },
      {
        extends: true,
        // The pure rules need no browser: no jsdom to set up for each file.
        test: { name: 'domain', environment: 'node', include: ['src/domain/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Tests of PostgreSQL-only parts (*.pg.test.ts) run when TEST_DATABASE_URL names a server (npm run test:postgres).
          exclude: process.env.TEST_DATABASE_URL ? configDefaults.exclude : [...configDefaults.exclude, '**/*.pg.test.ts'],
          // The demo data is seeded once per run; seeded test servers copy it (server/test-seed-template.ts).
          globalSetup: ['server/test-seed-template.ts'],
          // One module graph per worker, not per file: importing the server for each file was half the run (318 s
          // against 130 s). Server tests share no module state: each builds its own app on its own database copy.
          isolate: false,
        },
      },
    ],
  },
}));
