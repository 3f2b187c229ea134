// @vitest-environment node
// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeScreenStrings } from './screen-strings-plugin';

function files(contents: Record<string, unknown>[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'screen-strings-'));
  return contents.map((content, index) => {
    const file = path.join(dir, `${index}.json`);
    writeFileSync(file, JSON.stringify(content));
    return file;
  });
}

describe('screen strings of one language', () => {
  it('keeps every area under its own top-level key', () => {
    expect(mergeScreenStrings(files([{ diary: { title: 'Diary' } }, { strains: { title: 'Strains' }, saved: { title: 'Saved' } }])))
      .toEqual({ diary: { title: 'Diary' }, strains: { title: 'Strains' }, saved: { title: 'Saved' } });
  });

  it('refuses two files giving the same top-level key, naming both', () => {
    const [first, second] = files([{ strains: { a: 'A' } }, { strains: { b: 'B' } }]);
    expect(() => mergeScreenStrings([first!, second!])).toThrow(/"strains" is in both .*0\.json and .*1\.json/);
  });
});
