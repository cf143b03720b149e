import type { AddressInfo } from 'node:net';
import { defineEndpoint } from '@brand/core/contract';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { AppEnv } from '../src/env.ts';
import { handleError } from '../src/http/errors.ts';
import { route } from '../src/http/route.ts';
import { client, startServer, type TestServer } from './helpers.ts';

describe('config', () => {
  it('defaults PORT to 3000 and DATA_DIR to ./.data under the cwd', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/app/.data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.nodeEnv).toBe('development');
  });
  it('reads the environment', () => {
    const config = loadConfig(
      {
        PORT: '4000',
        DATA_DIR: '/tmp/x',
        DATABASE_URL: 'postgres://h/db',
        NODE_ENV: 'production',
        PAYMENTS: 'sandbox',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 4000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://h/db',
      nodeEnv: 'production',
    });
  });
  it('refuses a PORT that is not a number, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT must be a non-negative integer/);
  });
});

describe('the route helper', () => {
  const echo = defineEndpoint({
    method: 'POST',
    path: '/api/echo/:id',
    auth: 'public',
    summary: 'test only',
    source: 'test',
    params: v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/, 'The id must be a number.')) }),
    body: v.object({
      name: v.pipe(
        v.string('The name must be text.'),
        v.minLength(1, 'The name field is required.'),
        v.maxLength(20, 'The name may not be greater than 20 characters.'),
      ),
    }),
    response: v.object({ data: v.object({ id: v.string(), name: v.string() }) }),
  });
  let base = '';
  let close: () => void = () => {};
  beforeAll(async () => {
    const app = new Hono<AppEnv>();
    app.onError(handleError);
    app.use('*', async (c, next) => {
      c.set('deps', {} as never);
      await next();
    });
    route(app, echo, (_c, { params, body }) => ({
      body: { data: { id: params.id, name: body.name } },
    }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('routes :params and answers the handler body', async () => {
    const res = await client(base).post('/api/echo/7', { name: 'Tile' });
    expect(res).toMatchObject({ status: 200, body: { data: { id: '7', name: 'Tile' } } });
  });
  it.each([
    [{}, { name: ['The name field is required.'] }],
    [{ name: 5 }, { name: ['The name must be text.'] }],
    [{ name: '' }, { name: ['The name field is required.'] }],
    [{ name: 'x'.repeat(21) }, { name: ['The name may not be greater than 20 characters.'] }],
  ])('answers 422 in the Laravel shape for %j', async (body, errors) => {
    const res = await client(base).post('/api/echo/7', body);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'The given data was invalid.', errors });
  });
  it('validates params too', async () => {
    const res = await client(base).post('/api/echo/abc', { name: 'a' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ id: ['The id must be a number.'] });
  });
  it('answers malformed JSON with 400 and a message, not 500', async () => {
    const res = await client(base).call('POST', '/api/echo/1', {
      raw: '{"name": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'The request body is not valid JSON.' });
  });
  it('answers a wrong content type with 415', async () => {
    const res = await client(base).call('POST', '/api/echo/1', {
      raw: '<xml/>',
      headers: { 'Content-Type': 'application/xml' },
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/JSON/);
  });
  it.each([
    ['a form-encoded body', new URLSearchParams({ name: 'Form' }), undefined],
    ['a text/plain body holding JSON', '{"name":"Plain"}', 'text/plain;charset=UTF-8'],
    ['a body without a content type', '{"name":"None"}', ''],
  ])('answers %s with 415 (JSON only: issue 13)', async (_what, raw, type) => {
    const res = await client(base).call('POST', '/api/echo/1', {
      raw,
      headers: type === undefined ? {} : { 'Content-Type': type },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'Send the request body as JSON (Content-Type: application/json).',
    });
  });
});

describe('the app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers /healthz and /readyz (which checks the database)', async () => {
    const api = client(server.url);
    expect(await api.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await api.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });
  it('answers /readyz 503 while shutting down, and when the database fails or hangs', async () => {
    const stopping = new AbortController();
    stopping.abort();
    const draining = createApp({ ...server.deps, shutdownSignal: stopping.signal });
    const res = await draining.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'stopping' });
    expect((await draining.request('/healthz')).status).toBe(200);
    const down = createApp({
      ...server.deps,
      database: { ...server.deps.database, ping: () => Promise.reject(new Error('down')) },
    });
    expect((await down.request('/readyz')).status).toBe(503);
    const hanging = createApp({
      ...server.deps,
      database: { ...server.deps.database, ping: () => new Promise<void>(() => {}) },
    });
    const started = Date.now();
    const slow = await hanging.request('/readyz');
    expect(slow.status).toBe(503);
    expect(await slow.json()).toMatchObject({ status: 'unavailable' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await client(server.url).get('/api/definitely-not-here');
    expect(res).toMatchObject({
      status: 404,
      body: { message: 'Record not found for processing.' },
    });
  });
  it('refuses oversized bodies with 413 and a message', async () => {
    const res = await client(server.url).call('POST', '/api/login', {
      raw: JSON.stringify({ email: 'x'.repeat(6 * 1024 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });
  it('exposes the dev mailbox outside production', async () => {
    const res = await client(server.url).get('/dev/mailbox');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });
});

describe('in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { NODE_ENV: 'production', PAYMENTS: 'sandbox' } });
  });
  afterAll(() => server.close());
  it('has no dev mailbox', async () => {
    const res = await client(server.url).get('/dev/mailbox');
    expect(res.status).toBe(404);
  });
});
