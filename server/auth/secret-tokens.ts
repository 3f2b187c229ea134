// Secrets handed out once (session tokens, mail links, sign-in states and tickets): random bytes as base64url, of
// which only the SHA-256 is ever stored, so a copy of the database opens nothing.
import { createHash, randomBytes } from 'node:crypto';

/** A new secret of `bytes` random bytes (32: 256 bits), base64url. */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
