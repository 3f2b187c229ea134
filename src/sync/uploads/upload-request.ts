// What every media upload request shares: the API's identity headers and URLs, and one result shape.
import { apiHeaders } from '../transport/http';

export { apiUrl, parseJson } from '../transport/http';

/** How a transfer ended: the server's JSON answer, or a status (0 when no answer came: offline, aborted). */
export type TransferResult = { ok: true; body: unknown } | { ok: false; status: number; body: unknown };

/** The headers apiRequest sends, as a plain object for XMLHttpRequest and tus, with `requestId` as X-Rniq. */
export async function uploadHeaders(requestId: string): Promise<Record<string, string>> {
  return Object.fromEntries((await apiHeaders(requestId, false)).entries());
}
