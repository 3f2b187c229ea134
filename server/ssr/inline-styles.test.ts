// @vitest-environment node
// The CSS of a page rendered on the server, inlined into its head: every stylesheet and style preload of the built
// client becomes its CSS, nothing in a file can close the <style> element, and each file stays linked without blocking.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStyleInliner, styleSafeCss, type StyleInliner } from './inline-styles';

const HEAD = [
  '<link rel="stylesheet" crossorigin href="/assets/index-A1.css">',
  '<link rel="preload" as="style" crossorigin href="/assets/_id-B2.css" />',
  '<link rel="preload" as="style" crossorigin href="/assets/gone-C3.css" />',
  '<link rel="modulepreload" crossorigin href="/assets/_id-B2.js" />',
].join('\n');

let distDir: string;
let inline: StyleInliner;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'growdiaries-styles-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets', 'index-A1.css'), 'body{margin:0}');
  await writeFile(path.join(distDir, 'assets', '_id-B2.css'), '._cover_1{content:"</style><script>alert(1)</script>"}.b::after{content:"</STYLE >"}');
  inline = createStyleInliner(distDir);
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

describe('inlined styles', () => {
  it("writes the shell's stylesheets and the route's style preloads into the head, in their order, each file still linked, disabled", () => {
    expect(inline(HEAD).split('\n')).toEqual([
      '<style>body{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/index-A1.css" disabled />',
      '<style>._cover_1{content:"<\\/style><script>alert(1)</script>"}.b::after{content:"<\\/STYLE >"}</style><link rel="stylesheet" crossorigin href="/assets/_id-B2.css" disabled />',
      // A file the build does not have stays a stylesheet: the page still looks right.
      '<link rel="stylesheet" crossorigin href="/assets/gone-C3.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/_id-B2.js" />',
    ]);
  });

  it('lets no CSS close its <style> element: the only closing tag of each is its own', () => {
    const head = inline(HEAD);
    expect(head.match(/<\/style/gi)).toHaveLength(2);
    expect(styleSafeCss('a{}</style  ><img src=x onerror=alert(1)>')).toBe('a{}<\\/style  ><img src=x onerror=alert(1)>');
  });
});
