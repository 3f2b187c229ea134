// One picture sent as a multipart form to an API address (online only, as every picture upload): its answer, or the
// server's refusal as a ServerError carrying its message (415 not a picture, 413 too large...).
import { apiHeaders, apiUrl, ServerError } from './http';
import { randomId } from './identity';
import { sendMultipart } from './upload-xhr';

/** POSTs `file` to `path` (with `query`) under a new request id; answers the server's JSON. */
export async function sendPicture<T>(path: string, file: Blob, fileName: string, query: Record<string, string | number> = {}): Promise<T> {
  const headers = Object.fromEntries((await apiHeaders(randomId(), false)).entries());
  const result = await sendMultipart({ url: apiUrl(path, query), headers, fields: [], file, fileName, onProgress: () => undefined });
  if (!result.ok) {
    const body = result.body as { error?: string; message?: string } | null;
    throw new ServerError(result.status, body?.error && body.message ? { error: body.error, message: body.message } : null, null);
  }
  return result.body as T;
}
