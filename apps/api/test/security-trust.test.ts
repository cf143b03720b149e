// Issue 23, limits and trust: limits that hold under concurrency (5), the Host header and CORS
// (6), other people's rooms (7), odd input that answered 500 (8), payout accounts (9) and the
// admin audit log (10). Each test performs the attack of its item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, PASSWORD, startServer, type TestServer } from './helpers.ts';

/** Behind a trusted (loopback) proxy: each test names its client by X-Forwarded-For. */
let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer({
    env: { TRUST_PROXY: 'loopback' },
    // A queue as long as the attacks, so no answer is a 503 (item 2 tests the queue itself).
    config: { passwordHashing: { concurrent: 2, queued: 1000, retryAfterSeconds: 2 } },
  });
  api = client(server.url);
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

let nextAddress = 1;
const newClient = () => ({ 'X-Forwarded-For': `203.0.113.${nextAddress++}` });
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('item 5: limits beaten by concurrency', () => {
  it('80 wrong sign-ins sent at once from one address: 30 are checked, 50 answered 429', async () => {
    const from = newClient();
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        api.post(
          '/api/login',
          { email: `spray-${i}@example.test`, password: 'wrong-password' },
          { headers: from },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect([count(statuses, 422), count(statuses, 429)]).toEqual([30, 50]);
    // And the right password from that address afterwards: still 429.
    const right = await api.post(
      '/api/login',
      { email: 'customer@demo.test', password: PASSWORD },
      { headers: from },
    );
    expect(right.status).toBe(429);
  });

  it('40 wrong passwords for one account sent at once: 5 are checked, then the owner waits', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        api.post(
          '/api/login',
          { email: 'vendor@demo.test', password: 'wrong-password' },
          { headers: newClient() },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect([count(statuses, 422), count(statuses, 429)]).toEqual([5, 35]);
    const right = await api.post(
      '/api/login',
      { email: 'vendor@demo.test', password: PASSWORD },
      { headers: newClient() },
    );
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('30');
  });

  it('a right password gives its count back: 29 failures, a success, then 30 more may fail', async () => {
    const from = newClient();
    for (let i = 0; i < 29; i++) {
      const res = await api.post(
        '/api/login',
        { email: `back-${i}@example.test`, password: 'wrong-password' },
        { headers: from },
      );
      expect(res.status).toBe(422);
    }
    const ok = await api.post(
      '/api/login',
      { email: 'pro@demo.test', password: PASSWORD },
      { headers: from },
    );
    expect(ok.status).toBe(200);
    const last = await api.post(
      '/api/login',
      { email: 'back-last@example.test', password: 'wrong-password' },
      { headers: from },
    );
    expect(last.status).toBe(422);
    const over = await api.post(
      '/api/login',
      { email: 'back-over@example.test', password: 'wrong-password' },
      { headers: from },
    );
    expect(over.status).toBe(429);
  });

  it('100 wrong coupon codes sent at once: 10 are checked, 90 answered 429', async () => {
    const token = await login(server.url, 'newcustomer@demo.test');
    const project = (
      await api.post('/api/projectCart', { showroom: 'AB12CD34', name: 'Guess' }, { token })
    ).body.data.id;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api.post(
          '/api/checkout/coupon',
          { code: `GUESS${String(i).padStart(3, '0')}`, project_id: project },
          { token },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect([count(statuses, 422), count(statuses, 429)]).toEqual([10, 90]);
  });
});
