import type { Context } from 'hono';
/** An error answered as JSON with the Laravel-style body the spec's client expects. */
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

export const INVALID_DATA = 'The given data was invalid.';

export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message);
export const notFound = (message = 'Record not found for processing.') =>
  new HttpError(404, message);
/** 409: another request changed the record first (the loser of a race), or it is in use. */
export const conflict = (message: string) => new HttpError(409, message);
/** 422 with one field error, as Laravel's validator answers. */
export const invalid = (field: string, message: string) =>
  new HttpError(422, INVALID_DATA, { [field]: [message] });

/** 429 with a message saying when to try again, and Retry-After (seconds). */
export const tooManyAttempts = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
};

/** The app's error handler: HttpError as its JSON body, anything else a 500 without details. */
export function handleError(err: Error, c: Context) {
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
