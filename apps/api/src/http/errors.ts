import type { Context } from 'hono';
import { DomainError, type DomainErrorKind } from '../errors.ts';
/**
 * An error of the HTTP layer itself (a body that cannot be read, a wrong Content-Type), answered as
 * JSON with the Laravel-style body the spec's client expects. Modules throw `DomainError`s instead.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Response headers (e.g. Retry-After on a 429). */
    readonly headers?: Record<string, string>,
    /** More fields of the JSON body beside `message` (e.g. the call that resends a link). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export {
  conflict,
  DomainError,
  forbidden,
  INVALID_DATA,
  invalid,
  invalidFields,
  notFound,
  refused,
  tooManyAttempts,
  unauthenticated,
} from '../errors.ts';

/** The one place a domain error's kind becomes a status code. */
const STATUS: Record<DomainErrorKind, HttpError['status']> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid: 422,
  too_many_attempts: 429,
  unavailable: 503,
  broken_invariant: 500,
};

/** A domain error as the HTTP error it is answered with. */
export function toHttpError(err: DomainError): HttpError {
  const { fields, retryAfterSeconds, extra } = err.details;
  return new HttpError(
    STATUS[err.kind],
    err.message,
    fields,
    retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) },
    extra,
  );
}

/** The app's error handler: HttpError as its JSON body, anything else a 500 without details. */
export function handleError(thrown: Error, c: Context) {
  const err = thrown instanceof DomainError ? toHttpError(thrown) : thrown;
  if (err instanceof HttpError) {
    return c.json(
      {
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
        ...err.extra,
      },
      err.status,
      err.headers,
    );
  }
  console.error(err);
  return c.json({ message: 'Internal Server error please try again.' }, 500);
}
