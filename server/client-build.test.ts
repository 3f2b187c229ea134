// @vitest-environment node
// The client is rebuilt only when dist/ lacks a stamp or its server-rendering build, or a source file is newer than it.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isClientStale } from './client-build';
import { ssrDirOf } from './ssr/render-page';

let root: string;
const dist = () => path.join(root, 'dist');
const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'growdiaries-build-'));
  await mkdir(path.join(root, 'src', 'deep'), { recursive: true });
  await mkdir(dist());
  await writeFile(path.join(root, 'index.html'), '<html></html>');
  await writeFile(path.join(root, 'src', 'deep', 'a.ts'), 'export {}');
  await writeFile(path.join(dist(), 'index.html'), '<html></html>');
  await mkdir(ssrDirOf(dist()));
  await writeFile(path.join(ssrDirOf(dist()), 'entry-server.js'), 'export {}');
  for (const file of ['index.html', 'src/deep/a.ts', 'src/deep', 'src']) await utimes(path.join(root, file), at(0), at(0));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('isClientStale', () => {
  it('is stale without a stamp, fresh after one, stale again when a nested source changes', async () => {
    expect(await isClientStale(root, dist())).toBe(true);
    await writeFile(path.join(dist(), '.build-stamp'), 'built');
    await utimes(path.join(dist(), '.build-stamp'), at(10), at(10));
    expect(await isClientStale(root, dist())).toBe(false);
    await utimes(path.join(root, 'src', 'deep', 'a.ts'), at(20), at(20));
    expect(await isClientStale(root, dist())).toBe(true);
  });

  it('is stale when the server-rendering build is missing', async () => {
    await utimes(path.join(dist(), '.build-stamp'), at(30), at(30));
    expect(await isClientStale(root, dist())).toBe(false);
    await rm(ssrDirOf(dist()), { recursive: true });
    expect(await isClientStale(root, dist())).toBe(true);
  });
});
