// The only client code that calls fetch: the headers, errors and retries of spec §7-8.
import type { ApiError } from '@/domain/api/api';
import { noteApiReached, OFFLINE_COPY_HEADER, STALE_COPY } from './connectivity';
import { getIdentity, pageLoadId, randomId } from './identity';
import { pushNotice } from './notices';

/** The API answered outside 200-299. `body` holds its `{error, message}` when it sent one. */
export class ServerError extends Error {
  constructor(readonly status: number, readonly body: ApiError | null, readonly retryAfterSeconds: number | null) {
    super('Server responded with an error');
    this.name = 'ServerError';
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor() {
    super('Network error');
    this.name = 'NetworkError';
  }
}

/** Statuses after which an idempotent GET is tried once more (spec §8). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const GET_RETRIES = 1;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Idempotency key of a queued write; a fresh id otherwise. Reused on retries. */
  requestId?: string;
  /** A bearer token to send instead of this browser's identity: the revocation of a token already forgotten here. */
  bearer?: string;
}

/** The absolute URL of an API path with its query, under the configured API base (same origin by default). */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL((import.meta.env.VITE_API_BASE ?? '') + path, location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/**
 * The headers of an API request: Bearer token (`bearer`, else the stored one) or X-Guest, X-Origin, X-Access, X-Uniq,
 * and `requestId` as X-Rniq.
 */
export async function apiHeaders(requestId: string, hasBody: boolean, bearer?: string): Promise<Headers> {
  const { token, guestId } = bearer === undefined ? await getIdentity() : { token: bearer, guestId: null };
  const headers = new Headers({ Accept: 'application/json', 'X-Origin': location.host, 'X-Access': '', 'X-Uniq': pageLoadId, 'X-Rniq': requestId });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else if (guestId) headers.set('X-Guest', guestId);
  if (hasBody) headers.set('Content-Type', 'application/json');
  return headers;
}

/** The JSON of an answer's text, or null (no body, or not JSON). */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return response.status === 204 ? null : parseJson(await response.text());
}

function retryAfter(response: Response): number | null {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Whether an answer's body is the API's `{error, message}`. */
export function isApiError(data: unknown): data is ApiError {
  return typeof data === 'object' && data !== null && typeof (data as ApiError).error === 'string' && typeof (data as ApiError).message === 'string';
}

/** The error of a failed answer, with its parsed body (`{error, message}` when the API said why). */
export function serverError(response: Response, data: unknown): ServerError {
  return new ServerError(response.status, isApiError(data) ? data : null, retryAfter(response));
}

/**
 * Sends one API request and returns its parsed JSON, typed by the caller: the API is ours and
 * its shapes are the types of src/domain (zod stays out of the app's first load).
 * 1. Headers: Bearer token when signed in (or `bearer`), else X-Guest; X-Origin, X-Access, X-Uniq, X-Rniq.
 * 2. GETs are retried once on the statuses of spec §8, with the same X-Rniq; writes never.
 * 3. A `details` field in any answer goes to the visible notification list.
 * 4. Failures throw NetworkError or ServerError.
 * 5. Each outcome tells the connectivity store whether the server was reached (an offline copy from the cache was not;
 *    a stale copy waits for the worker's word).
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const requestId = options.requestId ?? randomId();
  const hasBody = options.body !== undefined;
  const url = apiUrl(path, options.query);
  const headers = await apiHeaders(requestId, hasBody, options.bearer);
  const retries = method === 'GET' ? GET_RETRIES : 0;

  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        credentials: 'include',
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      noteApiReached(false);
      throw new NetworkError();
    }
    // A stale copy tells nothing yet: the worker reports its revalidation (noteRevalidation).
    const copy = response.headers.get(OFFLINE_COPY_HEADER);
    if (copy !== STALE_COPY) noteApiReached(!copy);
    const data = await readJson(response);
    if (data && typeof data === 'object' && 'details' in data) pushNotice((data as { details: unknown }).details);
    if (response.ok) return data as T;
    if (attempt < retries && RETRY_STATUSES.has(response.status)) continue;
    throw serverError(response, data);
  }
}

/** The sentence to show a person for a failed request. */
export function describeError(error: unknown): string {
  if (error instanceof ServerError) return error.body?.message ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}
