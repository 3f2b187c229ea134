// The fault matrix's network: the real app server on a temporary SQLite file, reached in-process (Fastify's inject)
// by the real client's fetch and photo transport, with one fault at a time put between them.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { createDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/types';
import { migrateToLatest } from '../../server/db/migrations';
import { createTestDataDir } from '../../server/test-support';
import type { TransferResult } from '../../src/sync/uploads/upload-request';
import type { MultipartRequest } from '../../src/sync/transport/upload-xhr';

/** What the network does to the requests that write (GETs pass, except when it is down). */
export type Fault =
  | { kind: 'none' }
  /** No connection for the next `times` requests: nothing reaches the server. */
  | { kind: 'down'; times: number }
  /** The first try of each write: the server applies it, then the connection drops before its answer arrives. */
  | { kind: 'answer-lost' }
  /** The first try of each write: the connection drops half-way through its body (the server gets a truncated one). */
  | { kind: 'body-cut' }
  /** The next `times` writes: 500 or 429 (Retry-After) without applying anything. */
  | { kind: 'status'; status: 500 | 429; times: number }
  /** A proxy retries: each write arrives twice at the same time. */
  | { kind: 'twice' }
  /** The first try of each write: the server applies it, and its process restarts before the answer leaves. */
  | { kind: 'restart' }
  /** After `after` writes, the next one is applied and its answer never comes (the tab is closed meanwhile). */
  | { kind: 'hang'; after: number };

/** A request as it leaves the client: method, path with query, headers and body bytes. */
interface Outgoing { method: string; url: string; headers: Record<string, string>; body: Buffer | undefined }

