/**
 * One error hierarchy for every failed call. The transport never throws anything else:
 * a caller can `catch (e) { if (e instanceof ValidationError) ... }` or switch on `e.code`.
 */

/** Field name -> messages, as the server's 422 `errors` map carries them. */
export type FieldErrors = Record<string, string[]>;

export type ApiErrorCode =
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'server_error'
  | 'bad_request'
  | 'conflict'
  | 'unexpected_status'
  | 'network_error'
  | 'aborted'
  | 'invalid_response';

export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  fieldErrors?: FieldErrors;
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure, abort). */
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's per-field messages (422); empty otherwise. */
  readonly fieldErrors: FieldErrors;
  /** The parsed response body, when there was one. */
  readonly body: unknown;
  override readonly cause: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
    this.cause = init.cause;
  }

  /** The first message of a field, e.g. to show under an input. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

type SubclassInit = Omit<ApiErrorInit, 'code' | 'status'> & { status?: number };

/** 422: the server rejected the input; `fieldErrors` says where. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
  constructor(message: string, init: SubclassInit = {}) {
    super(message, { ...init, status: 422, code: 'validation_failed' });
  }
}

/** 401: the token is missing, expired or revoked. The session has to be cleared. */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
  constructor(message: string, init: SubclassInit = {}) {
    super(message, { ...init, status: 401, code: 'unauthenticated' });
  }
}

/** 403: signed in, but not allowed to do this. */
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
  constructor(message: string, init: SubclassInit = {}) {
    super(message, { ...init, status: 403, code: 'forbidden' });
  }
}

/** 404 */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
  constructor(message: string, init: SubclassInit = {}) {
    super(message, { ...init, status: 404, code: 'not_found' });
  }
}

/** 405 */
export class MethodNotAllowedError extends ApiError {
  override name = 'MethodNotAllowedError';
  constructor(message: string, init: SubclassInit = {}) {
    super(message, { ...init, status: 405, code: 'method_not_allowed' });
  }
}

/** 429: too many attempts (login, one-time code). `retryAfterSeconds` from `Retry-After`. */
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError';
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, init: SubclassInit & { retryAfterSeconds?: number } = {}) {
    super(message, { ...init, status: 429, code: 'rate_limited' });
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/** 500 and every other 5xx. */
export class ServerError extends ApiError {
  override name = 'ServerError';
  constructor(message: string, init: SubclassInit = {}) {
    super(message, { ...init, status: init.status ?? 500, code: 'server_error' });
  }
}

/** No response at all: offline, DNS, refused connection, CORS, or the caller aborted. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
  constructor(message: string, init: Omit<SubclassInit, 'status'> & { aborted?: boolean } = {}) {
    super(message, { ...init, status: 0, code: init.aborted ? 'aborted' : 'network_error' });
  }
}

/**
 * A 200/201 whose body does not match the endpoint's response schema (only checked when
 * `validateResponses` is on: development and tests). A contract drift, never a user error.
 */
export class InvalidResponseError extends ApiError {
  override name = 'InvalidResponseError';
  constructor(message: string, init: SubclassInit = {}) {
    super(message, { ...init, status: init.status ?? 200, code: 'invalid_response' });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
