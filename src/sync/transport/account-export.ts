// The signed-in grower's data export (GET /api/users/{id}/export): the zip as a file to save, and its name.
import { apiHeaders, apiUrl, NetworkError, parseJson, serverError } from './http';
import { randomId } from './identity';

export async function fetchAccountExport(userId: number): Promise<{ file: Blob; name: string }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/users/${userId}/export`), { headers: await apiHeaders(randomId(), false), credentials: 'include' });
  } catch {
    throw new NetworkError();
  }
  if (!response.ok) throw serverError(response, parseJson(await response.text()));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'growdiaries-data.zip';
  return { file: await response.blob(), name };
}
