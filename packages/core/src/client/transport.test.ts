import { ofetch } from 'ofetch';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineEndpoint } from '../contract/endpoint';
import { authRoutes } from '../contract/endpoint-routes';
import type { authEndpoints } from '../contract/endpoints';
import {
  ApiError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  UnauthorizedError,
  ValidationError,
} from './errors';
import { bindRoutes } from './resources/bind';
import { startTestServer, type TestServer } from './test-server';
import {
  cleanQuery,
  createTransport,
  defaultValidateResponses,
  fillPath,
  joinUrl,
  readMetaBaseUrl,
  type TransportOptions,
  toFormData,
} from './transport';

const getCart = defineEndpoint({
  method: 'GET',
  path: '/api/projectCart/:projectId',
  auth: 'user',
  summary: 'test',
  source: 'test',
  params: v.object({ projectId: v.string() }),
  query: v.optional(v.object({ showroom: v.optional(v.string()), page: v.optional(v.number()) })),
  response: v.object({ data: v.object({ id: v.number() }) }),
});

const login = defineEndpoint({
  method: 'POST',
  path: '/api/login',
  auth: 'public',
  summary: 'test',
  source: 'test',
  body: v.object({ email: v.string(), password: v.string() }),
  response: v.object({ data: v.object({ token: v.string() }) }),
});

const upload = defineEndpoint({
  method: 'POST',
  path: '/api/sample_request',
  auth: 'public',
  summary: 'test',
  source: 'test',
  bodyType: 'multipart',
  body: v.object({ full_name: v.string(), tags: v.array(v.string()), file: v.blob() }),
  response: v.object({ success: v.boolean(), message: v.string() }),
});

const logout = defineEndpoint({
  method: 'POST',
  path: '/api/logout',
  auth: 'user',
  summary: 'test',
  source: 'test',
  response: v.unknown(),
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ body: { data: { id: 7, token: 'tok' } } }));
});

function transport(options: TransportOptions = {}) {
  return createTransport({ baseURL: server.url, validateResponses: true, ...options });
}

function recordEvents(t: ReturnType<typeof createTransport>) {
  const log: [string, unknown][] = [];
  for (const type of [
    'request:start',
    'request:finish',
    'request:fail',
    'unauthorized',
    'toast',
    'field-errors',
  ] as const) {
    t.events.on(type, (payload) => log.push([type, payload]));
  }
  return log;
}

describe('given a signed-in user with an AI token', () => {
  it('sends every header of spec 1 §7', async () => {
    const t = transport({ getToken: () => 'user-token-123', getAiToken: () => 'ai-token-456' });
    await t.call(getCart, { params: { projectId: '3' } });
    const [request] = server.requests;
    expect(request?.headers.authorization).toBe('Bearer user-token-123');
    expect(request?.headers.authorizationai).toBe('Bearer ai-token-456');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('reads the token at each request, not once', async () => {
    let token = 'first-token-000';
    const t = transport({ getToken: () => token });
    await t.call(getCart, { params: { projectId: '1' } });
    token = 'second-token-00';
    await t.call(getCart, { params: { projectId: '1' } });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      'Bearer first-token-000',
      'Bearer second-token-00',
    ]);
  });
});

