// Issue 12 item 6: the vendor catalogue calls in the role x action matrix (vendor vs other
// vendor, Pros, customers, Admin with and without the one-time code, anonymous).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, login, loginAdmin, pngHeader, startServer, type TestServer } from './helpers.ts';

const ROLES = [
  'customer',
  'anotherCustomer',
  'pro',
  'anotherPro',
  'vendor',
  'anotherVendor',
  'admin',
  'adminWithoutCode',
  'anonymous',
] as const;
type Role = (typeof ROLES)[number];

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
  tokens.customer = await login(server.url, 'customer@demo.test');
  tokens.anotherCustomer = await login(server.url, 'newcustomer@demo.test');
  tokens.pro = await login(server.url, 'pro@demo.test');
  tokens.anotherPro = await login(server.url, 'basicpro@demo.test');
  tokens.vendor = await login(server.url, 'vendor@demo.test');
  tokens.anotherVendor = await login(server.url, 'othervendor@demo.test');
  tokens.admin = await loginAdmin(server.url);
  tokens.adminWithoutCode = await login(server.url, 'admin@demo.test');
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
    const expected =
      role === 'anonymous' ? 401 : call.allow.includes(role) ? (call.ok ?? 200) : 403;
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (role === 'adminWithoutCode') {
      expect(res.body).toEqual({ message: 'Please verify your one-time code first.' });
    }
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
