import { MESSAGES } from '../rules/policy';
import {
  ApiError,
  type ApiErrorCode,
  type FieldErrors,
  ForbiddenError,
  MethodNotAllowedError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from './errors';

/** The catalogue's own strings (spec 1 §8, spec 2 §8), plus ours where marked. */
export const CATALOGUE_MESSAGES = {
  /** spec 1 §8: Laravel's generic 422 message ... */
  invalidData: MESSAGES.givenDataInvalid,
  /** ... is replaced by this one. */
  invalidDataReplacement: MESSAGES.invalidInput,
  /** spec 1 §8: 404 without a server message. */
  notFound: MESSAGES.recordNotFound,
  /** spec 1 §8: 500/405 without a server message. */
  serverError: MESSAGES.serverError,
  /** ours: 403 without a server message (reuses the spec's sign-in wording). */
  forbidden: MESSAGES.notAuthorized,
  /** ours: 429 without a server message. */
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  /** ours: any other rejected status without a server message. */
  unexpected: 'Something went wrong. Please try again.',
  /** ours: no response at all. */
  network: 'Could not reach the server. Check your connection and try again.',
  /** ours: the message carried by a 401 error (no toast is shown for it). */
  unauthenticated: 'Unauthenticated.',
} as const;

export interface Toast {
  kind: 'success' | 'warning' | 'error';
  message: string;
}

export type Interpretation =
  | { ok: true; status: number; body: unknown }
  | {
      ok: false;
      error: ApiError;
      /** What the user should see, if anything. */
      toast?: Toast;
      /** Field errors to show beside inputs; `{}` clears them (errors reset on every response). */
      fieldErrors: FieldErrors;
      /** 401: clear the session (user, token). */
      logout?: true;
      /** 401: go to Login with a redirect back to the current page. */
      redirectToLogin?: true;
    };

export interface InterpretOptions {
  /** Seconds from a `Retry-After` header, carried on a 429's error. */
  retryAfterSeconds?: number;
}

/** `body.message` when it is a non-blank string. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** `body.errors` normalised to field -> list of strings (a lone string becomes a list). */
export function fieldErrorsOf(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string',
    );
    if (list.length > 0) out[field] = list;
  }
  return out;
}

function codeForOther(status: number): ApiErrorCode {
  if (status === 409) return 'conflict';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'unexpected_status';
}

/**
 * The error catalogue of spec 1 §8 and spec 2 §8, in one place. Every response of every call
 * goes through it; the UI shows what it decided and never re-reads status codes.
 *
 * - 200, 201: success. Any other status rejects, including 204 and the other 2xx/3xx (the spec:
 *   "200 and 201 are success. Any other status rejects."; our API never sends them).
 * - 422: warning toast with the message when non-empty ('The given data was invalid.' replaced),
 *   field errors kept.
 * - 401: logout and redirect to Login; no toast.
 * - 500, 404, 405: error toast with the server message, else the fallbacks; every other 5xx
 *   is treated as 500.
 * - 403: error toast with the server message (ours: a fallback when there is none).
 * - ours: 429 warning toast (a wait, not a fault); 400, 409 and the rest an error toast with
 *   the server message or a generic fallback.
 */
export function interpretResponse(
  status: number,
  body: unknown,
  options: InterpretOptions = {},
): Interpretation {
  if (status === 200 || status === 201) return { ok: true, status, body };

  const serverMessage = messageOf(body);
  const init = { body };

  if (status === 422) {
    const fieldErrors = fieldErrorsOf(body);
    const message =
      serverMessage === CATALOGUE_MESSAGES.invalidData
        ? CATALOGUE_MESSAGES.invalidDataReplacement
        : serverMessage;
    const error = new ValidationError(message ?? CATALOGUE_MESSAGES.invalidDataReplacement, {
      ...init,
      fieldErrors,
    });
    return message === undefined
      ? { ok: false, error, fieldErrors }
      : { ok: false, error, fieldErrors, toast: { kind: 'warning', message } };
  }

  if (status === 401) {
    const error = new UnauthorizedError(serverMessage ?? CATALOGUE_MESSAGES.unauthenticated, init);
    return { ok: false, error, fieldErrors: {}, logout: true, redirectToLogin: true };
  }

  let error: ApiError;
  let kind: Toast['kind'] = 'error';
  if (status === 404) {
    error = new NotFoundError(serverMessage ?? CATALOGUE_MESSAGES.notFound, init);
  } else if (status === 405) {
    error = new MethodNotAllowedError(serverMessage ?? CATALOGUE_MESSAGES.serverError, init);
  } else if (status >= 500 && status <= 599) {
    error = new ServerError(serverMessage ?? CATALOGUE_MESSAGES.serverError, { ...init, status });
  } else if (status === 403) {
    error = new ForbiddenError(serverMessage ?? CATALOGUE_MESSAGES.forbidden, init);
  } else if (status === 429) {
    kind = 'warning';
    error = new RateLimitedError(serverMessage ?? CATALOGUE_MESSAGES.rateLimited, {
      ...init,
      ...(options.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: options.retryAfterSeconds }),
    });
  } else {
    error = new ApiError(serverMessage ?? CATALOGUE_MESSAGES.unexpected, {
      ...init,
      status,
      code: codeForOther(status),
    });
  }
  return { ok: false, error, fieldErrors: {}, toast: { kind, message: error.message } };
}

/**
 * No response arrived. Aborts (the caller cancelled) are silent; real network failures get an
 * error toast (ours: the spec only says the loader hides).
 */
export function interpretNetworkFailure(
  cause: unknown,
  aborted: boolean,
): Extract<Interpretation, { ok: false }> {
  const error = new NetworkError(
    aborted ? 'The request was cancelled.' : CATALOGUE_MESSAGES.network,
    { cause, aborted },
  );
  return aborted
    ? { ok: false, error, fieldErrors: {} }
    : { ok: false, error, fieldErrors: {}, toast: { kind: 'error', message: error.message } };
}
