/**
 * Issue 24 item 3: modules throw the typed errors of src/errors.ts and know nothing of HTTP;
 * http/errors.ts alone turns each kind into its status code, headers and body.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
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
} from '../src/errors.ts';
import { handleError } from '../src/http/errors.ts';

async function answer(err: Error) {
  const app = new Hono();
  app.onError(handleError);
  app.get('/', () => {
    throw err;
  });
  const res = await app.request('/');
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

describe('domain errors answered over HTTP', () => {
  it.each([
    [unauthenticated(), 401, { message: 'Unauthenticated.' }],
    [forbidden(), 403, { message: 'This action is unauthorized.' }],
    [notFound(), 404, { message: 'Record not found for processing.' }],
    [notFound('There is no such plan.'), 404, { message: 'There is no such plan.' }],
    [conflict('Taken first.'), 409, { message: 'Taken first.' }],
    [
      invalid('email', 'The email field is required.'),
      422,
      { message: INVALID_DATA, errors: { email: ['The email field is required.'] } },
    ],
    [
      invalidFields({ 'answers.q1': ['Pick one.'], 'answers.q2': ['Pick one.'] }),
      422,
      {
        message: INVALID_DATA,
        errors: { 'answers.q1': ['Pick one.'], 'answers.q2': ['Pick one.'] },
      },
    ],
    [refused('You have no AI credits left.'), 422, { message: 'You have no AI credits left.' }],
    [
      new DomainError('broken_invariant', 'Would not add up.'),
      500,
      { message: 'Would not add up.' },
    ],
  ])('%s answers %i with its body', async (err, status, body) => {
    const res = await answer(err);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(body);
    expect(res.retryAfter).toBeNull();
  });

  it('a 429 and a 503 say when to come back in Retry-After', async () => {
    const many = await answer(tooManyAttempts(1.2));
    expect(many).toEqual({
      status: 429,
      retryAfter: '2',
      body: { message: 'Too many attempts. Please try again in 2 seconds.' },
    });
    const busy = await answer(new DomainError('unavailable', 'Busy.', { retryAfterSeconds: 5 }));
    expect(busy).toMatchObject({ status: 503, retryAfter: '5' });
  });

  it('extra fields join the body beside the message (the call that resends a link)', async () => {
    const res = await answer(
      forbidden('Verify your email first.', {
        resend: { method: 'GET', path: '/api/email/resend' },
      }),
    );
    expect(res).toMatchObject({
      status: 403,
      body: {
        message: 'Verify your email first.',
        resend: { method: 'GET', path: '/api/email/resend' },
      },
    });
  });

  it('anything else is a 500 that tells nothing of the cause', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const res = await answer(new Error('secret detail'));
      expect(res).toMatchObject({
        status: 500,
        body: { message: 'Internal Server error please try again.' },
      });
    } finally {
      console.error = original;
    }
  });
});
