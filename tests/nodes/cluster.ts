// The two-node site of tests/nodes: Debian's nginx (deploy/nginx.conf.template) in front of two compiled server
// processes on one fresh PostgreSQL database (made on TEST_DATABASE_URL's server, dropped at the end) and one MEDIA_DIR,
// each node with its own data folder. nginx logs each request's node and status, for the test's figures.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import webpush from 'web-push';
import { ensureClientBuilt } from '../../server/client-build';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WORK = path.join(ROOT, '.tmp/nodes/cluster');
export const PROXY_PORT = 8345;
export const NODE_PORTS = [8343, 8344] as const;
export const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
/** Debian's nginx (in /usr/sbin, which a user's PATH may lack), or NGINX_PATH. */
const NGINX = process.env.NGINX_PATH ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** One line of nginx's log: what was asked, what it answered, and which node(s) it asked. */
export interface ProxyLogLine { method: string; path: string; status: number; nodes: number[] }

export interface Cluster {
  /** Stops a node at once (SIGKILL), as a crash or a lost machine would. */
  kill(node: number): void;
  /** What nginx has logged so far. */
  log(): ProxyLogLine[];
  stop(): Promise<void>;
}

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Resolves once `ready()` holds, checked on each event of `on`; fails after `ms` (or when `failed()` says why). */
function waitFor(on: (check: () => void) => () => void, ready: () => boolean, failed: () => string | null, ms: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const timer = setTimeout(() => { stop(); reject(new Error(`${what}: not ready after ${ms} ms`)); }, ms);
    const check = () => {
      const failure = failed();
      if (!ready() && !failure) return;
      clearTimeout(timer);
      stop();
      if (failure) reject(new Error(`${what}: ${failure}`));
      else resolve();
    };
    stop = on(check);
    check();
  });
}

/** Waits until the node says it listens (its migrations done), then checks it is ready. */
async function nodeListening({ child, output }: Started, port: number): Promise<void> {
  await waitFor((check) => {
    child.stdout?.on('data', check);
    child.on('exit', check);
    return () => { child.stdout?.off('data', check); child.off('exit', check); };
  }, () => output().includes('is running at'), () => (child.exitCode !== null ? `exited:\n${output()}` : null), 60_000, `node on ${port}`);
  const status = await fetch(`http://127.0.0.1:${port}/readyz`).then((res) => res.status);
  if (status !== 200) throw new Error(`node on ${port}: /readyz answered ${status}`);
}

/** Waits until nginx wrote its pid file (it does once its sockets listen), then checks it reaches a node. */
async function proxyListening({ child, output }: Started): Promise<void> {
  const pidFile = path.join(WORK, 'nginx.pid');
  await waitFor((check) => {
    const watcher = watch(WORK, check);
    child.on('exit', check);
    return () => { watcher.close(); child.off('exit', check); };
  }, () => existsSync(pidFile), () => (child.exitCode !== null ? `exited:\n${output()}` : null), 10_000, 'nginx');
  const status = await fetch(`${PROXY_URL}/readyz`).then((res) => res.status);
  if (status !== 200) throw new Error(`nginx: /readyz answered ${status}`);
}

/** A child process whose output is kept, for the error when it does not come up. */
interface Started { child: ChildProcess; output: () => string }

function start(command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  let output = '';
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  return { child, output: () => output };
}

/** The nginx configuration of the test: the deployment's template, filled in, inside a main file writing to WORK. */
function nginxConfig(): string {
  const site = readFileSync(path.join(ROOT, 'deploy/nginx.conf.template'), 'utf8')
    .replaceAll('${GD_LISTEN}', `127.0.0.1:${PROXY_PORT}`)
    .replaceAll('${GD_NODES}', NODE_PORTS.map((port) => `server 127.0.0.1:${port};`).join(' '));
  writeFileSync(path.join(WORK, 'growdiaries.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(WORK, 'nginx', name)};`;
  return [
    'daemon off;', 'worker_processes 1;', `pid ${path.join(WORK, 'nginx.pid')};`, 'error_log stderr warn;',
    // As root, nginx's workers would otherwise run as nobody, who may not write the temporary folders here.
    process.getuid?.() === 0 ? 'user root;' : '',
    'events { worker_connections 512; }',
    'http {',
    "  log_format nodes '$request_method $uri $status $upstream_addr';",
    `  access_log ${path.join(WORK, 'access.log')} nodes;`,
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
    `  include ${path.join(WORK, 'growdiaries.conf')};`,
    '}',
  ].join('\n');
}

export async function startCluster(): Promise<Cluster> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL names no PostgreSQL server');
  rmSync(WORK, { recursive: true, force: true });
  for (const dir of ['media', 'nginx', 'data-0', 'data-1']) mkdirSync(path.join(WORK, dir), { recursive: true });

  const database = `growdiaries_nodes_${process.pid}_${Date.now().toString(36)}`;
  await asAdmin((db) => db.query(`CREATE DATABASE ${database}`));
  const url = new URL(admin);
  url.pathname = `/${database}`;

  // The server compiled as in production, once; the client built once (both nodes serve the same files).
  const distDir = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
  const bundle = spawnSync('npm', ['run', '-s', 'build:server'], { cwd: ROOT, env: { ...process.env, SERVER_OUTFILE: path.join(WORK, 'main.mjs') }, encoding: 'utf8' });
  if (bundle.status !== 0) throw new Error(`build:server failed: ${bundle.stderr}`);
  await ensureClientBuilt(ROOT, distDir);

  // Both nodes start at once: the first to take the migration lock migrates, the other waits for it.
  const vapid = webpush.generateVAPIDKeys();
  const nodes = NODE_PORTS.map((port, n) => start('node', ['--enable-source-maps', path.join(WORK, 'main.mjs')], {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url.toString(), DATA_DIR: path.join(WORK, `data-${n}`),
    MEDIA_DIR: path.join(WORK, 'media'), DIST_DIR: distDir, SKIP_BUILD: '1', DEMO_DATA: '0', TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_SCALE: '100', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUBLIC_URL: PROXY_URL,
  }));
  writeFileSync(path.join(WORK, 'nginx.conf'), nginxConfig());
  const proxy = start(NGINX, ['-e', 'stderr', '-p', path.join(WORK, 'nginx'), '-c', path.join(WORK, 'nginx.conf')], process.env);
  const stopAll = async () => {
    for (const { child } of [proxy, ...nodes]) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all([proxy, ...nodes].map(({ child }) => (child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    await asAdmin((db) => db.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  };
  try {
    await Promise.all(nodes.map((node, n) => nodeListening(node, NODE_PORTS[n]!)));
    await proxyListening(proxy);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    kill: (node) => nodes[node]!.child.kill('SIGKILL'),
    log: () => readFileSync(path.join(WORK, 'access.log'), 'utf8').split('\n').filter(Boolean).map((line) => {
      const [method = '', requestPath = '', status = '0', ...upstreams] = line.split(' ');
      const nodes = upstreams.join(' ').split(/[, ]+/).map((address) => NODE_PORTS.indexOf(Number(address.split(':')[1]) as 8343)).filter((n) => n >= 0);
      return { method, path: requestPath, status: Number(status), nodes };
    }),
    stop: stopAll,
  };
}
