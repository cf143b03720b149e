import { type Endpoint, endpoints } from '@brand/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let customer = '';
let ai = '';
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
  ai = (
    await api.post('/api/AI/design', {
      action: 'register',
      name: 'Cor Pus',
      email: 'corpus@example.test',
      password: 'long-enough-1',
    })
  ).body.data.token;
});
afterAll(() => server.close());

const all = Object.entries(endpoints) as [string, Endpoint][];

/** The field names of an object schema, through pipes and variants. */
function fieldsOf(schema: unknown): string[] {
  const s = schema as
    | { entries?: Record<string, unknown>; pipe?: unknown[]; options?: unknown[] }
    | undefined;
  if (!s) return [];
  if (s.entries) return Object.keys(s.entries);
  if (s.pipe?.[0]) return fieldsOf(s.pipe[0]);
  if (s.options) return [...new Set(s.options.flatMap(fieldsOf))];
  return [];
}

const VALUES: [string, unknown][] = [
  ['missing', undefined],
  ['wrong type', { nested: [1, 2] }],
  ['number', -1],
  ['oversized', 'x'.repeat(20_000)],
  ['unicode', '😀 \u202e ñ \u0000 漢字'],
  ['sql', "' OR 1=1; DROP TABLE users; --"],
  ['html', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
];

const pathWith = (e: Endpoint, value: string) =>
  e.path.replace(/:([A-Za-z_]+)/g, () => encodeURIComponent(value));

async function send(e: Endpoint, path: string, body: unknown, query = '') {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (e.auth === 'user') headers.Authorization = `Bearer ${customer}`;
  if (e.auth === 'ai') headers.AuthorizationAI = `Bearer ${ai}`;
  let payload: BodyInit | undefined;
  if (e.method !== 'GET' && body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    const res = await fetch(server.url + path + query, {
      method: e.method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(8000),
    });
    const text = await res.text();
    return { status: res.status, text };
  } catch (err) {
    // Only a live stream may stay open.
    if ((e as { responseType?: string }).responseType === 'event-stream')
      return { status: 200, text: '' };
    throw err;
  }
}

describe('every write call needs a signed-in user (anonymous -> 401)', () => {
  const writes = all.filter(([, e]) => e.method !== 'GET' && e.auth !== 'public');
  it.each(writes)('%s', async (_name, e) => {
    const res = await fetch(server.url + pathWith(e, '1'), {
      method: e.method,
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('the bad-input corpus never causes a 500', () => {
  it.each(all)(
    '%s',
    async (_name, e) => {
      const fields = fieldsOf(e.body);
      const queryFields = fieldsOf(e.query);
      const failures: string[] = [];
      for (const [label, value] of VALUES) {
        const text = typeof value === 'string' ? value : '999999';
        const body = Object.fromEntries(fields.map((f) => [f, value]));
        const query = queryFields.length
          ? `?${queryFields.map((f) => `${f}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value ?? ''))}`).join('&')}`
          : '';
        for (const [what, b] of [
          ['fields', body],
          ['array body', [value]],
          ['string body', String(text)],
        ] as const) {
          const res = await send(e, pathWith(e, text.slice(0, 200)), b, query);
          if (res.status >= 500)
            failures.push(`${label} / ${what}: ${res.status} ${res.text.slice(0, 120)}`);
          // 431 (URL over 16 KB) comes from Node's HTTP parser before the app: no JSON body.
          if (res.status >= 400 && res.status !== 431) {
            const json = JSON.parse(res.text || '{}') as { message?: unknown };
            if (typeof json.message !== 'string')
              failures.push(`${label} / ${what}: ${res.status} without a message`);
          }
        }
      }
      // Malformed JSON.
      const malformed = await fetch(server.url + pathWith(e, '1'), {
        method: e.method === 'GET' ? 'POST' : e.method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer}` },
        body: '{"a":',
      });
      if (malformed.status >= 500) failures.push(`malformed JSON: ${malformed.status}`);
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
