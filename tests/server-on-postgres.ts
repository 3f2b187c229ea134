// `npm run test:postgres`: the server tests once more on PostgreSQL when TEST_DATABASE_URL names one (an admin
// connection; each test file makes its own database there), as CI does; without it, says how and passes.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('PostgreSQL: not configured; set TEST_DATABASE_URL=postgres://user:password@host:5432/postgres to run the server tests on it too.');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--maxWorkers', '4'], { stdio: 'inherit', env: process.env });
process.exit(run.status ?? 1);
