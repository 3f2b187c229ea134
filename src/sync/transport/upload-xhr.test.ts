// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMultipart, type MultipartRequest } from './upload-xhr';

/** The parts of XMLHttpRequest the photo transport uses; `respond`/`fail` end the request. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function request(overrides: Partial<MultipartRequest> = {}): MultipartRequest {
  return {
    url: 'https://grow.test/api/uploads/weeks/media',
    headers: { 'X-Rniq': 'g:u1', Accept: 'application/json' },
    fields: [['diary_id', '7'], ['week_id', '50']],
    file: new Blob(['x'.repeat(1000)], { type: 'image/jpeg' }),
    fileName: 'a.jpg',
    onProgress: () => undefined,
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('sendMultipart', () => {
  it('posts the fields, then the file, with the headers and credentials, and reports progress in file bytes', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const pending = sendMultipart(request({ onProgress: (sent) => progress.push(sent) }));
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', 'https://grow.test/api/uploads/weeks/media', true]);
    expect(xhr.headers).toEqual({ 'X-Rniq': 'g:u1', Accept: 'application/json' });
    expect([...xhr.body!.keys()]).toEqual(['diary_id', 'week_id', 'file']);
    expect((xhr.body!.get('file') as File).name).toBe('a.jpg');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 600, total: 1200 });
    xhr.respond(201, { id: 5 });
    expect(await pending).toEqual({ ok: true, body: { id: 5 } });
    expect(progress).toEqual([500]);
  });

  it('gives the status and error body of a refusal, and status 0 when no answer came or it was aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = sendMultipart(request());
    FakeXhr.last!.respond(415, { error: 'unsupported_media', message: 'Not an image' });
    expect(await refused).toEqual({ ok: false, status: 415, body: { error: 'unsupported_media', message: 'Not an image' } });

    const offline = sendMultipart(request());
    FakeXhr.last!.onerror?.();
    expect(await offline).toEqual({ ok: false, status: 0, body: null });

    const controller = new AbortController();
    const aborted = sendMultipart(request({ signal: controller.signal }));
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    expect(await aborted).toEqual({ ok: false, status: 0, body: null });
  });
});
