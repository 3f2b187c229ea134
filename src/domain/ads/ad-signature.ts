// The signature of ad statistics entries (spec §3 ad stat item {i, t, s, a, h}, §9): HMAC-SHA256 over a canonical
// string, with the key the server derives from the guest id. Pure and zod-free: the app signs, the server verifies,
// both through Web Crypto's SubtleCrypto (browsers and Node 20).
//
// Scheme (version 1):
//   key   = HMAC-SHA256(server secret, "adv-stat:" + guest id)                  (the server gives it at GET /api/adv/stat)
//   h     = "{ts}.{nonce}.{sig}"   ts: milliseconds since 1970 (server time), nonce: 16-32 random [A-Za-z0-9_-]
//   sig   = base64url(HMAC-SHA256(key, JSON.stringify(["v1", i, t, s, a, ts, nonce])))
// The server refuses a wrong sig (forged or tampered), a nonce it saw for this guest (replay) and a ts outside its window.

/** The fields an entry reports: banner id, placement, section and action. */
export interface AdStatFields { i: number; t: string; s: string; a: string }
/** A signed entry as queued and sent. */
export interface SignedAdStat extends AdStatFields { h: string }
/** What the signature string carries besides the MAC. */
export interface AdStatStamp { ts: number; nonce: string; sig: string }

const encoder = new TextEncoder();
const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,32}$/;
const SIG_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TS_PATTERN = /^\d{1,15}$/;

/** The bytes the MAC covers: every field, the time and the nonce, unambiguous whatever the section holds. */
export function canonicalAdStat(entry: AdStatFields, ts: number, nonce: string): string {
  return JSON.stringify(['v1', entry.i, entry.t, entry.s, entry.a, ts, nonce]);
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function importHmacKey(subtle: SubtleCrypto, raw: Uint8Array, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

async function hmac(subtle: SubtleCrypto, raw: Uint8Array, message: string): Promise<Uint8Array> {
  const key = await importHmacKey(subtle, raw, 'sign');
  return new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(message)));
}

/** The signing key of one guest (server side: the secret never leaves the server), base64url. */
export async function deriveAdStatKey(subtle: SubtleCrypto, secret: Uint8Array, guest: string): Promise<string> {
  return toBase64Url(await hmac(subtle, secret, `adv-stat:${guest}`));
}

/** Signs an entry with the guest's key at time `ts` with a fresh `nonce`. */
export async function signAdStat(subtle: SubtleCrypto, key: string, entry: AdStatFields, ts: number, nonce: string): Promise<SignedAdStat> {
  const sig = toBase64Url(await hmac(subtle, fromBase64Url(key), canonicalAdStat(entry, ts, nonce)));
  return { i: entry.i, t: entry.t, s: entry.s, a: entry.a, h: `${ts}.${nonce}.${sig}` };
}

/** The time, nonce and MAC of a signature string; null when it is not one. */
export function parseAdStatStamp(h: string): AdStatStamp | null {
  const [ts, nonce, sig, extra] = h.split('.');
  if (extra !== undefined || !ts || !nonce || !sig) return null;
  if (!TS_PATTERN.test(ts) || !NONCE_PATTERN.test(nonce) || !SIG_PATTERN.test(sig)) return null;
  return { ts: Number(ts), nonce, sig };
}

/** True when the entry's MAC is right for this key (constant-time comparison by SubtleCrypto.verify). */
export async function verifyAdStat(subtle: SubtleCrypto, key: string, entry: SignedAdStat): Promise<boolean> {
  const stamp = parseAdStatStamp(entry.h);
  if (!stamp) return false;
  const cryptoKey = await importHmacKey(subtle, fromBase64Url(key), 'verify');
  return subtle.verify('HMAC', cryptoKey, fromBase64Url(stamp.sig) as Uint8Array<ArrayBuffer>, encoder.encode(canonicalAdStat(entry, stamp.ts, stamp.nonce)));
}

/** What the server makes of one entry. */
export type AdStatVerdict = 'ok' | 'bad_signature' | 'replayed' | 'expired';

export interface AdStatCheck {
  now: number;
  /** Entries older than this are refused (their nonces are no longer remembered). */
  maxAgeMs: number;
  /** Clock slack for entries stamped ahead of the server. */
  maxAheadMs: number;
  /** Whether this guest already used the nonce. */
  isUsed: (nonce: string) => boolean;
}

/** Judges one entry: a wrong MAC first (forged or tampered), then its age, then whether its nonce was used. */
export async function judgeAdStat(subtle: SubtleCrypto, key: string, entry: SignedAdStat, check: AdStatCheck): Promise<AdStatVerdict> {
  if (!(await verifyAdStat(subtle, key, entry))) return 'bad_signature';
  const { ts, nonce } = parseAdStatStamp(entry.h)!;
  if (ts < check.now - check.maxAgeMs || ts > check.now + check.maxAheadMs) return 'expired';
  return check.isUsed(nonce) ? 'replayed' : 'ok';
}
