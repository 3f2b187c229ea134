// The last part of `npm test`, one suite after another: the server tests on PostgreSQL (when TEST_DATABASE_URL names
// one), the end-to-end tests, then the two-node test (tests/nodes) when TEST_DATABASE_URL is set. One at a time: on a
// two-core machine the PostgreSQL pass beside the browsers starved both (end-to-end tests timed out). Runs every suite
// and fails when any fails.
import { spawnSync } from 'node:child_process';

const run = (script: string) => spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env: process.env }).status ?? 1;

const codes = [run('test:postgres'), run('test:e2e')];
// On PostgreSQL only: nginx in front of two server processes, with the client the end-to-end tests just built.
if (process.env.TEST_DATABASE_URL) codes.push(run('test:nodes'));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
