// Imports of a data export into the signed-in grower's account: the zip's upload with its progress
// (POST /api/users/{id}/imports) and the list of imports with theirs (GET).
import type { AccountImport, AccountImportList } from '@/domain/user/account-import';
import { apiRequest, apiUrl, isApiError, NetworkError, ServerError } from './http';
import { randomId } from './identity';
import { uploadHeaders } from '../uploads/upload-request';
import { sendFile } from './upload-xhr';

/** Uploads the zip; answers the queued import, or throws the server's refusal (or NetworkError without an answer). */
export async function uploadAccountImport(userId: number, file: Blob, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<AccountImport> {
  const result = await sendFile({
    url: apiUrl(`/api/users/${userId}/imports`), headers: await uploadHeaders(randomId()), file, contentType: 'application/zip', signal, onProgress,
  });
  if (result.ok) return result.body as AccountImport;
  if (result.status === 0) throw new NetworkError();
  throw new ServerError(result.status, isApiError(result.body) ? result.body : null, null);
}

export async function fetchAccountImports(userId: number): Promise<AccountImport[]> {
  return (await apiRequest<AccountImportList>(`/api/users/${userId}/imports`)).items;
}
