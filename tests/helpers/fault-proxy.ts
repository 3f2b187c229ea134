// A proxy in front of the real server that misbehaves on purpose: answers errors, cuts uploads, delivers requests twice.
import { request as httpRequest, createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the proxy does with one request. */
export type Fault =
  | { kind: 'pass' }
  /** Answers this status and JSON body without asking the server. */
  | { kind: 'answer'; status: number; body: { error: string; message: string } }
  /** Forwards the body's first `bytes`, then drops the connection (signal lost mid-upload). */
  | { kind: 'cut'; bytes: number }
  /** Sends the request to the server twice and answers the second response (a retry after a lost answer). */
  | { kind: 'twice' };

export interface SeenRequest { method: string; path: string; bodyBytes: number; rniq: string | undefined }

export interface FaultProxy {
  url: string;
  /** Every request that reached the proxy, in order. */
  seen: SeenRequest[];
  /** Chooses the fault of each request; replace it to change behaviour mid-test. */
  decide: (request: SeenRequest, count: number) => Fault;
  close: () => Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function forward(target: URL, incoming: IncomingMessage, body: Buffer): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      // The Host header stays the proxy's: URLs the server builds (a tus upload's Location) point back here.
      headers: { ...incoming.headers, 'content-length': String(body.length) },
    }, async (response) => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: await readBody(response) }));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Starts a proxy to `targetUrl` on a free port; by default it passes everything through unchanged. */
export async function startFaultProxy(targetUrl: string): Promise<FaultProxy> {
  const target = new URL(targetUrl);
  const counts = new Map<string, number>();
  /** Requests cut off whose connection to the server is still open, by path: each drops it and answers when closed. */
  const cutOff = new Map<string, () => Promise<void>>();
  const proxy: FaultProxy = { url: '', seen: [], decide: () => ({ kind: 'pass' }), close: async () => undefined };

  async function handle(incoming: IncomingMessage, reply: ServerResponse): Promise<void> {
    const body = await readBody(incoming);
    const path = (incoming.url ?? '/').split('?')[0]!;
    const rniq = incoming.headers['x-rniq'] as string | undefined;
    const seen: SeenRequest = { method: incoming.method ?? 'GET', path, bodyBytes: body.length, rniq };
    proxy.seen.push(seen);
    const key = `${seen.method} ${path}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    await cutOff.get(path)?.();
    cutOff.delete(path);
    const fault = proxy.decide(seen, counts.get(key)!);
    if (fault.kind === 'answer') {
      reply.writeHead(fault.status, { 'content-type': 'application/json' }).end(JSON.stringify(fault.body));
      return;
    }
    if (fault.kind === 'cut') {
      seen.bodyBytes = Math.min(fault.bytes, body.length);
      // The server sees a body that stops short, as when the phone loses signal: the server has the part sent for as
      // long as the phone is away, and the connection drops once the client comes back for that path (below), so
      // what the server stored does not depend on how busy the machine is.
      const outgoing = httpRequest({ host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers });
      outgoing.on('error', () => undefined);
      const closed = new Promise<void>((resolve) => outgoing.on('close', () => resolve()));
      outgoing.write(body.subarray(0, fault.bytes));
      cutOff.set(path, () => {
        outgoing.destroy();
        return closed;
      });
      // An answer that breaks off after its headers: the request fails for the client. (A connection dropped
      // before any answer would be resent by Chromium itself, unseen by the app.)
      incoming.socket.end('HTTP/1.1 502 Connection lost\r\nContent-Length: 64\r\nConnection: close\r\n\r\n');
      return;
    }
    if (fault.kind === 'twice') await forward(target, incoming, body);
    const answer = await forward(target, incoming, body);
    const headers = { ...answer.headers };
    delete headers['transfer-encoding'];
    reply.writeHead(answer.status, { ...headers, 'content-length': String(answer.body.length) }).end(answer.body);
  }

  const server = createServer((incoming, reply) => {
    handle(incoming, reply).catch(() => {
      if (!reply.headersSent) reply.writeHead(502).end();
      else reply.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://localhost:${(server.address() as AddressInfo).port}`;
  proxy.close = () => new Promise((resolve) => {
    for (const drop of cutOff.values()) void drop();
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return proxy;
}
