// Server configuration from environment variables, with the defaults of a local start.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  rootDir: string;
  distDir: string;
  dataDir: string;
  /** MEDIA_DIR: the uploads (photos, avatars, videos, unfinished tus uploads with their offsets, imports waiting),
   * served at /uploads/; DATA_DIR/uploads by default. With several nodes every node names the same shared folder. */
  mediaDir: string;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (a comma-separated list of addresses, CIDR
   * ranges or `loopback`), so per-address limits count growers, not the proxy; none by default. */
  trustProxy: string[] | undefined;
  /** A SQLite file path or a postgres:// URL. */
  databaseLocation: string;
  seed: number;
  demoData: boolean;
  skipBuild: boolean;
  logLevel: string;
  /** RATE_LIMIT_SCALE: multiplies the sign-up, write and upload limits (never sign-in failures); 1 unless a test or benchmark server raises it. */
  limitScale: number;
  /** Mail (server/mail): SMTP_URL sends real mail, otherwise .eml files go to DATA_DIR/mail; MAIL_FROM is the sender. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** CONTACT_EMAIL: where the contact and partnership forms' messages go. */
  contactTo: string;
  /** PUBLIC_URL: the site's address in the links of mails (http://localhost:PORT by default). */
  publicUrl: string;
  /** RECAPTCHA_SECRET turns on the recaptcha check of forgot-password. */
  recaptchaSecret: string | undefined;
  /** METRICS_TOKEN turns on GET /metrics for `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** TRANSLATE_URL: a LibreTranslate-compatible server for the Translate button (none: no button); TRANSLATE_API_KEY its key. */
  translateUrl: string | undefined;
  translateApiKey: string | undefined;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new Error(`${name} must be an integer, got "${value}"`);
  return n;
}

/** The project folder: the nearest one holding package.json above this module (server/ as source, or the compiled
 * bundle's folder, build/ or a test's own). */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('GrowDiaries: no package.json above the server module');
    dir = parent;
  }
  return dir;
}

/** TRUST_PROXY as Fastify's trustProxy takes it: a list of addresses and ranges. */
function trustedProxies(value: string | undefined): string[] | undefined {
  const list = (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return list.length > 0 ? list : undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const rootDir = projectRoot();
  const dataDir = path.resolve(env.DATA_DIR || path.join(rootDir, 'data'));
  const port = intFrom(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    rootDir,
    distDir: path.resolve(env.DIST_DIR || path.join(rootDir, 'dist')),
    dataDir,
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(dataDir, 'uploads')),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    databaseLocation: env.DATABASE_URL || path.join(dataDir, 'growdiaries.sqlite'),
    seed: intFrom(env.SEED, 42, 'SEED'),
    demoData: env.DEMO_DATA !== '0',
    skipBuild: env.SKIP_BUILD === '1',
    logLevel: env.LOG_LEVEL || 'warn',
    limitScale: Math.max(1, intFrom(env.RATE_LIMIT_SCALE, 1, 'RATE_LIMIT_SCALE')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'GrowDiaries <no-reply@growdiaries.localhost>',
    contactTo: env.CONTACT_EMAIL || 'GrowDiaries <contact@growdiaries.localhost>',
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    translateUrl: env.TRANSLATE_URL || undefined,
    translateApiKey: env.TRANSLATE_API_KEY || undefined,
  };
}
