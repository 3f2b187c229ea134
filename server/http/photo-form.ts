// Reads a photo upload form (multipart/form-data): its fields first, then one file part named `file`.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_PHOTO_BYTES } from '../../src/domain/photo/media-input';
import { badRequest, HttpError, unsupportedMediaType } from './errors';

/** Busboy limits of a photo form: a few short fields and one file. */
const FORM_LIMITS = { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 8, fieldSize: 1000, parts: 9 };
/** Room for those fields and the parts' boundaries and headers beside the file, in a declared Content-Length. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** 413; `headers` close the connection when the client may still be sending the body. */
const fileTooLarge = (headers?: Record<string, string>) =>
  new HttpError(413, 'payload_too_large', `The file is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`, headers);

export interface PhotoForm<T> {
  fields: T;
  bytes: Buffer;
  /** SHA-256 hex of the file, so a repeated upload is recognised as the same change. */
  sha256: string;
}

/**
 * The parser's own errors (a body cut off before its end by a dropped connection, a broken part header) carry no
 * HTTP status: they are the request's fault, a 400, never a 5xx. Errors with a status (the limits' 413s) stay.
 */
function malformedForm(error: unknown): never {
  if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
  throw badRequest('file: The upload ended before the whole form arrived (connection cut?): send it again.');
}

/**
 * The fields (checked by `schema`, 400 otherwise) and the file bytes; 415 unless multipart, 400 a cut-off form, 413 above
 * 25 MB: at once when the declared Content-Length says so (nothing read), else when the file's bytes pass the limit.
 */
export async function readPhotoForm<S extends z.ZodType>(request: FastifyRequest, schema: S): Promise<PhotoForm<z.infer<S>>> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the photo as multipart/form-data.');
  if (Number(request.headers['content-length']) > MAX_PHOTO_BYTES + FORM_OVERHEAD_BYTES) throw fileTooLarge({ connection: 'close' });
  const part = await request.file({ limits: FORM_LIMITS }).catch(malformedForm);
  if (!part || part.fieldname !== 'file') throw badRequest('file: Send the picture in a part named "file", after the other fields.');
  const fields = schema.parse(Object.fromEntries(Object.values(part.fields).flatMap((value) => {
    const field = Array.isArray(value) ? value[0] : value;
    return field?.type === 'field' ? [[field.fieldname, field.value]] : [];
  })));
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    return malformedForm(error);
  });
  return { fields, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