describe('given a visitor without tokens', () => {
  it('sends no Authorization headers at all', async () => {
    const t = transport({ getToken: () => null, getAiToken: () => '' });
    await t.call(getCart, { params: { projectId: '3' } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers.authorizationai).toBeUndefined();
  });

  it('adds per-call and per-client headers', async () => {
    const t = transport({ headers: { 'X-Client': 'embed' } });
    await t.call(getCart, { params: { projectId: '3' }, headers: { 'Idempotency-Key': 'k1' } });
    expect(server.requests[0]?.headers['x-client']).toBe('embed');
    expect(server.requests[0]?.headers['idempotency-key']).toBe('k1');
  });
});

describe('given the base URL comes from the page', () => {
  it('reads <meta name="api-base-url"> lazily, at the first request', async () => {
    let content: string | null = null;
    const fakeDocument = {
      querySelector: (selector: string) =>
        selector === 'meta[name="api-base-url"]'
          ? { getAttribute: (name: string) => (name === 'content' ? content : null) }
          : null,
    };
    const t = createTransport({ document: fakeDocument, validateResponses: false });
    expect(t.baseURL()).toBe('');
    content = server.url;
    await t.call(getCart, { params: { projectId: '9' } });
    expect(server.requests[0]?.url).toBe('/api/projectCart/9');
  });

  it('works without a DOM: the base URL is empty', () => {
    expect(readMetaBaseUrl(undefined)).toBe('');
    expect(readMetaBaseUrl({ querySelector: () => null })).toBe('');
  });

  it('prefers the option over the meta tag', () => {
    const t = createTransport({
      baseURL: 'https://api.example.test',
      document: { querySelector: () => ({ getAttribute: () => 'https://meta.example.test' }) },
    });
    expect(t.baseURL()).toBe('https://api.example.test');
  });
});

describe('given a base URL with or without the API root /api', () => {
  it.each([
    ['the origin', ''],
    ['the origin and /api', '/api'],
    ['the origin and /api/', '/api/'],
  ])('sends every call to /api/... with %s', async (_label, suffix) => {
    const t = transport({ baseURL: `${server.url}${suffix}` });
    await t.call(getCart, { params: { projectId: '9' } });
    await t.call(login, { body: { email: 'a@b.test', password: 'pw' } });
    await t.get('/api/notifications', { page: 2 });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/projectCart/9',
      'POST /api/login',
      'GET /api/notifications?page=2',
    ]);
  });

  it('keeps a prefix in front of the API root, with or without /api', async () => {
    let requested: string[] = [];
    const capture = async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Response('{"data":{"id":1}}', { headers: { 'content-type': 'application/json' } });
    };
    for (const base of ['https://shop.example.test/store', 'https://shop.example.test/store/api']) {
      requested = [];
      const t = createTransport({ baseURL: base, fetch: capture as typeof fetch });
      await t.call(getCart, { params: { projectId: '1' } });
      expect(requested).toEqual(['https://shop.example.test/store/api/projectCart/1']);
    }
  });

  it.each([
    [
      'https://marketplace.example/api',
      '/api/projectCart/7',
      'https://marketplace.example/api/projectCart/7',
    ],
    [
      'https://marketplace.example/api/',
      '/api/projectCart/7',
      'https://marketplace.example/api/projectCart/7',
    ],
    [
      'https://marketplace.example',
      '/api/projectCart/7',
      'https://marketplace.example/api/projectCart/7',
    ],
    ['/api', '/api/projectCart/7', '/api/projectCart/7'],
    ['/shop/api', '/api/x?page=2', '/shop/api/x?page=2'],
    // Only the API root is shared: other paths are appended to the base, as ofetch does.
    ['https://marketplace.example/api', '/health', 'https://marketplace.example/api/health'],
    ['https://marketplace.example/apis', '/api/x', 'https://marketplace.example/apis/api/x'],
  ])('joins %j and %j as %j', (base, path, url) => {
    expect(joinUrl(base, path)).toBe(url);
  });
});

describe('given a URL built outside ofetch (the chat stream)', () => {
  it.each([
    ['/api', '/api/projectChat/7/stream'],
    ['/api/', '/api/projectChat/7/stream'],
    ['', '/api/projectChat/7/stream'],
    ['/', '/api/projectChat/7/stream'],
    ['https://api.example.test', '/api/projectChat/7/stream'],
    ['https://api.example.test/', '/api/projectChat/7/stream'],
    ['https://api.example.test/v2', '/api/projectChat/7/stream'],
    ['/api', 'https://other.example.test/api/x'],
  ])('joins %j and %j as ofetch does', async (base, path) => {
    let requested = '';
    const capture = async (input: RequestInfo | URL) => {
      requested = String(input);
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    };
    await ofetch.create({ baseURL: base }, { fetch: capture as typeof fetch })(path);
    expect(joinUrl(base, path)).toBe(requested);
  });

  it("never doubles the site's /api base", () => {
    expect(joinUrl('/api', '/api/projectChat/7/stream')).toBe('/api/projectChat/7/stream');
  });
});

