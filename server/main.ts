// Starts GrowDiaries: config, client build, data folders, database and migrations, demo seed, listen.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { runPeriodically } from './http/periodic';
import { createPostgresChannel } from './live/postgres-channel';
import { ensureClientBuilt } from './client-build';
import { readConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrations';
import { withStartupLock } from './db/startup-lock';
import { ensureDemoData } from './db/seed/index';
import { configureOAuth } from './oauth/config';
import { createLibreTranslateProvider } from './services/translation-provider';

const config = readConfig();

// (a) The client, only when dist/ is missing or stale.
if (!config.skipBuild && (await ensureClientBuilt(config.rootDir, config.distDir))) {
  console.log('Built the client into dist/');
}

// (b) Data folders.
const uploadsDir = config.mediaDir;
for (const dir of [config.dataDir, uploadsDir, path.join(uploadsDir, 'photos'), path.join(uploadsDir, 'avatars'), path.join(config.dataDir, 'mail')]) {
  await mkdir(dir, { recursive: true });
}

// (c) Database and migrations, and (d) the demo data once per database: one node at a time when several start together.
const { db, dialect } = createDatabase(config.databaseLocation);
await withStartupLock(db, dialect, async () => {
  await migrateToLatest(db, dialect);
  if (!config.demoData) return;
  const result = await ensureDemoData(db, { seed: config.seed, uploadsDir });
  if (result.seeded) {
    const { counts, ms } = result;
    console.log(`Seeded demo data (seed ${config.seed}) in ${(ms / 1000).toFixed(1)} s: ${counts.users} growers, ${counts.diaries} diaries, ${counts.weeks} weeks, ${counts.photos} photos, ${counts.products} products of ${counts.brands} brands`);
  }
});

// (e) Sign-in providers (OIDC_*; OIDC_DEV_PROVIDER=1 adds a local one), then listen.
const oauth = await configureOAuth(process.env, config.publicUrl, config.port);
// On PostgreSQL the live channel is shared by every node through the database (LISTEN/NOTIFY); on SQLite it is this process's.
const live = dialect === 'postgres' ? createPostgresChannel(db, config.databaseLocation, { onError: (error) => console.error('live channel:', error) }) : undefined;
await live?.start();
const app = await buildApp({ db, dataDir: config.dataDir, mediaDir: uploadsDir, trustProxy: config.trustProxy, distDir: config.distDir, logger: { level: config.logLevel }, limitScale: config.limitScale,
  mail: { smtpUrl: config.smtpUrl, from: config.mailFrom, contactTo: config.contactTo, publicUrl: config.publicUrl, recaptchaSecret: config.recaptchaSecret },
  metricsToken: config.metricsToken, oauth: { providers: oauth.providers, publicUrl: config.publicUrl }, live,
  translator: config.translateUrl ? createLibreTranslateProvider(config.translateUrl, config.translateApiKey) : null,
});
if (live) {
  runPeriodically(app, 60_000, 'pruning live events', () => live.prune());
  app.addHook('onClose', () => live.close());
}
await app.listen({ port: config.port, host: config.host });
console.log(`GrowDiaries is running at http://localhost:${config.port}`);

let closing = false;
async function shutDown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  await app.close();
  await oauth.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));
