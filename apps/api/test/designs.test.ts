import { productTypeOf, roomSurfaces } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, login, loginAdmin, startServer, type TestServer } from './helpers.ts';

/** Issue 15 item 2: the visualizer's design autosaves to the customer's project of the showroom. */
let server: TestServer;
let api: ReturnType<typeof client>;
const tokens: Record<string, string> = {};
type Surface = { surface: string; product_id: number };
let plan = { id: 0, room_type: '' };
let template = { id: 0, surfaces: [] as Surface[] };
let otherTemplateId = 0;
let projectId = 0;

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  tokens.customer = await login(server.url, 'customer@demo.test');
  tokens.anotherCustomer = await login(server.url, 'newcustomer@demo.test');
  tokens.pro = await login(server.url, 'pro@demo.test');
  tokens.anotherPro = await login(server.url, 'basicpro@demo.test');
  tokens.vendor = await login(server.url, 'vendor@demo.test');
  tokens.admin = await loginAdmin(server.url);
  const plans = (await api.get('/api/floor_plans?per_page=20')).body.data.data;
  plan = plans.find((p: { room_type: string }) => p.room_type === 'Kitchen');
  template = (await api.get(`/api/floor_templates?floor_plan_id=${plan.id}`)).body.data.data[0];
  const other = plans.find((p: { id: number }) => p.id !== plan.id);
  otherTemplateId = (await api.get(`/api/floor_templates?floor_plan_id=${other.id}`)).body.data
    .data[0].id;
  projectId = (await api.get('/api/projectCart', { token: tokens.customer })).body.data.id;
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const design = (surfaces: Surface[] = template.surfaces) => ({
  showroom: 'AB12CD34',
  floorplan: plan.id,
  floorTemplate: template.id,
  surfaces,
});

async function cartProjects(email: string) {
  const { db } = server.deps.database;
  const [user] = await db.select().from(t.users).where(eq(t.users.email, email));
  return (
    await db
      .select()
      .from(t.projects)
      .where(eq(t.projects.userId, user?.id ?? 0))
  ).filter((p) => p.isCart);
}

