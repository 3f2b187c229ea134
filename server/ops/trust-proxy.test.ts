// @vitest-environment node
// Behind a proxy (TRUST_PROXY): a request's address (request.ip, what every per-address limit counts) is the grower's
// from X-Forwarded-For, not the proxy's own; without it, a forged header changes nothing.
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { startTestServer, type TestServer } from '../test-support';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ seed: false }); });
afterAll(() => server.close());

/** The address a node logs for a request from the local proxy naming `forwardedFor`. */
async function loggedAddress(trustProxy: string[] | undefined, forwardedFor: string): Promise<unknown> {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(chunk.toString()); done(); } });
  const app = await buildApp({ db: server.db, dataDir: server.dataDir, distDir: path.join(server.dataDir, 'no-dist'), trustProxy, logger: { level: 'info', stream } });
  await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': forwardedFor }, remoteAddress: '127.0.0.1' });
  await app.close();
  const incoming = lines.map((line) => JSON.parse(line) as { msg: string; req?: { remoteAddress: string } }).find((line) => line.msg === 'incoming request');
  return incoming?.req?.remoteAddress;
}

describe('TRUST_PROXY', () => {
  it('reads a list of proxies, or none', () => {
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(readConfig({ TRUST_PROXY: ' ' }).trustProxy).toBeUndefined();
    expect(readConfig({}).trustProxy).toBeUndefined();
  });

  it('takes the grower\'s address from X-Forwarded-For sent by a trusted proxy', async () => {
    expect(await loggedAddress(['127.0.0.1'], '198.51.100.4, 203.0.113.5')).toBe('203.0.113.5');
  });

  it('keeps the connection\'s address when the proxy is not trusted', async () => {
    expect(await loggedAddress(['10.0.0.1'], '203.0.113.5')).toBe('127.0.0.1');
    expect(await loggedAddress(undefined, '203.0.113.5')).toBe('127.0.0.1');
  });
});
