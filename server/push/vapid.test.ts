// @vitest-environment node
// The VAPID key pair: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (several nodes share one pair), otherwise
// made once in the data folder and read back.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadVapidKeys } from './vapid';

let dataDir: string;
beforeEach(async () => { dataDir = await mkdtemp(path.join(os.tmpdir(), 'gd-vapid-')); });
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('loadVapidKeys', () => {
  it('uses the pair of the environment on every node, writing no file', async () => {
    const pair = webpush.generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
    expect(await loadVapidKeys(dataDir, env)).toEqual(pair);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses half a pair', async () => {
    await expect(loadVapidKeys(dataDir, { VAPID_PUBLIC_KEY: 'x' })).rejects.toThrow(/both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/);
  });

  it('without the environment, makes one pair in the data folder and keeps it', async () => {
    const first = await loadVapidKeys(dataDir, {});
    expect(await loadVapidKeys(dataDir, {})).toEqual(first);
    expect(await readdir(dataDir)).toEqual(['vapid.json']);
  });
});
