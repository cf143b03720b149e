// Issue 15 item 5: the own-room calls in the role x action matrix. Customers and Pros keep
// their own rooms; vendors and Admins get 403 (an Admin without the one-time code too),
// anonymous 401. A room is private: another customer or Pro gets a 404 for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, pngHeader, startServer, type TestServer } from './helpers.ts';
import { ROLES, type Role, signInRoles } from './matrix-roles.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
const tokens: Partial<Record<Role, string>> = {};

const room = {
  name: 'Matrix room',
  room_type: 'Kitchen',
  walls: [
    { x: 0, y: 0 },
    { x: 12, y: 0 },
    { x: 12, y: 10 },
    { x: 0, y: 10 },
  ],
  height: 9,
  openings: [],
};

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  Object.assign(tokens, await signInRoles(server.url));
}, 120_000);
afterAll(() => server.close());

/** A fresh room of customer@demo.test's for each cell (delete would remove a shared one). */
async function customersRoom(): Promise<number> {
  const res = await api.post('/api/my_rooms', room, { token: tokens.customer });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

type Call = {
  method: string;
  path: (id: number) => string;
  body?: unknown;
  /** A multipart body, made afresh for each call. */
  form?: () => FormData;
  /** The owner's (customer's) answer, and other designers' (another customer, the Pros). */
  owner: number;
  others: number;
};

const CALLS: Record<string, Call> = {
  'list my rooms': { method: 'GET', path: () => '/api/my_rooms', owner: 200, others: 200 },
  'save a room': {
    method: 'POST',
    path: () => '/api/my_rooms',
    body: room,
    owner: 201,
    others: 201,
  },
  "edit view of the customer's room": {
    method: 'GET',
    path: (id) => `/api/my_rooms/${id}`,
    owner: 200,
    others: 404,
  },
  'upload a floor-plan image to trace': {
    method: 'POST',
    path: () => '/api/my_rooms/trace_image',
    form: () => {
      const form = new FormData();
      form.append('image', new Blob([pngHeader(800, 600)], { type: 'image/png' }), 'plan.png');
      return form;
    },
    owner: 201,
    others: 201,
  },
  "change the customer's room": {
    method: 'PUT',
    path: (id) => `/api/my_rooms/${id}`,
    body: { ...room, name: 'Changed' },
    owner: 200,
    others: 404,
  },
  "delete the customer's room": {
    method: 'DELETE',
    path: (id) => `/api/my_rooms/${id}`,
    owner: 200,
    others: 404,
  },
  "open the customer's room as a floor plan": {
    method: 'GET',
    path: (id) => `/api/floor_plans/${id}`,
    owner: 200,
    others: 404,
  },
};

describe('own rooms: role x action matrix', () => {
  const cases = Object.keys(CALLS).flatMap((name) => ROLES.map((role) => [name, role] as const));
  it.each(cases)('%s as %s', async (name, role) => {
    const call = CALLS[name] as Call;
    const id = await customersRoom();
    const token = role === 'anonymous' ? undefined : tokens[role];
    const res = await api.call(call.method, call.path(id), {
      token,
      body: call.body,
      raw: call.form?.(),
    });
    const publicRead = name.startsWith('open');
    const expected =
      role === 'customer'
        ? call.owner
        : role === 'adminWithoutCode'
          ? 403
          : publicRead
            ? 404
            : role === 'anonymous'
              ? 401
              : ['anotherCustomer', 'pro', 'anotherPro'].includes(role)
                ? call.others
                : 403;
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (role === 'adminWithoutCode') {
      expect(res.body).toEqual({ message: 'Please verify your one-time code first.' });
    }
  });
});
