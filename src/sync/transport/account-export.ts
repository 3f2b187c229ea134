// The signed-in grower's data export (GET /api/users/{id}/export): the zip as a file to save, and its name.
import { fetchFile } from './download';

export const fetchAccountExport = (userId: number) => fetchFile(`/api/users/${userId}/export`, 'growdiaries-data.zip');
