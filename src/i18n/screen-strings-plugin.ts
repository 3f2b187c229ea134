// Build step: one module per language, `virtual:screen-strings/{lang}`, holding every screen-string file of that language.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:screen-strings/';
const RESOLVED = `\0${PREFIX}`;

/** locales/screens/{lang}.json and locales/screens/{area}/{lang}.json of one language. */
function screenFiles(screensDir: string, lang: string): string[] {
  const areas = readdirSync(screensDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => path.join(screensDir, entry.name));
  return [screensDir, ...areas].map((dir) => path.join(dir, `${lang}.json`)).filter((file) => {
    try {
      return readFileSync(file).length > 0;
    } catch {
      return false;
    }
  });
}

/** Merges the files' top-level keys; two files giving the same top-level key is a mistake the build reports. */
export function mergeScreenStrings(files: string[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const file of files) {
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(strings)) {
      if (owner.has(key)) throw new Error(`Screen strings: "${key}" is in both ${owner.get(key)} and ${file}`);
      owner.set(key, file);
      merged[key] = value;
    }
  }
  return merged;
}

/**
 * Each area keeps its strings in its own files, yet a language loads as one request (and the first load carries
 * five loaders instead of one per file).
 */
export function screenStrings(screensDir: string): Plugin {
  return {
    name: 'growdiaries-screen-strings',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const files = screenFiles(screensDir, id.slice(RESOLVED.length));
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(mergeScreenStrings(files))};`;
    },
  };
}
