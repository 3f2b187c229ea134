// @vitest-environment node
// Password hashing: format, round trip at the real cost, and rejection of wrong or malformed hashes.
import { describe, expect, it } from 'vitest';
import { hashPassword, UNUSABLE_HASH, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with N=2^17 by default and verifies the round trip', async () => {
    const hash = await hashPassword('correct horse battery');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(64);
    expect(hash).not.toContain('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery!', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password', 2 ** 10), hashPassword('same password', 2 ** 10)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('never matches the unusable hash or a malformed one', async () => {
    expect(await verifyPassword('', UNUSABLE_HASH)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
