// Fetching a response to keep or read whole (a saved copy, the build manifest), never a copy the service worker kept.
import { OFFLINE_COPY_HEADER, STALE_COPY } from './connectivity';
import { apiHeaders, NetworkError, ServerError } from './http';
import { randomId } from './identity';

/**
 * Fetches a URL fresh from the server, never a copy the service worker kept: an API URL with the API's headers
 * (`api`), another (a photo, the build manifest) plain, with `accept` as its Accept header when given. Throws
 * NetworkError when the server was not reached (an offline copy answered) and ServerError outside 200-299; the
 * Response is the caller's to read or keep.
 */
export async function fetchFresh(url: string, options: { api: boolean; cache: 'reload' | 'no-store'; accept?: string; signal?: AbortSignal }): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, options.api
      ? { headers: await apiHeaders(randomId(), false), credentials: 'include', cache: options.cache, signal: options.signal }
      : { headers: options.accept ? { accept: options.accept } : {}, cache: options.cache, credentials: 'same-origin', signal: options.signal });
  } catch {
    throw new NetworkError();
  }
  const copy = response.headers.get(OFFLINE_COPY_HEADER);
  if (copy && copy !== STALE_COPY) throw new NetworkError();
  if (!response.ok) throw new ServerError(response.status, null, null);
  return response;
}
