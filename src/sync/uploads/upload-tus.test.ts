// @vitest-environment node
import type { FileReader as TusFileReader, HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendTus, TUS_CHUNK_SIZE, type TusRequest } from './upload-tus';

const ENDPOINT = 'https://grow.test/api/uploads/videos';
const UPLOAD_URL = `${ENDPOINT}/abc`;

/** Reads Blob slices, as tus-js-client does in browsers (its Node build reads Buffers and streams only). */
const blobReader: TusFileReader = {
  openFile: async (file: Blob) => ({ size: file.size, slice: async (start: number, end: number) => ({ value: file.slice(start, end), done: end >= file.size }), close: () => undefined }),
};

interface Seen { method: string; url: string; headers: Record<string, string>; bytes: number }
type Answer = { status: number; headers?: Record<string, string>; body?: string } | 'no answer';

/** An in-memory tus server behind tus-js-client's HttpStack interface. */
function tusServer(options: { offset?: number; answer?: (seen: Seen) => Answer | undefined } = {}) {
  const seen: Seen[] = [];
  let offset = options.offset ?? 0;
  const stack: HttpStack = {
    getName: () => 'fake',
    createRequest(method: string, url: string): HttpRequest {
      const headers: Record<string, string> = {};
      let onProgress: (sent: number) => void = () => undefined;
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name, value) => void (headers[name] = value),
        getHeader: (name) => headers[name],
        setProgressHandler: (handler) => void (onProgress = handler),
        abort: async () => undefined,
        getUnderlyingObject: () => null,
        async send(body?: Blob | null): Promise<HttpResponse> {
          const request: Seen = { method, url, headers: { ...headers }, bytes: body?.size ?? 0 };
          seen.push(request);
          const custom = options.answer?.(request);
          if (custom === 'no answer') throw new Error('connection reset');
          let answer: Answer = custom ?? { status: 500 };
          if (!custom && method === 'POST') answer = { status: 201, headers: { Location: '/api/uploads/videos/abc' } };
          if (!custom && method === 'HEAD') answer = { status: 200, headers: { 'Upload-Offset': String(offset), 'Upload-Length': headers['Upload-Length'] ?? '12582912' } };
          if (!custom && method === 'PATCH') {
            expect(Number(headers['Upload-Offset'])).toBe(offset);
            onProgress(request.bytes);
            offset += request.bytes;
            answer = { status: 204, headers: { 'Upload-Offset': String(offset) } };
          }
          const { status, headers: answerHeaders = {}, body: text = '' } = answer as Exclude<Answer, 'no answer'>;
          return { getStatus: () => status, getHeader: (name) => answerHeaders[name], getBody: () => text, getUnderlyingObject: () => null };
        },
      };
    },
  };
  return { stack, seen };
}

function video(bytes = 12 * 1024 * 1024): Blob {
  return new Blob([new Uint8Array(bytes)], { type: 'video/mp4' });
}

function request(file: Blob, extra: Partial<TusRequest> = {}) {
  const urls: string[] = [];
  const progress: number[] = [];
  const req: TusRequest = {
    endpoint: ENDPOINT, file, headers: { Authorization: 'Bearer t', 'X-Rniq': 'g:u3' },
    metadata: { diary_id: '7', week_id: '50', key: 'g:u3', filetype: 'video/mp4', filename: 'clip.mp4' },
    fingerprint: 'g:u3', onUploadUrl: (url) => urls.push(url), onProgress: (sent) => progress.push(sent), ...extra,
  };
  return { req, urls, progress };
}

const decodeMetadata = (header: string | undefined) =>
  Object.fromEntries((header ?? '').split(',').map((pair) => pair.split(' ')).map(([k, v]) => [k, Buffer.from(v ?? '', 'base64').toString()]));

