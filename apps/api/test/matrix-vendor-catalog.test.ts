// Issue 12 item 6: the vendor catalogue calls in the role x action matrix (vendor vs other
// vendor, Pros, customers, Admin with and without the one-time code, anonymous).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, pngHeader, startServer, type TestServer } from './helpers.ts';
import { expectMatrixAnswer, ROLES, type Role, signInRoles } from './matrix-roles.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
const tokens: Partial<Record<Role, string>> = {};
/** vendor@demo.test's product every cell acts on. */
let productId = 0;
let categoryId = 0;
let importCount = 0;

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  Object.assign(tokens, await signInRoles(server.url));
  const { db } = server.deps.database;
  const [vendor] = await db.select().from(t.users).where(eq(t.users.email, 'vendor@demo.test'));
  const [owned] = await db
    .select()
    .from(t.products)
    .where(eq(t.products.vendorId, vendor?.id ?? 0))
    .limit(1);
  productId = owned?.id ?? 0;
  categoryId = owned?.categoryId ?? 0;
  expect(productId).toBeGreaterThan(0);
}, 120_000);
afterAll(() => server.close());

const body = () => ({ name: 'Matrix Tile', category_id: categoryId, price: 10 });
const form = (part: string, blob: Blob, name: string) => {
  const f = new FormData();
  f.append(part, blob, name);
  return f;
};

type Call = {
  method: string;
  path: () => string;
  body?: () => unknown;
  raw?: () => BodyInit;
  allow: Role[];
  ok?: 200 | 201;
};

const CALLS: Record<string, Call> = {
  'list my products': {
    method: 'GET',
    path: () => '/api/vendor/products',
    allow: ['vendor', 'anotherVendor', 'admin'],
  },
  'create a product': {
    method: 'POST',
    path: () => '/api/vendor/products',
    body: body,
    allow: ['vendor', 'anotherVendor'],
    ok: 201,
  },
  "edit vendor@demo.test's product": {
    method: 'PUT',
    path: () => `/api/vendor/products/${productId}`,
    body: body,
    allow: ['vendor', 'admin'],
  },
  "retire vendor@demo.test's product": {
    method: 'POST',
    path: () => `/api/vendor/products/${productId}/retire`,
    allow: ['vendor', 'admin'],
  },
  "restore vendor@demo.test's product": {
    method: 'POST',
    path: () => `/api/vendor/products/${productId}/restore`,
    allow: ['vendor', 'admin'],
  },
  "upload vendor@demo.test's product image": {
    method: 'POST',
    path: () => `/api/vendor/products/${productId}/image`,
    raw: () =>
      form('image', new Blob([pngHeader(800, 600) as BlobPart], { type: 'image/png' }), 'a.png'),
    allow: ['vendor', 'admin'],
  },
  'import a CSV file': {
    method: 'POST',
    path: () => `/api/vendor/product_imports?key=matrix-${++importCount}`,
    raw: () =>
      form(
        'file',
        new Blob([`sku,name,category,price\nMX-1,Matrix,${categoryId},1.00\n`], {
          type: 'text/csv',
        }),
        'a.csv',
      ),
    allow: ['vendor', 'anotherVendor'],
  },
};

describe('vendor catalogue: role x action matrix', () => {
  const cases = Object.keys(CALLS).flatMap((name) => ROLES.map((role) => [name, role] as const));
  it.each(cases)('%s as %s', async (name, role) => {
    const call = CALLS[name] as Call;
    const token = role === 'anonymous' ? undefined : tokens[role];
    const res = await api.call(call.method, call.path(), {
      token,
      ...(call.body ? { body: call.body() } : {}),
      ...(call.raw ? { raw: call.raw() } : {}),
    });
    expectMatrixAnswer(res, role, call.allow, call.ok);
  });

  it("polls an import only as the vendor who started it (another's is a 404)", async () => {
    const key = 'matrix-poll-1';
    await api.call('POST', `/api/vendor/product_imports?key=${key}`, {
      token: tokens.vendor,
      raw: form('file', new Blob(['sku,name,category,price\n'], { type: 'text/csv' }), 'a.csv'),
    });
    const expected: Record<Role, number> = {
      vendor: 200,
      anotherVendor: 404,
      customer: 403,
      anotherCustomer: 403,
      pro: 403,
      anotherPro: 403,
      admin: 403,
      adminWithoutCode: 403,
      anonymous: 401,
    };
    for (const role of ROLES) {
      const token = role === 'anonymous' ? undefined : tokens[role];
      const res = await api.get(`/api/vendor/product_imports/${key}`, { token });
      expect(res.status, role).toBe(expected[role]);
    }
  });
});