describe('given path params and a query', () => {
  it('encodes params and serialises the query without empty values', async () => {
    const t = transport();
    await t.call(getCart, {
      params: { projectId: 'a b/c?d' },
      query: { showroom: 'AB12CD34', page: 2 },
    });
    expect(server.requests[0]?.url).toBe('/api/projectCart/a%20b%2Fc%3Fd?showroom=AB12CD34&page=2');
  });

  it('fills every placeholder and refuses a missing one', () => {
    expect(fillPath('/api/x/:a/y/:b_c', { a: 1, b_c: 'é' })).toBe('/api/x/1/y/%C3%A9');
    expect(() => fillPath('/api/x/:id', {})).toThrow('Missing path parameter "id" for /api/x/:id');
  });

  it('drops undefined and null query values', () => {
    expect(cleanQuery({ a: 1, b: undefined, c: null, d: 0, e: '' })).toEqual({ a: 1, d: 0, e: '' });
    expect(cleanQuery({ a: undefined })).toBeUndefined();
    expect(cleanQuery(undefined)).toBeUndefined();
  });
});

describe('given a JSON body', () => {
  it('posts it as JSON and resolves with the parsed response', async () => {
    const t = transport();
    const result = await t.call(login, { body: { email: 'a@b.test', password: 'secret-123' } });
    expect(result).toEqual({ data: { token: 'tok' } });
    expect(server.requests[0]?.method).toBe('POST');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      email: 'a@b.test',
      password: 'secret-123',
    });
  });

  it('sends a call without a body', async () => {
    const t = transport();
    await t.call(logout);
    expect(server.requests[0]?.method).toBe('POST');
    expect(server.requests[0]?.body).toBe('');
  });
});