describe('save and restore', () => {
  it('saves to the current project of the showroom and answers it on reopening', async () => {
    const before = await cartProjects('customer@demo.test');
    const surfaces = template.surfaces.slice(0, 2);
    const saved = await api.put('/api/projectDesign', design(surfaces), {
      token: tokens.customer,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Design saved.');
    expect(saved.body.data).toMatchObject({
      project_id: projectId,
      showroom: 'AB12CD34',
      floorplan: plan.id,
      floorTemplate: template.id,
      surfaces,
    });
    // The same project: never silently a second one.
    expect((await cartProjects('customer@demo.test')).length).toBe(before.length);
    const got = await api.get('/api/projectDesign?showroom=AB12CD34', { token: tokens.customer });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(saved.body.data);
    const changed = [{ ...(surfaces[0] as Surface) }];
    await api.put('/api/projectDesign', design(changed), { token: tokens.customer });
    const again = await api.get('/api/projectDesign?showroom=ab12cd34', { token: tokens.customer });
    expect(again.body.data.surfaces).toEqual(changed);
  });

  it("creates the customer's project on the first save when there is none, then reuses it", async () => {
    expect(
      (await api.get('/api/projectDesign?showroom=ZX98YW76', { token: tokens.anotherCustomer }))
        .body.data,
    ).toBeNull();
    const before = (await cartProjects('newcustomer@demo.test')).length;
    const first = await api.put(
      '/api/projectDesign',
      { ...design(), showroom: 'ZX98YW76' },
      { token: tokens.anotherCustomer },
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await api.put(
      '/api/projectDesign',
      { ...design([]), showroom: 'ZX98YW76' },
      { token: tokens.anotherCustomer },
    );
    expect(second.body.data.project_id).toBe(first.body.data.project_id);
    expect(second.body.data.surfaces).toEqual([]);
    expect((await cartProjects('newcustomer@demo.test')).length).toBe(before + 1);
    const { db } = server.deps.database;
    const [row] = await db
      .select()
      .from(t.projects)
      .where(eq(t.projects.id, first.body.data.project_id));
    expect(row).toMatchObject({ floorPlanId: plan.id, templateId: template.id, isCart: true });
  });

  it('keeps the finishes (paint, cabinet door style and colour) and restores them', async () => {
    const finishes = { paint: 'sage-green', cabinetStyle: 'shaker', cabinetColour: 'navy' };
    const saved = await api.put(
      '/api/projectDesign',
      { ...design(), finishes },
      { token: tokens.customer },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.finishes).toEqual(finishes);
    const reopened = await api.get('/api/projectDesign?showroom=AB12CD34', {
      token: tokens.customer,
    });
    expect(reopened.body.data.finishes).toEqual(finishes);
    // A null finish goes back to the default look; a save without finishes clears them.
    const changed = await api.put(
      '/api/projectDesign',
      { ...design(), finishes: { paint: 'charcoal', cabinetStyle: null } },
      { token: tokens.customer },
    );
    expect(changed.body.data.finishes).toEqual({ paint: 'charcoal' });
    const cleared = await api.put('/api/projectDesign', design(), { token: tokens.customer });
    expect(cleared.body.data.finishes).toBeUndefined();
    expect(
      (await api.get('/api/projectDesign?showroom=AB12CD34', { token: tokens.customer })).body.data
        .finishes,
    ).toBeUndefined();
  });
});

describe('validation: 422 naming the field, nothing saved', () => {
  const refused = async (body: unknown, field: string) => {
    const { db } = server.deps.database;
    const [before] = await db.select().from(t.projects).where(eq(t.projects.id, projectId));
    const res = await api.put('/api/projectDesign', body, { token: tokens.customer });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual([field]);
    const [after] = await db.select().from(t.projects).where(eq(t.projects.id, projectId));
    expect(after?.design).toEqual(before?.design);
  };
  const first = () => template.surfaces[0] as Surface;

  it('a paint colour, door style or cabinet colour not in the palettes', async () => {
    await refused({ ...design(), finishes: { paint: 'neon-pink' } }, 'finishes.paint');
    await refused({ ...design(), finishes: { cabinetStyle: 'gothic' } }, 'finishes.cabinetStyle');
    await refused({ ...design(), finishes: { cabinetColour: 7 } }, 'finishes.cabinetColour');
  });

  it('an unknown product', () =>
    refused(design([{ ...first(), product_id: 999999 }]), 'surfaces.0.product_id'));

  it('a retired product (no longer sold in the showroom)', async () => {
    const { db } = server.deps.database;
    const id = first().product_id;
    await db.update(t.products).set({ retiredAt: new Date() }).where(eq(t.products.id, id));
    try {
      await refused(design([first()]), 'surfaces.0.product_id');
    } finally {
      await db.update(t.products).set({ retiredAt: null }).where(eq(t.products.id, id));
    }
  });

  it('a product that does not fit the surface', async () => {
    const surfaces = roomSurfaces(plan.room_type);
    const floor = surfaces.find((s) => s.key === 'floor');
    const faucet = template.surfaces.find((s) => s.surface === 'faucet') as Surface;
    expect(floor?.categories).not.toContain('Kitchen Faucets');
    await refused(
      design([{ surface: 'floor', product_id: faucet.product_id }]),
      'surfaces.0.product_id',
    );
  });

  it('an appliance of the wrong type: the Refrigerator surface takes refrigerators only', async () => {
    const { db } = server.deps.database;
    const appliances = await db
      .select({ id: t.products.id, name: t.products.name })
      .from(t.products)
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .where(eq(t.categories.name, 'Appliances'));
    const typeOf = (p: { name: string }) => productTypeOf('Appliances', p.name)?.name;
    const fridge = appliances.find((p) => typeOf(p) === 'Refrigerator');
    const other = appliances.find((p) => typeOf(p) !== 'Refrigerator');
    expect(fridge && other).toBeTruthy();
    // Same category, wrong type: refused like a wrong category.
    await refused(
      design([first(), { surface: 'refrigerator', product_id: other?.id ?? 0 }]),
      'surfaces.1.product_id',
    );
    const ok = await api.put(
      '/api/projectDesign',
      design([...template.surfaces, { surface: 'refrigerator', product_id: fridge?.id ?? 0 }]),
      { token: tokens.customer },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await api.put('/api/projectDesign', design(), { token: tokens.customer });
  });

  it("a surface not in the template's room, or named twice", async () => {
    expect(roomSurfaces(plan.room_type).map((s) => s.key)).not.toContain('tub');
    await refused(
      design([{ surface: 'tub', product_id: first().product_id }]),
      'surfaces.0.surface',
    );
    await refused(design([first(), first()]), 'surfaces.1.surface');
    await refused(design([{ surface: 'roof', product_id: 1 }]), 'surfaces.0.surface');
  });

  it('an unknown plan, a template of another plan, a missing field', async () => {
    await refused({ ...design(), floorplan: 999999 }, 'floorplan');
    await refused({ ...design(), floorTemplate: otherTemplateId }, 'floorTemplate');
    const { surfaces: _s, ...noSurfaces } = design();
    await refused(noSurfaces, 'surfaces');
  });

  it('an unknown showroom is a 404', async () => {
    const res = await api.put(
      '/api/projectDesign',
      { ...design(), showroom: 'QQ00QQ00' },
      { token: tokens.customer },
    );
    expect(res.status).toBe(404);
  });
});

describe('the Pro of the showroom', () => {
  it("gives the Pro the customer's saved design, read-only", async () => {
    await api.put('/api/projectDesign', design(), { token: tokens.customer });
    const res = await api.get(`/api/projectCart/${projectId}/design`, { token: tokens.pro });
    expect(res.body.data).toMatchObject({ project_id: projectId, surfaces: template.surfaces });
    expect((await api.put('/api/projectDesign', design(), { token: tokens.pro })).status).toBe(403);
  });
});
