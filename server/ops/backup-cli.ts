// `npm run backup [-- <folder>]` (default DATA_DIR/backups/<time>) while the server runs, and `npm run restore --
// <folder>` with the server stopped: the SQLite database and the uploads of the configured installation. PostgreSQL
// is backed up with its own tools (pg_dump, WAL archiving), as the message says.
import path from 'node:path';
import { readConfig } from '../config';
import { backupSqlite, restoreSqlite } from './backup';

const [command, folder] = process.argv.slice(2);
const config = readConfig();
const databaseFile = config.databaseLocation;
const uploadsDir = config.mediaDir;

if (/^postgres(ql)?:\/\//i.test(databaseFile)) {
  console.error('DATABASE_URL is PostgreSQL: back it up with `pg_dump --format=custom "$DATABASE_URL" > growdiaries.dump` (restore: pg_restore),'
    + ' or continuous WAL archiving for point-in-time recovery; copy MEDIA_DIR (DATA_DIR/uploads by default) alongside.');
  process.exit(1);
}

try {
  if (command === 'backup') {
    const to = path.resolve(folder ?? path.join(config.dataDir, 'backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = await backupSqlite({ databaseFile, uploadsDir, to });
    console.log(`Backed up ${manifest.database.bytes} bytes of database (${manifest.database.migrations.length} migrations)${manifest.uploads ? ' and the uploads' : ''} into ${to}`);
  } else if (command === 'restore' && folder) {
    const aside = await restoreSqlite({ from: path.resolve(folder), databaseFile, uploadsDir, dataDir: config.dataDir });
    console.log(`Restored ${path.resolve(folder)}; what was there is kept in ${aside}`);
  } else {
    console.error('Usage: npm run backup [-- <new folder>]   |   npm run restore -- <backup folder>   (restore with the server stopped)');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
