import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, interpretNetworkFailure, interpretResponse } from './catalogue';
import {
  ApiError,
  ForbiddenError,
  isApiError,
  MethodNotAllowedError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from './errors';

describe('given a 200 or 201 (spec: "200 and 201 are success")', () => {
  it.each([200, 201])('%i resolves with the body', (status) => {
    const body = { success: true, data: { id: 1 } };
    expect(interpretResponse(status, body)).toEqual({ ok: true, status, body });
  });
});

describe('given any other 2xx or 3xx (spec: "Any other status rejects")', () => {
  it.each([202, 204, 206, 301, 304])('%i rejects with unexpected_status', (status) => {
    const result = interpretResponse(status, undefined);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error.code).toBe('unexpected_status');
    expect(result.toast).toEqual({
      kind: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });
});

describe('given the error catalogue of spec 1 §8 and spec 2 §8', () => {
  const rows: {
    status: number;
    body: unknown;
    errorClass: typeof ApiError;
    code: string;
    toast: { kind: 'warning' | 'error'; message: string } | undefined;
    fieldErrors: Record<string, string[]>;
    logout?: true;
  }[] = [
    {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { email: ['The email field is required.'] },
      },
      errorClass: ValidationError,
      code: 'validation_failed',
      toast: { kind: 'warning', message: 'Invalid input OR some mandatory fields are blank.' },
      fieldErrors: { email: ['The email field is required.'] },
    },
    {
      status: 422,
      body: {
        message: 'The card was declined.',
        errors: { card_number: ['Invalid Card Number.'] },
      },
      errorClass: ValidationError,
      code: 'validation_failed',
      toast: { kind: 'warning', message: 'The card was declined.' },
      fieldErrors: { card_number: ['Invalid Card Number.'] },
    },
    {
      status: 422,
      body: { message: '', errors: { password: ['The password must be at least 8 characters.'] } },
      errorClass: ValidationError,
      code: 'validation_failed',
      toast: undefined,
      fieldErrors: { password: ['The password must be at least 8 characters.'] },
    },
    {
      status: 401,
      body: { message: 'Unauthenticated.' },
      errorClass: UnauthorizedError,
      code: 'unauthenticated',
      toast: undefined,
      fieldErrors: {},
      logout: true,
    },
    {
      status: 500,
      body: { message: 'Database unavailable.' },
      errorClass: ServerError,
      code: 'server_error',
      toast: { kind: 'error', message: 'Database unavailable.' },
      fieldErrors: {},
    },
    {
      status: 500,
      body: {},
      errorClass: ServerError,
      code: 'server_error',
      toast: { kind: 'error', message: 'Internal Server error please try again.' },
      fieldErrors: {},
    },
    {
      status: 404,
      body: { message: 'Project not found.' },
      errorClass: NotFoundError,
      code: 'not_found',
      toast: { kind: 'error', message: 'Project not found.' },
      fieldErrors: {},
    },
    {
      status: 404,
      body: '',
      errorClass: NotFoundError,
      code: 'not_found',
      toast: { kind: 'error', message: 'Record not found for processing.' },
      fieldErrors: {},
    },
    {
      status: 405,
      body: { message: 'The PATCH method is not supported for this route.' },
      errorClass: MethodNotAllowedError,
      code: 'method_not_allowed',
      toast: { kind: 'error', message: 'The PATCH method is not supported for this route.' },
      fieldErrors: {},
    },
    {
      status: 405,
      body: { message: '   ' },
      errorClass: MethodNotAllowedError,
      code: 'method_not_allowed',
      toast: { kind: 'error', message: 'Internal Server error please try again.' },
      fieldErrors: {},
    },
    {
      status: 403,
      body: { message: 'Only an Admin may set this status.' },
      errorClass: ForbiddenError,
      code: 'forbidden',
      toast: { kind: 'error', message: 'Only an Admin may set this status.' },
      fieldErrors: {},
    },
    // ours: the rows the spec leaves out ("Other codes are not shown")
    {
      status: 403,
      body: null,
      errorClass: ForbiddenError,
      code: 'forbidden',
      toast: { kind: 'error', message: 'You are not authorized to access this page.' },
      fieldErrors: {},
    },
    {
      status: 502,
      body: '<html>Bad gateway</html>',
      errorClass: ServerError,
      code: 'server_error',
      toast: { kind: 'error', message: 'Internal Server error please try again.' },
      fieldErrors: {},
    },
    {
      status: 429,
      body: { message: 'Too many login attempts.' },
      errorClass: RateLimitedError,
      code: 'rate_limited',
      toast: { kind: 'warning', message: 'Too many login attempts.' },
      fieldErrors: {},
    },
    {
      status: 429,
      body: undefined,
      errorClass: RateLimitedError,
      code: 'rate_limited',
      toast: { kind: 'warning', message: 'Too many attempts. Please wait a moment and try again.' },
      fieldErrors: {},
    },
    {
      status: 400,
      body: { message: 'Malformed JSON body.' },
      errorClass: ApiError,
      code: 'bad_request',
      toast: { kind: 'error', message: 'Malformed JSON body.' },
      fieldErrors: {},
    },
    {
      status: 409,
      body: {},
      errorClass: ApiError,
      code: 'conflict',
      toast: { kind: 'error', message: 'Something went wrong. Please try again.' },
      fieldErrors: {},
    },
  ];

  it.each(rows)('$status $body -> $code, toast $toast', (row) => {
    const result = interpretResponse(row.status, row.body);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(row.errorClass);
    expect(result.error.status).toBe(row.status);
    expect(result.error.code).toBe(row.code);
    expect(result.error.body).toEqual(row.body);
    expect(result.toast).toEqual(row.toast);
    expect(result.fieldErrors).toEqual(row.fieldErrors);
    expect(result.error.fieldErrors).toEqual(row.fieldErrors);
    expect(result.logout).toBe(row.logout);
    expect(result.redirectToLogin).toBe(row.logout);
  });

  it('recognises its errors and nothing else', () => {
    const result = interpretResponse(404, {});
    if (result.ok) throw new Error('expected a rejection');
    expect(isApiError(result.error)).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(result.error.name).toBe('NotFoundError');
  });

  it('keeps the error message equal to the toast message', () => {
    const result = interpretResponse(422, { message: 'The given data was invalid.' });
    if (result.ok) throw new Error('expected a rejection');
    expect(result.error.message).toBe('Invalid input OR some mandatory fields are blank.');
  });

  it('carries Retry-After seconds on a 429', () => {
    const result = interpretResponse(429, {}, { retryAfterSeconds: 30 });
    if (result.ok) throw new Error('expected a rejection');
    expect((result.error as RateLimitedError).retryAfterSeconds).toBe(30);
  });

  it('gives the first message of a field', () => {
    const result = interpretResponse(422, { errors: { email: ['first', 'second'] } });
    if (result.ok) throw new Error('expected a rejection');
    expect(result.error.fieldError('email')).toBe('first');
    expect(result.error.fieldError('password')).toBeUndefined();
  });
});

describe('given an errors map in odd shapes', () => {
  it.each([
    [{ errors: { email: 'Taken.' } }, { email: ['Taken.'] }],
    [{ errors: { email: ['Taken.', 3] } }, { email: ['Taken.'] }],
    [{ errors: { email: [] } }, {}],
    [{ errors: ['x'] }, {}],
    [{ errors: null }, {}],
    ['text', {}],
  ])('%j -> %j', (body, expected) => {
    expect(fieldErrorsOf(body)).toEqual(expected);
  });
});

describe('given no response at all', () => {
  it('a network failure is a NetworkError with an error toast', () => {
    const cause = new TypeError('fetch failed');
    const result = interpretNetworkFailure(cause, false);
    expect(result.error).toBeInstanceOf(NetworkError);
    expect(result.error.status).toBe(0);
    expect(result.error.code).toBe('network_error');
    expect(result.error.cause).toBe(cause);
    expect(result.toast).toEqual({
      kind: 'error',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('an abort is silent', () => {
    const result = interpretNetworkFailure(new DOMException('x', 'AbortError'), true);
    expect(result.error.code).toBe('aborted');
    expect(result.toast).toBeUndefined();
  });
});
