/**
 * What went wrong, in the domain's words. Modules, services and the auth helpers throw these and
 * know nothing of HTTP; `http/errors.ts` (`handleError`) is the one place that turns a kind into
 * a status code, headers and the Laravel-style body the spec's client expects (issue 24 item 3,
 * after Medusa's typed errors).
 */
export type DomainErrorKind =
  /** No signed-in user where one is needed (401). */
  | 'unauthenticated'
  /** Signed in, but not allowed (403). */
  | 'forbidden'
  /** The record does not exist, or is not the caller's to see (404). */
  | 'not_found'
  /** Another request changed the record first (the loser of a race), or it is in use (409). */
  | 'conflict'
  /** The request is refused as it stands: field messages, or one message (422). */
  | 'invalid'
  /** Too many tries; `retryAfterSeconds` says when to come back (429). */
  | 'too_many_attempts'
  /** The server cannot take this now; `retryAfterSeconds` says when to come back (503). */
  | 'unavailable'
  /** A change refused because it would break an invariant the server keeps (500). */
  | 'broken_invariant';

export interface DomainErrorDetails {
  /** Messages by field name (`answers.q1`, `card.number`), as the forms show them. */
  readonly fields?: Record<string, string[]>;
  /** For `too_many_attempts` and `unavailable`: seconds before trying again. */
  readonly retryAfterSeconds?: number;
  /** More fields of the answer beside the message (e.g. the call that resends a link). */
  readonly extra?: Record<string, unknown>;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const INVALID_DATA = 'The given data was invalid.';

export const unauthenticated = () => new DomainError('unauthenticated', 'Unauthenticated.');
export const forbidden = (
  message = 'This action is unauthorized.',
  extra?: Record<string, unknown>,
) => new DomainError('forbidden', message, { extra });
export const notFound = (message = 'Record not found for processing.') =>
  new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
/** One field's message, as Laravel's validator answers. */
export const invalid = (field: string, message: string) =>
  new DomainError('invalid', INVALID_DATA, { fields: { [field]: [message] } });
/** Several fields' messages at once. */
export const invalidFields = (fields: Record<string, string[]>) =>
  new DomainError('invalid', INVALID_DATA, { fields });
/** Refused with one message and no field (e.g. no AI credits left). */
export const refused = (message: string) => new DomainError('invalid', message);

/** Too many tries: a message saying when to try again, and the seconds for Retry-After. */
export const tooManyAttempts = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new DomainError(
    'too_many_attempts',
    `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    { retryAfterSeconds: seconds },
  );
};
