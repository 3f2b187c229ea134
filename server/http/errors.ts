// The one error type routes and services throw, and the handler that turns any failure into JSON.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** A failure with a status, a machine code and a sentence for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Please sign in.');
export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message: string) => new HttpError(415, 'unsupported_media_type', message);
/** 429 with Retry-After: `wait` seconds. */
export const tooManyRequests = (wait: number, message: string) =>
  new HttpError(429, 'too_many_requests', message, { 'retry-after': String(wait) });

/** "field: problem; field: problem" from a zod validation failure. */
function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/** Client errors raised by Fastify itself (body parsing), by status. */
const FRAMEWORK_ERRORS: Record<number, { error: string; message: string }> = {
  400: { error: 'bad_request', message: 'The request body is not valid JSON.' },
  413: { error: 'payload_too_large', message: 'The request body is too large.' },
  415: { error: 'unsupported_media_type', message: 'Send the request body as application/json.' },
};

/** Installs the error handler: every error answers `{ error, message }` with its status. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    if (err instanceof ZodError) {
      return reply.code(400).send({ error: 'bad_request', message: describeZodError(err) });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send({ error: err.code, message: err.message });
    }
    const status = (err as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const known = FRAMEWORK_ERRORS[status] ?? { error: 'bad_request', message: 'The request could not be understood.' };
      return reply.code(status).send(known);
    }
    request.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ error: 'internal', message: 'Something went wrong on our side.' });
  });
}
