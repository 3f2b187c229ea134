// Backups of a SQLite installation while it runs: `VACUUM INTO` writes a consistent copy of the database from its own
// connection (a snapshot of the last commit; writers go on meanwhile), then the uploads are copied; a manifest names
// what is inside. Restoring puts a backup back into a stopped installation, keeping what was there aside. The
// database is copied first, so every upload a copied row names is already on disk when the uploads are copied.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

export const BACKUP_DATABASE = 'growdiaries.sqlite';
export const BACKUP_MANIFEST = 'manifest.json';

export interface BackupManifest {
  created_at: string;
  database: { file: string; bytes: number; sha256: string; migrations: string[] };
  uploads: boolean;
}

async function sha256(file: string): Promise<string> {
  return createHash('sha256').update(await readFile(file)).digest('hex');
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(() => true, () => false);
}

/** The names of the migrations a database file has run. */
function migrationsOf(databaseFile: string): string[] {
  const db = new SqliteDatabase(databaseFile, { readonly: true });
  try {
    return (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map((row) => row.name);
  } finally {
    db.close();
  }
}

/** Writes a backup of the database file and `uploadsDir` into `to` (which must not exist yet). */
export async function backupSqlite({ databaseFile, uploadsDir, to, now = new Date() }: {
  databaseFile: string; uploadsDir: string; to: string; now?: Date;
}): Promise<BackupManifest> {
  if (await exists(to)) throw new Error(`${to} exists already: a backup goes into a new folder`);
  await mkdir(to, { recursive: true });
  const copy = path.join(to, BACKUP_DATABASE);
  const source = new SqliteDatabase(databaseFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('vacuum into ?').run(copy);
  } finally {
    source.close();
  }
  const uploads = await exists(uploadsDir);
  if (uploads) await cp(uploadsDir, path.join(to, 'uploads'), { recursive: true });
  const manifest: BackupManifest = {
    created_at: now.toISOString(),
    database: { file: BACKUP_DATABASE, bytes: (await stat(copy)).size, sha256: await sha256(copy), migrations: migrationsOf(copy) },
    uploads,
  };
  await writeFile(path.join(to, BACKUP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts the backup in `from` back as the database file and uploads of a stopped installation, after checking the copy
 * against its manifest; what was there moves to `<dataDir>/before-restore-<time>/`. Returns that folder.
 */
export async function restoreSqlite({ from, databaseFile, uploadsDir, dataDir, now = new Date() }: {
  from: string; databaseFile: string; uploadsDir: string; dataDir: string; now?: Date;
}): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(from, BACKUP_MANIFEST), 'utf8')) as BackupManifest;
  const copy = path.join(from, manifest.database.file);
  if ((await sha256(copy)) !== manifest.database.sha256) throw new Error(`${copy} does not match its manifest: not restoring a damaged backup`);
  const aside = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(aside, { recursive: true });
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`, uploadsDir]) {
    if (await exists(file)) await rename(file, path.join(aside, path.basename(file)));
  }
  await cp(copy, databaseFile);
  if (manifest.uploads) await cp(path.join(from, 'uploads'), uploadsDir, { recursive: true });
  else await mkdir(uploadsDir, { recursive: true });
  return aside;
}
