// Builds the client with Vite when dist/ is missing or older than its sources, with its server-rendering build beside
// it (dist-ssr/), and compresses the built files.
import { existsSync } from 'node:fs';
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precompressDist } from './http/compression';
import { ssrDirOf } from './ssr/render-page';

const INPUT_FILES = ['index.html', 'vite.config.ts', 'package.json'];
const INPUT_DIRS = ['src', 'sw', 'public', 'locales'];
const STAMP = '.build-stamp';

/** The newest modification time (ms) of a file or of any file under a directory; 0 if absent. */
async function newestMtime(target: string): Promise<number> {
  const info = await stat(target).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/** True when dist/ has no stamp or a source changed after the last successful build. */
export async function isClientStale(rootDir: string, distDir: string): Promise<boolean> {
  const stampPath = path.join(distDir, STAMP);
  if (!existsSync(stampPath) || !existsSync(path.join(distDir, 'index.html')) || !existsSync(path.join(ssrDirOf(distDir), 'entry-server.js'))) return true;
  const inputs = [...INPUT_FILES, ...INPUT_DIRS].map((name) => newestMtime(path.join(rootDir, name)));
  const newest = Math.max(...(await Promise.all(inputs)));
  return newest > (await stat(stampPath)).mtimeMs;
}

/** Runs `vite build` in process when needed, for the browser and for server rendering; returns whether it built. */
export async function ensureClientBuilt(rootDir: string, distDir: string): Promise<boolean> {
  if (!(await isClientStale(rootDir, distDir))) return false;
  const { build } = await import('vite');
  await build({ configFile: path.join(rootDir, 'vite.config.ts'), root: rootDir, build: { outDir: distDir, emptyOutDir: true } });
  await build({ configFile: path.join(rootDir, 'vite.config.ts'), root: rootDir, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDirOf(distDir), emptyOutDir: true } });
  await precompressDist(distDir);
  await writeFile(path.join(distDir, STAMP), `${new Date().toISOString()}\n`);
  return true;
}
