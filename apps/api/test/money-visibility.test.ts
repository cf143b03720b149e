import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, type Loose, login, loginAdmin, startServer, type TestServer } from './helpers.ts';

/**
 * Issue 10 item 6, spec 1 §1: customers and visitors get customer prices only; Pros and Admins
 * see the wholesale (vendor) price beside it; a vendor sees the wholesale price of their own
 * products. Every product-bearing answer is walked as each role: each object carrying a
 * `customer_price` is a product or a price line, whose vendor price comes from the database.
 */
let server: TestServer;
let api: ReturnType<typeof client>;
const tokens: Record<string, string | undefined> = {};
let customerProject = 0;
let vendorId = 0;

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  tokens.visitor = undefined;
  tokens.customer = await login(server.url, 'customer@demo.test');
  tokens.pro = await login(server.url, 'pro@demo.test');
  tokens.vendor = await login(server.url, 'vendor@demo.test');
  tokens.admin = await loginAdmin(server.url);
  const me = await api.get('/api/authuser', { token: tokens.vendor });
  vendorId = me.body.data.id;
  // The customer's cart and checklist carry products too.
  const cart = await api.post(
    '/api/projectCart/sync_to_cart',
    { product_id: 1, qty: 2, showroom: 'AB12CD34' },
    { token: tokens.customer },
  );
  customerProject = cart.body.data.id;
  await api.post(
    '/api/projectChecklist',
    {
      project_id: customerProject,
      items: [{ product_id: 2, qty: 1, checked: false }],
      append_items: true,
    },
    { token: tokens.customer },
  );
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

type Priced = {
  id: number;
  price: number;
  customer_price: number;
  vendorId: number | null;
  /** A price line (under `sizes` or `size`), else a product. */
  size: boolean;
};

/** Every object with a `customer_price` in `body`, with the vendor of its product. */
function pricedObjects(
  body: unknown,
  parentVendor: number | null = null,
  size = false,
  out: Priced[] = [],
) {
  if (Array.isArray(body)) for (const item of body) pricedObjects(item, parentVendor, size, out);
  else if (body && typeof body === 'object') {
    const o = body as Loose;
    const vendor = typeof o.vendor_id === 'number' ? o.vendor_id : parentVendor;
    if (typeof o.customer_price === 'number') {
      out.push({
        id: o.id,
        price: o.price,
        customer_price: o.customer_price,
        vendorId: vendor,
        size,
      });
    }
    for (const [key, value] of Object.entries(o))
      pricedObjects(value, vendor, key === 'sizes' || key === 'size', out);
  }
  return out;
}

/** The vendor prices (cents) of products and sizes by id. */
async function vendorCents(ids: number[], sizes: boolean) {
  const { db } = server.deps.database;
  const rows = sizes
    ? await db
        .select({ id: t.productSizes.id, cents: t.productSizes.priceCents })
        .from(t.productSizes)
        .where(inArray(t.productSizes.id, ids))
    : await db
        .select({ id: t.products.id, cents: t.products.priceCents })
        .from(t.products)
        .where(inArray(t.products.id, ids));
  return new Map(rows.map((r) => [r.id, r.cents]));
}

const reads: Array<{ name: string; roles: string[]; call: (token?: string) => Promise<Loose> }> = [
  {
    name: 'a category page',
    roles: ['visitor', 'customer', 'pro', 'vendor', 'admin'],
    call: (token) =>
      api.post('/api/visualization/products', { category: 20, showroom: 'AB12CD34' }, { token }),
  },
  {
    name: 'a product page with its price lines',
    roles: ['visitor', 'customer', 'pro', 'vendor', 'admin'],
    call: (token) => api.get('/api/public?pid=21&showroom=AB12CD34', { token }),
  },
  {
    name: 'top products',
    roles: ['visitor', 'customer', 'pro', 'vendor', 'admin'],
    call: (token) => api.post('/api/top_products/', { showroom: 'AB12CD34', limit: 5 }, { token }),
  },
  {
    name: 'customers also viewed',
    roles: ['visitor', 'customer', 'pro', 'vendor', 'admin'],
    call: (token) =>
      api.post('/api/customer_also_viewed/', { product_id: 3, showroom: 'AB12CD34' }, { token }),
  },
  {
    name: 'recently viewed',
    roles: ['visitor', 'customer', 'pro', 'vendor', 'admin'],
    call: (token) =>
      api.post('/api/recently_viewed/', { product_ids: [4, 5], showroom: 'AB12CD34' }, { token }),
  },
  {
    name: 'search',
    roles: ['visitor', 'customer', 'pro', 'vendor', 'admin'],
    call: (token) => api.get('/api/search?q=slate&showroom=AB12CD34', { token }),
  },
  {
    name: "the customer's cart",
    roles: ['customer'],
    call: (token) => api.get(`/api/projectCart?project=${customerProject}`, { token }),
  },
  {
    name: "the customer's checklist",
    roles: ['customer', 'pro'],
    call: (token) => api.get(`/api/projectChecklist/${customerProject}`, { token }),
  },
];

describe('money fields by role on every product-bearing answer', () => {
  for (const read of reads) {
    for (const role of read.roles) {
      it(`${read.name} as ${role}`, async () => {
        const res = await read.call(tokens[role]);
        expect(res.status).toBe(200);
        const objects = pricedObjects(res.body.data);
        expect(objects.length).toBeGreaterThan(0);
        const products = await vendorCents(
          objects.filter((o) => !o.size).map((o) => o.id),
          false,
        );
        const sizes = await vendorCents(
          objects.filter((o) => o.size).map((o) => o.id),
          true,
        );
        for (const o of objects) {
          const cents = (o.size ? sizes : products).get(o.id);
          expect(cents, `${read.name}: vendor price of ${o.id}`).toBeDefined();
          const wholesale = (cents ?? 0) / 100;
          // Every showroom marks up: the two prices differ, so the check cannot pass vacuously.
          expect(o.customer_price).toBeGreaterThan(wholesale);
          const sees =
            role === 'pro' || role === 'admin' || (role === 'vendor' && o.vendorId === vendorId);
          expect(o.price, `${role} on ${read.name}, ${o.id}`).toBe(
            sees ? wholesale : o.customer_price,
          );
        }
      });
    }
  }

  it('shows a vendor the wholesale price of their own product only, on its page', async () => {
    const { db } = server.deps.database;
    const [own] = await db
      .select()
      .from(t.products)
      .where(eq(t.products.vendorId, vendorId))
      .limit(1);
    const [other] = await db.select().from(t.products).where(eq(t.products.id, 10));
    if (!own || !other || other.vendorId === vendorId) throw new Error('seed changed');
    const mine = await api.get(`/api/public?pid=${own.id}`, { token: tokens.vendor });
    expect(mine.body.data.product.price).toBe(own.priceCents / 100);
    const theirs = await api.get(`/api/public?pid=${other.id}`, { token: tokens.vendor });
    expect(theirs.body.data.product.price).toBe(theirs.body.data.product.customer_price);
    expect(theirs.body.data.product.price).not.toBe(other.priceCents / 100);
  });

  it("never tells a visitor the Pro's markup", async () => {
    const res = await api.get('/api/visualization/shop_profile?showroom=AB12CD34');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('markup');
  });
});
