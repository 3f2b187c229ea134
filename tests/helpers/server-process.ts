// Starts the real server as `npm start` runs it (compiled by `npm run build:server`) on a free port with its own data
// folder, and stops it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';

/** The project folder (this file is tests/helpers/). */
const PROJECT_DIR = resolvePath(import.meta.dirname, '../..');

export interface RunningServer { url: string; dataDir: string; stop: () => Promise<void> }

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Compiles the server into `outfile` (inside the project, e.g. under .tmp/) as `npm start` does; returns its path. */
export function compileServer(outfile: string): string {
  const build = spawnSync('npm', ['run', '-s', 'build:server'], { cwd: PROJECT_DIR, env: { ...process.env, SERVER_OUTFILE: outfile }, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build:server failed with ${build.status}`);
  return resolvePath(PROJECT_DIR, outfile);
}

/** Runs the compiled server detached in its own process group, so stopping it ends its children too. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'growdiaries-'));
  const entry = compileServer(`.tmp/server-${port}/main.mjs`);
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: PROJECT_DIR,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${url}/api/diaries/total`, child, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
