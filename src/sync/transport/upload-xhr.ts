// Uploads by XMLHttpRequest, whose upload events report progress (fetch has none): photos as one multipart POST (the
// service worker, which has no XMLHttpRequest, sends the same request by fetch), and a whole file as the body.
import { parseJson, type TransferResult } from '../uploads/upload-request';

export interface MultipartRequest {
  url: string;
  headers: Record<string, string>;
  /** Text fields, sent in this order before the file part. */
  fields: [string, string][];
  file: Blob;
  fileName: string;
  signal?: AbortSignal;
  /** Bytes of the file sent so far. */
  onProgress: (sent: number) => void;
}

function formOf(request: MultipartRequest): FormData {
  const form = new FormData();
  for (const [name, value] of request.fields) form.append(name, value);
  form.append('file', request.file, request.fileName);
  return form;
}

/** The same request by fetch, for the service worker (progress jumps from 0 to done). */
async function sendByFetch(request: MultipartRequest): Promise<TransferResult> {
  try {
    const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: formOf(request), credentials: 'include', signal: request.signal });
    const body = parseJson(await response.text());
    if (response.ok) request.onProgress(request.file.size);
    return response.ok ? { ok: true, body } : { ok: false, status: response.status, body };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

/** A POST of `body` by XMLHttpRequest, `size` being the bytes of it that `onProgress` counts. */
interface BodyRequest {
  url: string;
  headers: Record<string, string>;
  body: XMLHttpRequestBodyInit;
  size: number;
  signal?: AbortSignal;
  onProgress: (sent: number) => void;
}

function sendBody(request: BodyRequest): Promise<TransferResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      // A multipart body is a little larger than its file (part headers): report the share of the file.
      if (event.lengthComputable && event.total > 0) request.onProgress(Math.round((event.loaded / event.total) * request.size));
    };
    const noAnswer = () => resolve({ ok: false, status: 0, body: null });
    xhr.onerror = noAnswer;
    xhr.ontimeout = noAnswer;
    xhr.onabort = noAnswer;
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      resolve(xhr.status >= 200 && xhr.status < 300 ? { ok: true, body } : { ok: false, status: xhr.status, body });
    };
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}

/** Sends the fields and then the file as part `file`; never rejects: failures come back as a status (0 = no answer). */
export function sendMultipart(request: MultipartRequest): Promise<TransferResult> {
  if (typeof XMLHttpRequest === 'undefined') return sendByFetch(request);
  // No Content-Type: the browser writes the multipart boundary itself.
  return sendBody({ ...request, body: formOf(request), size: request.file.size });
}

/** Sends a file as the whole body, typed `contentType`; never rejects, as sendMultipart (pages only). */
export function sendFile(request: Omit<BodyRequest, 'body' | 'size'> & { file: Blob; contentType: string }): Promise<TransferResult> {
  return sendBody({ ...request, headers: { ...request.headers, 'Content-Type': request.contentType }, body: request.file, size: request.file.size });
}
