// Issue 15 item 2: the visualizer design's calls in the role x action matrix (the owner,
// another customer, the showroom's Pro read-only, another Pro, vendors, Admin with and without
// the one-time code, anonymous).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startServer, type TestServer } from './helpers.ts';
import { expectMatrixAnswer, ROLES, type Role, signInRoles } from './matrix-roles.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
const tokens: Partial<Record<Role, string>> = {};
let projectId = 0;
let design: Record<string, unknown> = {};

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  Object.assign(tokens, await signInRoles(server.url));
  projectId = (await api.get('/api/projectCart', { token: tokens.customer })).body.data.id;
  const plan = (await api.get('/api/floor_plans')).body.data.data[0];
  const template = (await api.get(`/api/floor_templates?floor_plan_id=${plan.id}`)).body.data
    .data[0];
  design = {
    showroom: 'AB12CD34',
    floorplan: plan.id,
    floorTemplate: template.id,
    surfaces: template.surfaces,
  };
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

type Call = { method: string; path: () => string; body?: () => unknown; allow: Role[] };

const CALLS: Record<string, Call> = {
  // Each customer saves to their own project of the showroom: nobody writes another's.
  'save my design': {
    method: 'PUT',
    path: () => '/api/projectDesign',
    body: () => design,
    allow: ['customer', 'anotherCustomer'],
  },
  'read my design in a showroom': {
    method: 'GET',
    path: () => '/api/projectDesign?showroom=AB12CD34',
    allow: ['customer', 'anotherCustomer'],
  },
  // customer@demo.test's project in pro@demo.test's showroom: its Pro reads it, read-only.
  "read the customer's project design": {
    method: 'GET',
    path: () => `/api/projectCart/${projectId}/design`,
    allow: ['customer', 'pro'],
  },
};

describe('role x action matrix: the visualizer design', () => {
  const cases = Object.keys(CALLS).flatMap((name) => ROLES.map((role) => [name, role] as const));
  it.each(cases)('%s as %s', async (name, role) => {
    const call = CALLS[name] as Call;
    const res = await api.call(call.method, call.path(), {
      token: role === 'anonymous' ? undefined : tokens[role],
      body: call.body?.(),
    });
    expectMatrixAnswer(res, role, call.allow);
  });

  it("the customer's design is the one the Pro reads", async () => {
    await api.put('/api/projectDesign', design, { token: tokens.customer });
    const own = await api.get('/api/projectDesign?showroom=AB12CD34', { token: tokens.customer });
    const seen = await api.get(`/api/projectCart/${projectId}/design`, { token: tokens.pro });
    expect(seen.body.data).toEqual(own.body.data);
    expect(seen.body.data.project_id).toBe(projectId);
  });
});
