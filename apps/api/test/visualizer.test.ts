import { planGeometry, planSvg } from '@brand/core/drawing';
import { roomSurfaces } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { laterSurface } from '../src/seed/index.ts';
import { client, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

type Plan = { id: number; room_type: string; sqft: number; image: string; geometry: unknown };

describe('floor-plan geometry (issue 15 item 1)', () => {
  it('answers every plan with the geometry the seed stored, drawn at its own image', async () => {
    const res = await api.get('/api/floor_plans?per_page=50');
    expect(res.status).toBe(200);
    const plans: Plan[] = res.body.data.data;
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(plan.geometry).toEqual(planGeometry(plan.id, plan.room_type, plan.sqft));
      expect(plan.image).toBe(`/demo/floorplans/${plan.id}.svg`);
    }
    const one = await api.get(`/api/floor_plans/${plans[0]?.id}`);
    expect(one.body.data.geometry).toEqual(plans[0]?.geometry);
  });

  it('generates the geometry of a plan stored without one', async () => {
    const { db } = server.deps.database;
    const [row] = await db.select().from(t.floorPlans).limit(1);
    if (!row) throw new Error('no plan');
    await db.update(t.floorPlans).set({ geometry: null }).where(eq(t.floorPlans.id, row.id));
    const one = await api.get(`/api/floor_plans/${row.id}`);
    expect(one.body.data.geometry).toEqual(planGeometry(row.id, row.roomType, row.sqft));
    await db
      .update(t.floorPlans)
      .set({ geometry: row.geometry })
      .where(eq(t.floorPlans.id, row.id));
  });

  it('gives each template a product of a matching category on every surface of its room', async () => {
    const plans: Plan[] = (await api.get('/api/floor_plans?per_page=8')).body.data.data;
    const { db } = server.deps.database;
    const categories = new Map(
      (await db.select().from(t.categories)).map((c) => [c.id, c.name] as const),
    );
    let checked = 0;
    for (const plan of plans) {
      const templates = (await api.get(`/api/floor_templates?floor_plan_id=${plan.id}`)).body.data
        .data as { surfaces: { surface: string; product_id: number }[]; product_ids: number[] }[];
      for (const template of templates) {
        // Every surface but those added after the seed (a bathroom's shower, a kitchen's wall tile
        // and appliances: the renovator's).
        const surfaces = roomSurfaces(plan.room_type).filter(
          (s) => !laterSurface(plan.room_type, s.key),
        );
        expect(surfaces.length).toBeGreaterThan(2);
        expect(template.surfaces.map((s) => s.surface)).toEqual(surfaces.map((s) => s.key));
        for (const { surface, product_id } of template.surfaces) {
          const [product] = await db.select().from(t.products).where(eq(t.products.id, product_id));
          const allowed = surfaces.find((s) => s.key === surface)?.categories ?? [];
          expect(allowed).toContain(categories.get(product?.categoryId ?? 0));
          expect(template.product_ids).toContain(product_id);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('GET /demo/floorplans/:id.svg (issue 17 item 2)', () => {
  it('draws the plan from its geometry: walls, door swing, windows, room names, feet', async () => {
    const plan: Plan = (await api.get('/api/floor_plans')).body.data.data[0];
    const res = await fetch(`${server.url}/demo/floorplans/${plan.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await res.text();
    expect(svg).toBe(
      planSvg(plan.geometry as ReturnType<typeof planGeometry>, {
        width: 480,
        height: 360,
        title: (await api.get(`/api/floor_plans/${plan.id}`)).body.data.name,
      }),
    );
    expect(svg).toContain(`>${plan.room_type}</text>`);
    expect(svg).toMatch(/ A[\d.]+ [\d.]+ 0 0 [01] /);
  });
  it.each(['99999', '0', 'abc', '99999999999'])('answers 404 for plan %j', async (id) => {
    const res = await fetch(`${server.url}/demo/floorplans/${id}.svg`);
    expect(res.status).toBe(404);
  });
});

describe("the visualizer's choice on the project the first Add to cart creates (issue 10 item 8)", () => {
  it('keeps the floor plan and template on a new project, and refuses a template of another plan', async () => {
    const token = await login(server.url, 'newcustomer@demo.test');
    const plans: Plan[] = (await api.get('/api/floor_plans')).body.data.data;
    const [first, second] = plans;
    if (!first || !second) throw new Error('two plans expected');
    const otherTemplate = (await api.get(`/api/floor_templates?floor_plan_id=${second.id}`)).body
      .data.data[0].id;
    const template = (await api.get(`/api/floor_templates?floor_plan_id=${first.id}`)).body.data
      .data[0];
    const items = template.surfaces
      .slice(0, 2)
      .map((s: { product_id: number }) => ({ product_id: s.product_id, qty: 2 }));
    const body = { showroom: 'AB12CD34', items, floorplan: first.id };
    const wrong = await api.post(
      '/api/projectCart/sync_to_bulk_cart',
      { ...body, floorTemplate: otherTemplate },
      { token },
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['floorTemplate']);
    const missing = await api.post(
      '/api/projectCart/sync_to_bulk_cart',
      { ...body, floorplan: 99999, floorTemplate: null },
      { token },
    );
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['floorplan']);
    const ok = await api.post(
      '/api/projectCart/sync_to_bulk_cart',
      { ...body, floorTemplate: template.id },
      { token },
    );
    expect(ok.status).toBe(200);
    const { db } = server.deps.database;
    const [project] = await db.select().from(t.projects).where(eq(t.projects.id, ok.body.data.id));
    expect(project).toMatchObject({ floorPlanId: first.id, templateId: template.id });
    expect(ok.body.data.Project_tans.map((l: { qty: number }) => l.qty)).toEqual([2, 2]);
  });
});