describe('sendTus', () => {
  it('creates the upload with its metadata and headers, reports its URL, and sends 5 MB chunks', async () => {
    const server = tusServer();
    const { req, urls, progress } = request(video());
    expect(await sendTus(req, { httpStack: server.stack, fileReader: blobReader })).toEqual({ ok: true, body: null });
    expect(server.seen.map((s) => [s.method, s.bytes])).toEqual([['POST', 0], ['PATCH', TUS_CHUNK_SIZE], ['PATCH', TUS_CHUNK_SIZE], ['PATCH', 2 * 1024 * 1024]]);
    expect(server.seen[0]?.url).toBe(ENDPOINT);
    expect(server.seen[0]?.headers).toMatchObject({ Authorization: 'Bearer t', 'Tus-Resumable': '1.0.0', 'Upload-Length': String(12 * 1024 * 1024) });
    expect(decodeMetadata(server.seen[0]?.headers['Upload-Metadata'])).toEqual({ diary_id: '7', week_id: '50', key: 'g:u3', filetype: 'video/mp4', filename: 'clip.mp4' });
    expect(urls).toEqual([UPLOAD_URL]);
    expect(progress.at(-1)).toBe(12 * 1024 * 1024);
  });

  it('resumes a stored upload URL from the offset the server reports, not from zero', async () => {
    const server = tusServer({ offset: TUS_CHUNK_SIZE });
    const { req, urls } = request(video(), { uploadUrl: UPLOAD_URL });
    expect(await sendTus(req, { httpStack: server.stack, fileReader: blobReader })).toEqual({ ok: true, body: null });
    expect(server.seen.map((s) => [s.method, s.url, s.headers['Upload-Offset']])).toEqual([
      ['HEAD', UPLOAD_URL, undefined], ['PATCH', UPLOAD_URL, String(TUS_CHUNK_SIZE)], ['PATCH', UPLOAD_URL, String(2 * TUS_CHUNK_SIZE)],
    ]);
    expect(urls).toEqual([UPLOAD_URL]);
  });

  it('starts a new upload when the stored one is gone from the server', async () => {
    const server = tusServer({ answer: (s) => (s.method === 'HEAD' ? { status: 404 } : undefined) });
    const { req } = request(video(1024), { uploadUrl: `${ENDPOINT}/expired` });
    expect(await sendTus(req, { httpStack: server.stack, fileReader: blobReader })).toEqual({ ok: true, body: null });
    expect(server.seen.map((s) => s.method)).toEqual(['HEAD', 'POST', 'PATCH']);
  });

  it('gives the status and body of a refusal, and status 0 when no answer came', async () => {
    const refusing = tusServer({ answer: (s) => (s.method === 'POST' ? { status: 413, body: '{"error":"too_large","message":"Video too large"}' } : undefined) });
    expect(await sendTus(request(video(1024)).req, { httpStack: refusing.stack, fileReader: blobReader }))
      .toEqual({ ok: false, status: 413, body: { error: 'too_large', message: 'Video too large' } });

    const cut = tusServer({ answer: (s) => (s.method === 'PATCH' ? 'no answer' : undefined) });
    const { req, urls } = request(video(1024));
    expect(await sendTus(req, { httpStack: cut.stack, fileReader: blobReader })).toEqual({ ok: false, status: 0, body: null });
    expect(urls).toEqual([UPLOAD_URL]);
    expect(cut.seen.map((s) => s.method)).toEqual(['POST', 'PATCH']);
  });
});

describe('sendTus where XMLHttpRequest is missing (the service worker)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the same tus requests by fetch, and reports no answer as status 0', async () => {
    expect(typeof XMLHttpRequest).toBe('undefined');
    const seen: { method: string; url: string; offset: string | null; bytes: number }[] = [];
    let offset = 0;
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const bytes = init.body instanceof Blob ? init.body.size : 0;
      seen.push({ method: init.method!, url, offset: headers.get('Upload-Offset'), bytes });
      if (init.method === 'POST') return new Response(null, { status: 201, headers: { Location: '/api/uploads/videos/abc' } });
      offset += bytes;
      return new Response(null, { status: 204, headers: { 'Upload-Offset': String(offset) } });
    }));
    const { req, urls, progress } = request(video());
    expect(await sendTus(req, { fileReader: blobReader })).toEqual({ ok: true, body: null });
    expect(urls).toEqual([UPLOAD_URL]);
    expect(seen.map((s) => [s.method, s.offset, s.bytes])).toEqual([
      ['POST', null, 0], ['PATCH', '0', TUS_CHUNK_SIZE], ['PATCH', String(TUS_CHUNK_SIZE), TUS_CHUNK_SIZE], ['PATCH', String(2 * TUS_CHUNK_SIZE), 2 * 1024 * 1024],
    ]);
    expect(progress.at(-1)).toBe(12 * 1024 * 1024);

    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await sendTus(request(video(1024)).req, { fileReader: blobReader })).toEqual({ ok: false, status: 0, body: null });
  });
});