/** The wait a 429 asks for. */
export const RETRY_AFTER_SECONDS = 30;
/** A promise and the function that settles it. */
function settleable(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const dropped = () => new TypeError('Failed to fetch');

/** The app server over one SQLite file, its faults, and what it was sent and answered. */
export class FaultyNetwork {
  private fault: Fault = { kind: 'none' };
  /** Answers the server gave with a 5xx status. */
  readonly serverErrors: string[] = [];
  /** Requests the fault changed (dropped, cut, refused, doubled, restarted or left unanswered). */
  faultsMet = 0;
  /** The status of the last answer to a write that reached the client. */
  lastWriteStatus: number | null = null;
  private hangs = settleable();
  private seeds = 0;
  private requestsSeen = 0;
  private writesSeen = 0;
  private readonly keysSeen = new Set<string>();

  private constructor(private app: FastifyInstance, public db: Kysely<Database>, private readonly dataDir: string) {}

  /** A fresh migrated database file and the app over it. */
  static async start(): Promise<FaultyNetwork> {
    const dataDir = await createTestDataDir();
    const { db, dialect } = createDatabase(FaultyNetwork.file(dataDir));
    await migrateToLatest(db, dialect);
    return new FaultyNetwork(await FaultyNetwork.appOver(db, dataDir), db, dataDir);
  }

  /** Always a SQLite file (the restart reopens it), whatever TEST_DATABASE_URL says. */
  private static file(dataDir: string): string {
    return path.join(dataDir, 'growdiaries.sqlite');
  }

  private static appOver(db: Kysely<Database>, dataDir: string): Promise<FastifyInstance> {
    return buildApp({ db, dataDir, distDir: path.join(dataDir, 'no-dist'), limitScale: 100 });
  }

  /** Puts a fault between client and server from now on (its counts start over). */
  inject(fault: Fault): void {
    this.fault = fault;
    this.faultsMet = 0;
    this.hangs = settleable();
    this.requestsSeen = 0;
    this.writesSeen = 0;
  }

  /** Settles once a `hang` fault has swallowed an answer. */
  get hung(): Promise<void> {
    return this.hangs.promise;
  }

  /** Stops the app and closes the database, then opens the same file again under a new app: a process restart. */
  async restart(): Promise<void> {
    await this.app.close();
    await this.db.destroy();
    this.db = createDatabase(FaultyNetwork.file(this.dataDir)).db;
    this.app = await FaultyNetwork.appOver(this.db, this.dataDir);
  }

  async close(): Promise<void> {
    await this.app.close();
    await this.db.destroy();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  /** A write made straight to the app as `token`'s grower (setting the scene, no faults): its JSON answer. */
  async seed<T>(token: string, method: 'POST' | 'PUT', url: string, body: object): Promise<T> {
    const response = await this.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-rniq': `fault-seed-${(this.seeds += 1)}` }, payload: body });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  }

  /** Sends a request to the app as it is now; 5xx answers are noted. */
  private async deliver({ method, url, headers, body }: Outgoing) {
    const response = await this.app.inject({ method: method as 'GET', url, headers, ...(body ? { payload: body } : {}) });
    if (response.statusCode >= 500) this.serverErrors.push(`${method} ${url} ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  }

  /** The answer the client gets for one request, or a thrown TypeError when the connection failed (as fetch does). */
  private async exchange(request: Outgoing): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const fault = this.fault;
    const answer = (r: { statusCode: number; headers: Record<string, unknown>; body: string }) => ({
      status: r.statusCode, body: r.body,
      headers: Object.fromEntries(Object.entries(r.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    });
    this.requestsSeen += 1;
    if (fault.kind === 'down' && this.requestsSeen <= fault.times) {
      this.faultsMet += 1;
      throw dropped();
    }
    if (request.method === 'GET' || fault.kind === 'none') return answer(await this.deliver(request));
    this.writesSeen += 1;
    const key = request.headers['x-rniq'] ?? '';
    const firstTry = !this.keysSeen.has(key);
    this.keysSeen.add(key);
    switch (fault.kind) {
      case 'status':
        if (this.writesSeen > fault.times) break;
        this.faultsMet += 1;
        return { status: fault.status, headers: fault.status === 429 ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {}, body: JSON.stringify({ error: 'unavailable', message: 'Try again later' }) };
      case 'body-cut':
        if (!firstTry) break;
        this.faultsMet += 1;
        await this.deliver({ ...request, body: request.body?.subarray(0, Math.floor(request.body.length / 2)) });
        throw dropped();
      case 'answer-lost':
        if (!firstTry) break;
        this.faultsMet += 1;
        await this.deliver(request);
        throw dropped();
      case 'restart':
        if (!firstTry) break;
        this.faultsMet += 1;
        await this.deliver(request);
        await this.restart();
        throw dropped();
      case 'twice': {
        this.faultsMet += 1;
        const [first] = await Promise.all([this.deliver(request), this.deliver(request)]);
        return answer(first);
      }
      case 'hang':
        if (this.writesSeen <= fault.after) break;
        this.faultsMet += 1;
        await this.deliver(request);
        this.hangs.resolve();
        return new Promise(() => undefined);
    }
    return answer(await this.deliver(request));
  }

  /** A stand-in for the page's fetch: the same request, through the faults, to the app. */
  readonly fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const body = init.body === undefined || init.body === null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const reply = await this.exchange({ method: init.method ?? 'GET', url: url.pathname + url.search, headers, body });
    const empty = reply.status === 204 || reply.status === 304;
    if (init.method && init.method !== 'GET') this.lastWriteStatus = reply.status;
    return new Response(empty ? null : reply.body, { status: reply.status, headers: reply.headers });
  };

  /** The photo transport (XMLHttpRequest in the page): the same multipart POST, its body built here, through the faults. */
  readonly sendPhoto = async (request: MultipartRequest): Promise<TransferResult> => {
    const boundary = `----faults${Date.now().toString(16)}`;
    const part = (disposition: string, extra = '') => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${extra}\r\n`;
    const body = Buffer.concat([
      ...request.fields.map(([name, value]) => Buffer.from(`${part(`name="${name}"`)}${value}\r\n`)),
      Buffer.from(part(`name="file"; filename="${request.fileName}"`, `Content-Type: ${request.file.type}\r\n`)),
      Buffer.from(await request.file.arrayBuffer()),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    try {
      const response = await this.fetch(request.url, { method: 'POST', headers: { ...request.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
      const answer: unknown = JSON.parse((await response.text()) || 'null');
      if (response.ok) request.onProgress(request.file.size);
      return response.ok ? { ok: true, body: answer } : { ok: false, status: response.status, body: answer };
    } catch {
      return { ok: false, status: 0, body: null };
    }
  };
}
