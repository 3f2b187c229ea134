// Password hashing with Node's scrypt, stored as scrypt$N$r$p$salt_b64$hash_b64.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const DEFAULT_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// N=2^17, r=8 needs 128 MiB; Node refuses unless maxmem is raised.
const MAX_MEMORY = 256 * 1024 * 1024;

function deriveKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...options, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key));
  });
}

/** Hashes a password; `cost` (N) may only be lowered by tests. */
export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await deriveKey(password, Buffer.from(saltB64, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A well-formed hash of no real password, verified against when the account does not exist
 * (or has no password) so that such a sign-in costs the same time as a real one.
 */
export const UNUSABLE_HASH = `scrypt$${DEFAULT_COST}$${BLOCK_SIZE}$${PARALLELISM}$AAAAAAAAAAAAAAAAAAAAAA==$${'A'.repeat(86)}==`;