describe('given a multipart endpoint', () => {
  it('sends FormData with a boundary, files and array fields, and no JSON content type', async () => {
    server.handle(() => ({ body: { success: true, message: 'Thanks' } }));
    const t = transport();
    const file = new File(['hello'], 'room.png', { type: 'image/png' });
    await t.call(upload, { body: { full_name: 'Ann Lee', tags: ['a', 'b'], file } });
    const request = server.requests[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="full_name"\r\n\r\nAnn Lee');
    expect(request?.body).toContain('name="tags[]"\r\n\r\na');
    expect(request?.body).toContain('name="tags[]"\r\n\r\nb');
    expect(request?.body).toContain('filename="room.png"');
    expect(request?.body).toContain('hello');
  });

  it('builds form fields from an object', () => {
    const form = toFormData({ a: 1, b: true, c: null, d: undefined, e: { x: 1 }, f: ['p'] });
    expect([...form.entries()]).toEqual([
      ['a', '1'],
      ['b', 'true'],
      ['e', '{"x":1}'],
      ['f[]', 'p'],
    ]);
    const given = new FormData();
    expect(toFormData(given)).toBe(given);
    expect([...toFormData('x').entries()]).toEqual([]);
  });

  it('passes a ready FormData through to a JSON endpoint as multipart', async () => {
    const t = transport();
    const form = new FormData();
    form.append('email', 'a@b.test');
    form.append('password', 'p');
    await t.call(login, { body: form });
    expect(server.requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data/);
  });
});

describe('given the progress bar listens', () => {
  it('emits field-errors reset, start, field-errors reset, finish on success', async () => {
    const t = transport();
    const log = recordEvents(t);
    await t.call(getCart, { params: { projectId: '3' } });
    expect(log).toEqual([
      ['field-errors', {}],
      ['request:start', { id: 1, method: 'GET', path: '/api/projectCart/3' }],
      ['field-errors', {}],
      ['request:finish', { id: 1, method: 'GET', path: '/api/projectCart/3', status: 200 }],
    ]);
  });

  it('emits start then fail on an error, and ids grow per request', async () => {
    server.handle(() => ({ status: 500, body: { message: 'Boom.' } }));
    const t = transport();
    const log = recordEvents(t);
    await expect(t.call(getCart, { params: { projectId: '3' } })).rejects.toThrow('Boom.');
    await expect(t.call(getCart, { params: { projectId: '4' } })).rejects.toThrow('Boom.');
    expect(log.map(([type]) => type)).toEqual([
      'field-errors',
      'request:start',
      'field-errors',
      'request:fail',
      'toast',
      'field-errors',
      'request:start',
      'field-errors',
      'request:fail',
      'toast',
    ]);
    expect(
      log.filter(([type]) => type === 'request:fail').map(([, p]) => (p as { id: number }).id),
    ).toEqual([1, 2]);
  });

  it('stops calling a listener after unsubscribe and survives a throwing listener', async () => {
    const t = transport();
    let starts = 0;
    const off = t.events.on('request:start', () => {
      starts += 1;
    });
    t.events.on('request:start', () => {
      throw new Error('listener bug');
    });
    await t.call(getCart, { params: { projectId: '3' } });
    off();
    await t.call(getCart, { params: { projectId: '3' } });
    expect(starts).toBe(1);
  });
});

describe('given each row of the error catalogue end to end', () => {
  const rows = [
    {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'] },
      },
      errorClass: ValidationError,
      toast: { kind: 'warning', message: 'Invalid input OR some mandatory fields are blank.' },
      fieldErrors: { email: ['The email has already been taken.'] },
    },
    {
      status: 500,
      body: {},
      errorClass: ApiError,
      toast: { kind: 'error', message: 'Internal Server error please try again.' },
      fieldErrors: {},
    },
    {
      status: 404,
      body: {},
      errorClass: NotFoundError,
      toast: { kind: 'error', message: 'Record not found for processing.' },
      fieldErrors: {},
    },
    {
      status: 405,
      body: {},
      errorClass: ApiError,
      toast: { kind: 'error', message: 'Internal Server error please try again.' },
      fieldErrors: {},
    },
    {
      status: 403,
      body: { message: 'Not your project.' },
      errorClass: ApiError,
      toast: { kind: 'error', message: 'Not your project.' },
      fieldErrors: {},
    },
    {
      status: 204,
      body: undefined,
      errorClass: ApiError,
      toast: { kind: 'error', message: 'Something went wrong. Please try again.' },
      fieldErrors: {},
    },
  ] as const;

  it.each(rows)('$status -> toast $toast.message', async (row) => {
    server.handle((_, res) => {
      if (row.status === 204) {
        res.writeHead(204);
        res.end();
        return 'manual';
      }
      return { status: row.status, body: row.body };
    });
    const t = transport();
    const toasts: unknown[] = [];
    const fieldErrors: unknown[] = [];
    t.events.on('toast', (toast) => toasts.push(toast));
    t.events.on('field-errors', (errors) => fieldErrors.push(errors));
    const error = await t.call(getCart, { params: { projectId: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(row.errorClass);
    expect((error as ApiError).status).toBe(row.status);
    expect(toasts).toEqual([row.toast]);
    expect(fieldErrors).toEqual([{}, row.fieldErrors]);
  });

  it('a quiet call shows no toast but still fails and still redirects on 401', async () => {
    const t = transport({ getCurrentPath: () => '/cart' });
    const toasts: unknown[] = [];
    const unauthorized: unknown[] = [];
    t.events.on('toast', (toast) => toasts.push(toast));
    t.events.on('unauthorized', (intent) => unauthorized.push(intent.redirectTo));
    server.handle(() => ({ status: 500, body: { message: 'Boom.' } }));
    await expect(t.call(getCart, { params: { projectId: '1' }, quiet: true })).rejects.toThrow(
      'Boom.',
    );
    server.handle(() => ({ status: 401, body: {} }));
    await expect(t.call(getCart, { params: { projectId: '1' }, quiet: true })).rejects.toThrow();
    expect(toasts).toEqual([]);
    expect(unauthorized).toEqual(['/cart']);
  });

  it('a 429 carries Retry-After', async () => {
    server.handle(() => ({
      status: 429,
      body: { message: 'Slow down.' },
      headers: { 'retry-after': '42' },
    }));
    const t = transport();
    const error = await t
      .call(login, { body: { email: 'a', password: 'b' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(42);
  });

  it('does not retry a failed GET (one request, one start, one fail)', async () => {
    server.handle(() => ({ status: 503, body: 'down', raw: true }));
    const t = transport();
    await expect(t.call(getCart, { params: { projectId: '1' } })).rejects.toThrow(
      'Internal Server error please try again.',
    );
    expect(server.requests).toHaveLength(1);
  });
});

describe('given a 401 on any request', () => {
  it('emits unauthorized with the current path and calls onUnauthorized', async () => {
    server.handle(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const intents: unknown[] = [];
    const t = transport({
      getCurrentPath: () => '/checkout?step=2',
      onUnauthorized: (intent) => intents.push(intent.loginUrl),
    });
    const seen: { redirectTo: string; loginUrl: string; error: unknown }[] = [];
    const toasts: unknown[] = [];
    t.events.on('unauthorized', (intent) => seen.push(intent));
    t.events.on('toast', (toast) => toasts.push(toast));
    const error = await t.call(getCart, { params: { projectId: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.redirectTo).toBe('/checkout?step=2');
    expect(seen[0]?.loginUrl).toBe('/login?redirect=/checkout%3Fstep%3D2');
    expect(seen[0]?.error).toBe(error);
    expect(intents).toEqual(['/login?redirect=/checkout%3Fstep%3D2']);
    expect(toasts).toEqual([]);
  });

  it('on the login page itself keeps the page and its redirect (no nested redirect)', async () => {
    server.handle(() => ({ status: 401, body: {} }));
    const t = transport({ getCurrentPath: () => '/login?redirect=%2Fcheckout' });
    const seen: string[] = [];
    t.events.on('unauthorized', (intent) => seen.push(intent.loginUrl));
    await t.call(getCart, { params: { projectId: '1' } }).catch(() => undefined);
    expect(seen).toEqual(['/login?redirect=%2Fcheckout']);
  });

  it('reads location by default and honours a custom login path', async () => {
    server.handle(() => ({ status: 401, body: {} }));
    const g = globalThis as { location?: unknown };
    const previous = g.location;
    g.location = { pathname: '/account', search: '', hash: '#orders' };
    try {
      const t = transport({ loginPath: '/design-ai/login' });
      const seen: string[] = [];
      t.events.on('unauthorized', (intent) => seen.push(intent.loginUrl));
      await t.call(getCart, { params: { projectId: '1' } }).catch(() => undefined);
      expect(seen).toEqual(['/design-ai/login?redirect=/account%23orders']);
    } finally {
      g.location = previous;
    }
  });
});

describe('given a 401 from an AI design endpoint', () => {
  const aiUser = defineEndpoint({
    method: 'GET',
    path: '/api/AI/get_user',
    auth: 'ai',
    summary: 'test',
    source: 'test',
    response: v.object({ data: v.object({ id: v.number() }) }),
  });

  it("rejects for the caller, but neither signs the shop user out nor sends them to the shop's login", async () => {
    server.handle(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const intents: unknown[] = [];
    const t = transport({ onUnauthorized: (intent) => intents.push(intent) });
    const seen: unknown[] = [];
    t.events.on('unauthorized', (intent) => seen.push(intent));
    const error = await t.call(aiUser).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(seen).toEqual([]);
    expect(intents).toEqual([]);
    // The same 401 from a shop endpoint does both.
    await t.call(getCart, { params: { projectId: '1' } }).catch(() => undefined);
    expect(seen).toHaveLength(1);
    expect(intents).toHaveLength(1);
  });
});

describe('given the server cannot be reached', () => {
  it('rejects with a NetworkError and emits fail with status 0', async () => {
    const closed = await startTestServer();
    const url = closed.url;
    await closed.close();
    const t = createTransport({ baseURL: url });
    const log = recordEvents(t);
    const error = await t.call(getCart, { params: { projectId: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe('network_error');
    expect(log.map(([type]) => type)).toEqual([
      'field-errors',
      'request:start',
      'field-errors',
      'request:fail',
      'toast',
    ]);
  });

  it('an aborted request is a silent NetworkError with code aborted', async () => {
    server.handle(() => 'manual');
    const t = transport();
    const toasts: unknown[] = [];
    t.events.on('toast', (toast) => toasts.push(toast));
    const controller = new AbortController();
    const pending = t.call(getCart, { params: { projectId: '1' }, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).code).toBe('aborted');
    expect(toasts).toEqual([]);
  });

  it('a timeout is a network error', async () => {
    server.handle(() => 'manual');
    const t = transport({ timeout: 30 });
    const error = await t.call(getCart, { params: { projectId: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });
});

describe('given response validation', () => {
  it('rejects a 200 whose body does not match the schema, when on', async () => {
    server.handle(() => ({ body: { data: { id: 'not-a-number' } } }));
    const t = transport();
    const fails: unknown[] = [];
    t.events.on('request:fail', (p) => fails.push(p.error));
    const error = await t.call(getCart, { params: { projectId: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).message).toContain('data.id');
    expect(fails).toEqual([error]);
  });

  it('passes the body through untouched when off', async () => {
    server.handle(() => ({ body: { data: { id: 'not-a-number' } } }));
    const t = transport({ validateResponses: false });
    await expect(t.call(getCart, { params: { projectId: '1' } })).resolves.toEqual({
      data: { id: 'not-a-number' },
    });
  });

  it('bindRoutes loads the contract schema of a route (what the resources bind)', async () => {
    server.handle(() => ({ body: { data: { id: 'not-a-number' } } }));
    const { authUser } = bindRoutes<typeof authEndpoints>(transport(), authRoutes);
    const error = await authUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect((error as InvalidResponseError).message).toContain('GET /api/authuser');
  });

  it('bindRoutes sends a route without loading any schema when off', async () => {
    server.handle(() => ({ body: { anything: true } }));
    const { authUser } = bindRoutes<typeof authEndpoints>(
      transport({ validateResponses: false }),
      authRoutes,
    );
    await expect(authUser()).resolves.toEqual({ anything: true });
  });

  it('refuses to validate a bare route it has no schema for', async () => {
    server.handle(() => ({ body: { anything: true } }));
    const route = authRoutes.authUser as unknown as typeof authEndpoints.authUser;
    await expect(transport().call(route)).rejects.toThrow(/bindRoutes/);
  });

  it('is on by default outside production', () => {
    const previous = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'test';
      expect(defaultValidateResponses()).toBe(true);
      process.env.NODE_ENV = 'production';
      expect(defaultValidateResponses()).toBe(false);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

describe('given a pagination URL', () => {
  it('GETs an absolute page URL as-is and an API path against the base URL', async () => {
    server.handle(() => ({ body: { data: { data: [], total: 0 } } }));
    const t = createTransport({ baseURL: 'http://unused.invalid' });
    await t.get(`${server.url}/api/notification?page=2`);
    const t2 = transport();
    await t2.get('/api/notification', { page: 3, pending: undefined });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/notification?page=2',
      '/api/notification?page=3',
    ]);
  });
});

describe('given the types of an endpoint', () => {
  it('requires params and bodies the endpoint declares and types the result', async () => {
    const t = transport();
    // @ts-expect-error projectId is required
    void (() => t.call(getCart));
    // @ts-expect-error email must be a string
    void (() => t.call(login, { body: { email: 1, password: 'x' } }));
    const result: { data: { token: string } } = await t.call(login, {
      body: { email: 'a@b.test', password: 'x' },
    });
    expect(result.data.token).toBe('tok');
  });
});
