import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatStreamEvent } from '../../contract/chat';
import type { User } from '../../contract/user';
import { createClient } from '../create-client';
import { type ApiError, InvalidResponseError, UnauthorizedError } from '../errors';
import { type RecordedRequest, startTestServer, type TestServer } from '../test-server';
import { parseSseBlock } from './chat';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ body: { success: true, message: 'OK', data: null } }));
});

/** A client that does not parse answers: these tests check what goes over the wire. */
function wireClient() {
  return createClient({
    baseURL: server.url,
    validateResponses: false,
    getToken: () => 'user-token-123',
  });
}

function only(): RecordedRequest {
  expect(server.requests).toHaveLength(1);
  return server.requests[0] as RecordedRequest;
}

const user: User = {
  id: 1,
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'customer@demo.test',
  type: 'User',
  status: 'Active',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  country_code: '+1',
  phone_number: '5551234567',
  zip_code: '94105',
  total_projects: 1,
  custom_addon: null,
  latest_subscription: null,
  shop_profile: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const chat = {
  id: 5,
  project_id: 7,
  sender: { id: 2, name: 'Pat Pro', type: 'Contractor' },
  message: 'Tiles arrive Monday.',
  files: [],
  created_at: '2026-01-02T10:00:00.000Z',
};

describe('given each resource module, a representative call goes out as the contract says', () => {
  it('auth.login posts the credentials and resolves the parsed session', async () => {
    server.handle(() => ({ body: { data: { user, token: 'fresh-token-12345' } } }));
    const client = createClient({ baseURL: server.url, validateResponses: true });
    const answer = await client.auth.login({
      body: { email: 'customer@demo.test', password: 'demo-pass-123' },
    });
    expect(answer.data.token).toBe('fresh-token-12345');
    expect(answer.data.user.type).toBe('User');
    const request = only();
    expect([request.method, request.url]).toEqual(['POST', '/api/login']);
    expect(JSON.parse(request.body)).toEqual({
      email: 'customer@demo.test',
      password: 'demo-pass-123',
    });
  });

  it('auth: the one-time code is requested without a query and checked with otp', async () => {
    const client = wireClient();
    await client.auth.requestOneTimeCode();
    await client.auth.checkOneTimeCode('123456');
    await client.auth.emailVerify({ params: { token: 'a b' } });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/login/verify_otp',
      'GET /api/login/verify_otp?otp=123456',
      'GET /api/email/verify/a%20b',
    ]);
  });

  it('showrooms.searchShowrooms sends the query s', async () => {
    await wireClient().showrooms.searchShowrooms({ query: { s: 'AB12CD34' } });
    expect(only().url).toBe('/api/visualization/showrooms?s=AB12CD34');
  });

  it('catalog.topProducts posts to the trailing-slash path; catalog.settings reads /api/setting', async () => {
    const client = wireClient();
    await client.catalog.topProducts({ body: { showroom: 'AB12CD34', limit: 4 } });
    await client.catalog.settings();
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'POST /api/top_products/ {"showroom":"AB12CD34","limit":4}',
      'GET /api/setting ',
    ]);
  });

  it('cart.destroyCartLine deletes with the showroom in the query', async () => {
    await wireClient().cart.destroyCartLine({ params: { id: 9 }, query: { showroom: 'AB12CD34' } });
    expect(`${only().method} ${only().url}`).toBe('DELETE /api/cart/destroy/9?showroom=AB12CD34');
  });

  it('cart.updateProjectCart attaches a temporary cart (re_temp_project_id, project_id)', async () => {
    await wireClient().cart.updateProjectCart({
      body: { re_temp_project_id: '5b7e1c1e-temp-cart', project_id: 42 },
    });
    expect(only().url).toBe('/api/projectCart/update_project_cart');
    expect(JSON.parse(only().body)).toEqual({
      re_temp_project_id: '5b7e1c1e-temp-cart',
      project_id: 42,
    });
  });

  it('checklist.shareChecklist calls share_to_contractor with the project id', async () => {
    await wireClient().checklist.shareChecklist({ params: { projectId: 7 } });
    expect(`${only().method} ${only().url}`).toBe('GET /api/project/share_to_contractor/7');
  });

  it('chat.sendChatMessage posts the message', async () => {
    await wireClient().chat.sendChatMessage({ body: { project_id: 7, message: 'Hello' } });
    expect(`${only().method} ${only().url} ${only().body}`).toBe(
      'POST /api/projectChat {"project_id":7,"message":"Hello"}',
    );
  });

  it('checkout.placeOrder sends the idempotency key header with the body', async () => {
    await wireClient().checkout.placeOrder({
      body: { idempotency_key: 'order-key-0001', project_id: 42 },
      headers: { 'idempotency-key': 'order-key-0001' },
    });
    const request = only();
    expect(`${request.method} ${request.url}`).toBe('POST /api/checkout');
    expect(request.headers['idempotency-key']).toBe('order-key-0001');
    expect(request.headers.authorization).toBe('Bearer user-token-123');
  });

  it('orders.setOrderItemStatus puts the new status', async () => {
    await wireClient().orders.setOrderItemStatus({
      params: { id: 3 },
      body: { status: 'Accept to Pick Up' },
    });
    expect(`${only().method} ${only().url} ${only().body}`).toBe(
      'PUT /api/order_items/3/status {"status":"Accept to Pick Up"}',
    );
  });

  it('payouts.savePayoutSetup posts the payout account', async () => {
    await wireClient().payouts.savePayoutSetup({
      body: {
        current_password: 'long-enough-1',
        account_holder_name: 'Pat Pro',
        routing_number: '110000000',
        account_number: '000123456789',
      },
    });
    expect(`${only().method} ${only().url}`).toBe('POST /api/payout/setup');
  });

  it('notifications: list pending=1, update one', async () => {
    const client = wireClient();
    await client.notifications.notifications({ query: { pending: 1 } });
    await client.notifications.updateNotification({ params: { id: 4 }, body: { pending: false } });
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'GET /api/notification?pending=1 ',
      'PUT /api/notification/4 {"pending":false}',
    ]);
  });

  it('leads.sampleRequest sends multipart form fields', async () => {
    await wireClient().leads.sampleRequest({
      body: {
        full_name: 'Ann Lee',
        email: 'ann@example.test',
        phone_number: '(555) 123-4567',
        lead_type: 'Pop-Ups',
        shop_profile_id: null,
      },
    });
    const request = only();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('name="lead_type"\r\n\r\nPop-Ups');
    expect(request.body).not.toContain('shop_profile_id');
  });

  it('ai.aiDesign logs in to the AI account; ai.aiCredits posts', async () => {
    const client = wireClient();
    await client.ai.aiDesign({
      body: { action: 'login', email: 'ann@example.test', password: 'demo-pass-123' },
    });
    await client.ai.aiCredits();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/AI/design',
      'POST /api/AI/get_credits',
    ]);
  });

  it('visualizer.floorPlan, settings.settings and showroomSettings.deleteCoupon', async () => {
    const client = wireClient();
    await client.visualizer.floorPlan({ params: { id: 2 } });
    await client.settings.settings();
    await client.showroomSettings.deleteCoupon({ params: { id: 8 } });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/floor_plans/2',
      'GET /api/setting',
      'DELETE /api/showroom/coupons/8',
    ]);
  });

  it('rejects an answer that breaks the contract when validating', async () => {
    server.handle(() => ({ body: { data: { user: { id: 'x' }, token: 'short' } } }));
    const client = createClient({ baseURL: server.url, validateResponses: true });
    await expect(
      client.auth.login({ body: { email: 'a@b.test', password: 'x' } }),
    ).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe('given pagination (spec 1 §7)', () => {
  it('fetches a page URL as given, or the records path with page=n', async () => {
    const client = wireClient();
    await client.paginate.page(`${server.url}/api/notification?page=3`);
    await client.paginate.records('/api/notification', 2, { pending: 1 });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/notification?page=3',
      '/api/notification?pending=1&page=2',
    ]);
  });

  it('parses with a schema when given one, and refuses a page below 1', async () => {
    server.handle(() => ({ body: { data: { total: 3 } } }));
    const client = wireClient();
    const page = await client.paginate.page('/api/x', {
      schema: v.object({ data: v.object({ total: v.number() }) }),
    });
    expect(page.data.total).toBe(3);
    await expect(
      client.paginate.page('/api/x', {
        schema: v.object({ data: v.object({ total: v.string() }) }),
      }),
    ).rejects.toThrow(InvalidResponseError);
    await expect(client.paginate.records('/api/x', 0)).rejects.toThrow(RangeError);
  });
});

