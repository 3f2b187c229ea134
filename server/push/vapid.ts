// The server's VAPID key pair (RFC 8292): made at the first start and kept in DATA_DIR/vapid.json (mode 0600), so
// every subscription made with its public key stays valid across restarts; or VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY,
// the same on every node when several serve one site (a subscription made through one is pushed to by any other).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Who runs this server, named in each push's VAPID token so a push service can reach its operator. */
export const VAPID_SUBJECT = 'mailto:push@growdiaries.app';

const FILE_NAME = 'vapid.json';

function isKeys(value: unknown): value is VapidKeys {
  const keys = value as Partial<VapidKeys> | null;
  return typeof keys?.publicKey === 'string' && typeof keys.privateKey === 'string';
}

/** The key pair of the environment when it names one, otherwise that of `dataDir`, created (and written only by its
 * owner's account) when there is none yet. */
export async function loadVapidKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.');
  const file = path.join(dataDir, FILE_NAME);
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isKeys(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    throw new Error(`${file} holds no VAPID key pair: remove it to make a new one (existing push subscriptions then stop working).`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  // 'wx': two processes starting at once never overwrite each other's pair; the loser reads the winner's.
  try {
    await writeFile(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(dataDir, env);
    throw error;
  }
  return keys;
}
