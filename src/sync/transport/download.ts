// A file the signed-in grower downloads from the API (their data export, an invoice): its bytes and the name to save.
import { apiHeaders, apiUrl, NetworkError, parseJson, serverError } from './http';
import { randomId } from './identity';

/** GET `path` with the session; the file name comes from Content-Disposition, else `fallbackName`. */
export async function fetchFile(path: string, fallbackName: string): Promise<{ file: Blob; name: string }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: await apiHeaders(randomId(), false), credentials: 'include' });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) throw serverError(response, parseJson(await response.text()));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { file: await response.blob(), name };
}