describe('given the live chat stream', () => {
  it('delivers each server-sent message with the auth headers, and stops on unsubscribe', async () => {
    server.handle((request, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(': connected\n\n');
      res.write(`event: message\ndata: ${JSON.stringify({ type: 'message', chat })}\n\n`);
      res.write(`data: ${JSON.stringify({ type: 'message', chat: { ...chat, id: 6 } })}\r\n\r\n`);
      res.write('event: ping\ndata: {}\n\n');
      void request;
      return 'manual';
    });
    const client = createClient({
      baseURL: server.url,
      validateResponses: true,
      getToken: () => 'user-token-123',
    });
    const received: ChatStreamEvent[] = [];
    const done = new Promise<void>((resolve) => {
      const stop = client.chat.subscribe(7, (event) => {
        received.push(event);
        if (received.length === 2) {
          stop();
          resolve();
        }
      });
    });
    await done;
    expect(received.map((e) => e.chat.id)).toEqual([5, 6]);
    const request = only();
    expect(request.url).toBe('/api/projectChat/7/stream');
    expect(request.headers.authorization).toBe('Bearer user-token-123');
    expect(request.headers.accept).toBe('text/event-stream');
    expect(request.headers['content-type']).toBeUndefined();
  });

  it('reports an event that breaks the contract and keeps listening', async () => {
    server.handle((_, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: not json\n\n');
      res.write(`data: ${JSON.stringify({ type: 'message', chat: { id: 'x' } })}\n\n`);
      res.write(`data: ${JSON.stringify({ type: 'message', chat })}\n\n`);
      return 'manual';
    });
    const client = createClient({ baseURL: server.url, validateResponses: true });
    const errors: ApiError[] = [];
    await new Promise<void>((resolve) => {
      const stop = client.chat.subscribe(
        7,
        () => {
          stop();
          resolve();
        },
        { onError: (error) => errors.push(error) },
      );
    });
    expect(errors.map((e) => e.message)).toEqual([
      'A chat event is not JSON.',
      'A chat event does not match its schema.',
    ]);
  });

  it('reconnects after the server closes the stream, honouring retry:', async () => {
    let connections = 0;
    server.handle((_, res) => {
      connections += 1;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (connections === 1) {
        res.end('retry: 10\n\n');
      } else {
        res.write(`data: ${JSON.stringify({ type: 'message', chat })}\n\n`);
      }
      return 'manual';
    });
    const client = createClient({ baseURL: server.url, validateResponses: false });
    await new Promise<void>((resolve) => {
      const stop = client.chat.subscribe(
        7,
        () => {
          stop();
          resolve();
        },
        { reconnectDelayMs: 5000 },
      );
    });
    expect(connections).toBe(2);
  });

  it('a 401 goes through the catalogue (unauthorized) and stops for good', async () => {
    server.handle(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    const client = createClient({
      baseURL: server.url,
      getCurrentPath: () => '/visualize',
    });
    const intents: string[] = [];
    client.events.on('unauthorized', (intent) => intents.push(intent.loginUrl));
    const error = await new Promise<ApiError>((resolve) => {
      client.chat.subscribe(7, () => undefined, { onError: resolve, reconnectDelayMs: 5 });
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(intents).toEqual(['/login?redirect=/visualize']);
    expect(server.requests).toHaveLength(1);
  });

  it('a failing server toasts once per outage, backs off, and toasts again after a good connection', async () => {
    let connections = 0;
    const at: number[] = [];
    server.handle((_, res) => {
      connections += 1;
      at.push(Date.now());
      if (connections === 4) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(': up\n\n');
        return 'manual';
      }
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Service Unavailable' }));
      return 'manual';
    });
    const client = createClient({ baseURL: server.url });
    const toasts: string[] = [];
    client.events.on('toast', (toast) => toasts.push(toast.message));
    const errors: ApiError[] = [];
    await new Promise<void>((resolve) => {
      const stop = client.chat.subscribe(7, () => undefined, {
        reconnectDelayMs: 20,
        onError: (error) => {
          errors.push(error);
          // 3 failures, a good connection (closed at once), then a new outage.
          if (errors.length === 4) {
            stop();
            resolve();
          }
        },
      });
    });
    expect(errors.map((e) => e.status)).toEqual([503, 503, 503, 503]);
    expect(toasts).toHaveLength(2);
    // Waits of 20, 40 and 80 ms between the failed attempts.
    const gaps = at.slice(1, 4).map((t, i) => t - (at[i] ?? 0));
    expect(gaps[1]).toBeGreaterThanOrEqual(38);
    expect(gaps[2]).toBeGreaterThanOrEqual(78);
  });

  it('a network failure is reported and retried', async () => {
    const gone = await startTestServer();
    const url = gone.url;
    await gone.close();
    const client = createClient({ baseURL: url });
    const errors: ApiError[] = [];
    await new Promise<void>((resolve) => {
      const stop = client.chat.subscribe(7, () => undefined, {
        reconnectDelayMs: 5,
        onError: (error) => {
          errors.push(error);
          if (errors.length === 2) {
            stop();
            resolve();
          }
        },
      });
    });
    expect(errors.map((e) => e.code)).toEqual(['network_error', 'network_error']);
  });
});

describe('given server-sent event blocks', () => {
  it.each([
    ['data: {"a":1}', { event: 'message', data: '{"a":1}' }],
    ['event: ping\ndata: x', { event: 'ping', data: 'x' }],
    ['data: line 1\ndata: line 2', { event: 'message', data: 'line 1\nline 2' }],
    ['id: 7\ndata:x', { event: 'message', data: 'x', id: '7' }],
    ['retry: 2000', { event: 'message', data: '', retry: 2000 }],
    [': comment only', null],
    ['event: ping', null],
    ['data', { event: 'message', data: '' }],
  ])('%j -> %j', (block, expected) => {
    expect(parseSseBlock(block)).toEqual(expected);
  });
});

describe('given the types of the resource methods', () => {
  it('makes optional inputs optional and required ones required', async () => {
    const client = wireClient();
    // Every query field optional: no argument needed.
    await client.notifications.notifications();
    await client.showrooms.searchShowrooms();
    // @ts-expect-error the project id is required
    void (() => client.checklist.shareChecklist());
    // @ts-expect-error the login body is required
    void (() => client.auth.login());
    // @ts-expect-error an unknown status is refused
    void (() => client.orders.setOrderItemStatus({ params: { id: 1 }, body: { status: 'Lost' } }));
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/notification',
      '/api/visualization/showrooms',
    ]);
  });
});
