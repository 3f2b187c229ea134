// The last part of `npm test`: the server tests on PostgreSQL (when TEST_DATABASE_URL names one) run beside the
// end-to-end tests, which spend much of their time waiting on the browser; the PostgreSQL output is printed whole
// when it ends, so the two never interleave; then the two-node test (tests/nodes) when TEST_DATABASE_URL is set.
// Fails when any fails.
import { spawn } from 'node:child_process';

function run(script: string, quiet: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const postgres = run('test:postgres', true).then((result) => {
  process.stdout.write(`\n--- server tests on PostgreSQL ---\n${result.output}--- end of the PostgreSQL run ---\n\n`);
  return result.code;
});
const e2e = run('test:e2e', false).then((result) => result.code);
const codes = await Promise.all([postgres, e2e]);
// Then, on PostgreSQL only, the two-node test (nginx in front of two server processes), with the client e2e just built.
if (process.env.TEST_DATABASE_URL) codes.push((await run('test:nodes', false)).code);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
