// Video uploads: tus 1.0 resumable uploads in 5 MB chunks, resumed from the server's offset through the stored upload URL.
import { DetailedError, Upload, type UploadOptions } from 'tus-js-client';
import { FetchHttpStack } from '../transport/tus-fetch-stack';
import { parseJson, type TransferResult } from './upload-request';

/** Size of one PATCH request. */
export const TUS_CHUNK_SIZE = 5 * 1024 * 1024;

export interface TusRequest {
  endpoint: string;
  file: Blob;
  headers: Record<string, string>;
  metadata: Record<string, string>;
  /** The queue record's key: it identifies the upload, never the file name. */
  fingerprint: string;
  /** The upload URL stored by an earlier attempt: tus asks the server for its offset and goes on from there. */
  uploadUrl?: string;
  signal?: AbortSignal;
  /** The server created (or confirmed) the upload at this URL: store it for a later resume. */
  onUploadUrl: (url: string) => void;
  onProgress: (sent: number) => void;
}

/** Stand-ins for tus-js-client's HTTP and file reading (tests only). */
export type TusOverrides = Pick<UploadOptions, 'httpStack' | 'fileReader'>;

/** Uploads a video by tus; never rejects: failures come back as a status (0 = no answer). */
export function sendTus(request: TusRequest, overrides: TusOverrides = {}): Promise<TransferResult> {
  return new Promise((resolve) => {
    const upload = new Upload(request.file, {
      endpoint: request.endpoint,
      uploadUrl: request.uploadUrl ?? null,
      chunkSize: TUS_CHUNK_SIZE,
      // Our queue retries with its own backoff, and keeps the URL in IndexedDB rather than localStorage.
      retryDelays: [],
      storeFingerprintForResuming: false,
      fingerprint: async () => request.fingerprint,
      headers: request.headers,
      metadata: request.metadata,
      // The service worker has no XMLHttpRequest, tus-js-client's default in browsers.
      ...(typeof XMLHttpRequest === 'undefined' ? { httpStack: new FetchHttpStack() } : {}),
      ...overrides,
      onUploadUrlAvailable: () => {
        if (upload.url) request.onUploadUrl(upload.url);
      },
      onProgress: (sent) => request.onProgress(sent),
      onSuccess: () => resolve({ ok: true, body: null }),
      onError: (error) => {
        const response = error instanceof DetailedError ? error.originalResponse : null;
        if (response) resolve({ ok: false, status: response.getStatus(), body: parseJson(response.getBody()) });
        else if (error instanceof DetailedError) resolve({ ok: false, status: 0, body: null });
        else resolve({ ok: false, status: 400, body: { error: 'upload_failed', message: error.message } });
      },
    });
    request.signal?.addEventListener('abort', () => {
      void upload.abort(false);
      resolve({ ok: false, status: 0, body: null });
    }, { once: true });
    upload.start();
  });
}
