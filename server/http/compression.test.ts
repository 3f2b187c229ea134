// @vitest-environment node
// Compressed answers: API JSON on the fly, built files from their precompressed twins, plain for clients without gzip or brotli.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support';
import { acceptedEncoding, precompressDist } from './compression';

const SCRIPT = `console.log(${JSON.stringify('grow '.repeat(600))});`;
let distDir: string;
let server: TestServer;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'growdiaries-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><div id="app"></div></body></html>');
  await writeFile(path.join(distDir, 'assets', 'app.js'), SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'tiny.js'), '1');
  await precompressDist(distDir);
  server = await startTestServer({ distDir });
});
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('compression', () => {
  it('picks brotli, then gzip, and never an encoding refused with q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('compresses API JSON for a browser that accepts it, and sends it plain otherwise', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/api/main' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await server.app.inject({ method: 'GET', url: '/api/main', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('serves built files from their compressed twins, with the file type, and small files as they are', async () => {
    expect(await readFile(path.join(distDir, 'assets', 'tiny.js.gz')).catch(() => null)).toBeNull();
    const gz = await server.app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await server.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.body).toBe(SCRIPT);
  });
});
