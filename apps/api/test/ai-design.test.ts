import { planGeometry } from '@brand/core/drawing';
import {
  estimate,
  productTypeOf,
  roomMeasures,
  roomSurfaces,
  SANITY_BANDS,
  type SurfaceKey,
  surfaceAmount,
} from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import {
  type Candidate,
  type Money,
  NO_CREDITS,
  NO_DESIGN_FITS,
  plausible,
  type SurfaceNeed,
  searchDesign,
} from '../src/modules/ai/propose-design.ts';
import { client, login, startServer, type TestServer } from './helpers.ts';

const MONEY: Money = { platformFeePercent: 5, taxRatePercent: 7.25, shippingCents: 0 };

/** A deterministic pseudo-random generator (mulberry32). */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function needsOf(seed: number): SurfaceNeed[] {
  const r = rng(seed);
  let id = 1;
  const kinds: [SurfaceKey, SurfaceNeed['measure'], number][] = [
    ['floor', 'area', 120 + Math.floor(r() * 200)],
    ['walls', 'area', 200 + Math.floor(r() * 100)],
    ['edging', 'linear', 40],
    ['vanity', 'count', 1],
    ['lights', 'count', 3],
  ];
  return kinds.map(([key, measure, amount]) => ({
    key,
    measure,
    amount,
    candidates: Array.from({ length: 2 + Math.floor(r() * 8) }, () => {
      // A price within the surface's sanity band (per sq ft for boxes); one in five is 100 times
      // its band's most, a line core's sanity check flags.
      const band = SANITY_BANDS[key];
      const boxSqft = measure === 'area' && r() < 0.7 ? 10 + Math.floor(r() * 15) : null;
      const per = band.minUnitCents + Math.floor(r() * (band.maxUnitCents - band.minUnitCents));
      const absurd = r() < 0.2 ? 100 : 1;
      return {
        productId: id++,
        unitPriceCents: Math.round(per * (boxSqft ?? 1) * absurd),
        boxSqft,
        minUnit: 1,
        style: Math.floor(r() * 30),
      };
    }),
  }));
}

const estimateOfPicks = (needs: SurfaceNeed[], picks: Candidate[]) =>
  estimate({
    items: needs.map((n, i) => ({
      surface: n.key,
      measure: n.measure,
      amount: n.amount,
      productId: picks[i]?.productId ?? 0,
      sizeId: null,
      unitPriceCents: picks[i]?.unitPriceCents ?? 0,
      boxSqft: picks[i]?.boxSqft ?? null,
      minUnit: 1,
    })),
    ...MONEY,
  });
const totalOf = (needs: SurfaceNeed[], picks: Candidate[]) =>
  estimateOfPicks(needs, picks).totalCents;

/** Every combination (small cases): the best style within the budget, nothing flagged, or null. */
function bruteForce(needs: SurfaceNeed[], budget: number) {
  let best: number | null = null;
  const walk = (i: number, picks: Candidate[]) => {
    if (i === needs.length) {
      const e = estimateOfPicks(needs, picks);
      if (e.totalCents <= budget && e.flagged.length === 0) {
        const style = picks.reduce((s, p) => s + p.style, 0);
        if (best === null || style > best) best = style;
      }
      return;
    }
    for (const c of needs[i]?.candidates ?? []) walk(i + 1, [...picks, c]);
  };
  walk(0, []);
  return best;
}

describe('searchDesign (issue 15 item 6)', () => {
  it('never exceeds the budget, covers every surface, and agrees with the estimate', () => {
    let found = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const needs = needsOf(seed);
      const budget = 200_000 + seed * 40_000;
      const design = searchDesign(needs, budget, MONEY);
      if (!design) {
        expect(bruteForce(needs, budget)).toBeNull();
        continue;
      }
      found++;
      expect(design.picks).toHaveLength(needs.length);
      design.picks.forEach((p, i) => {
        expect(needs[i]?.candidates).toContain(p);
      });
      expect(design.estimate.totalCents).toBe(totalOf(needs, design.picks));
      expect(design.estimate.totalCents).toBeLessThanOrEqual(budget);
      expect(design.style).toBe(design.picks.reduce((s, p) => s + p.style, 0));
      // A local search: never better than the best combination, and never below the cheapest's.
      expect(design.style).toBeLessThanOrEqual(bruteForce(needs, budget) ?? -1);
    }
    expect(found).toBeGreaterThan(20);
  });

  it('no design when even the cheapest products exceed the budget, or a surface has none', () => {
    const needs = needsOf(7);
    const cheapest = needs.map(
      (n) =>
        n.candidates
          .filter((c) => plausible(n, c, MONEY))
          .sort(
            (a, b) => totalOf([n], [a]) - totalOf([n], [b]) || a.productId - b.productId,
          )[0] as Candidate,
    );
    const floor = totalOf(needs, cheapest);
    expect(searchDesign(needs, floor - 1, MONEY)).toBeNull();
    expect(searchDesign(needs, floor, MONEY)?.estimate.totalCents).toBe(floor);
    expect(searchDesign(needs, floor, MONEY)?.picks).toEqual(cheapest);
    const empty = needs.map((n, i) => (i === 2 ? { ...n, candidates: [] } : n));
    expect(searchDesign(empty, 10 ** 12, MONEY)).toBeNull();
  });

  it('with money to spare takes the best style of every surface', () => {
    const needs = needsOf(11);
    const design = searchDesign(needs, 10 ** 12, MONEY);
    const best = needs.map((n) =>
      Math.max(...n.candidates.filter((c) => plausible(n, c, MONEY)).map((c) => c.style)),
    );
    expect(design?.picks.map((p) => p.style)).toEqual(best);
  });

  it('never proposes a product whose line the sanity check flags (issue 29 item 4)', () => {
    const knob = (productId: number, unitPriceCents: number, style: number): Candidate => ({
      productId,
      unitPriceCents,
      boxSqft: null,
      minUnit: 1,
      style,
    });
    const hardware: SurfaceNeed = {
      key: 'hardware',
      measure: 'count',
      amount: 13,
      // The reviewer's $1,197 knob is the best style, and left out of the totals it looks free.
      candidates: [knob(1, 119_700, 30), knob(2, 1_200, 5), knob(3, 2_500, 10)],
    };
    const design = searchDesign([hardware], 10 ** 9, MONEY);
    expect(design?.picks.map((p) => p.productId)).toEqual([3]);
    expect(design?.estimate.flagged).toEqual([]);
    expect(plausible(hardware, knob(1, 119_700, 30), MONEY)).toBe(false);
    expect(plausible(hardware, knob(2, 1_200, 5), MONEY)).toBe(true);
    // A surface with only implausible products: no design at all.
    const only = { ...hardware, candidates: [knob(1, 119_700, 30)] };
    expect(searchDesign([only], 10 ** 9, MONEY)).toBeNull();
    // The random cases: no proposal ever carries a flagged line.
    for (let seed = 1; seed <= 30; seed++) {
      const found = searchDesign(needsOf(seed), 10 ** 9, MONEY);
      if (found) expect(found.estimate.flagged).toEqual([]);
    }
  });

  it('raises the style match as the budget grows, and is deterministic', () => {
    const needs = needsOf(23);
    const styles = [400_000, 800_000, 1_600_000, 10 ** 9].map(
      (b) => searchDesign(needs, b, MONEY)?.style ?? -1,
    );
    for (let i = 1; i < styles.length; i++) {
      expect(styles[i]).toBeGreaterThanOrEqual(styles[i - 1] as number);
    }
    expect(styles.at(-1)).toBeGreaterThan(styles[0] as number);
    expect(searchDesign(needs, 800_000, MONEY)).toEqual(searchDesign(needs, 800_000, MONEY));
  });
});

describe('searchDesign: a kitchen`s cabinets around the appliances picked (issue 29 item 1)', () => {
  // Plan 1 as an 18-ish ft kitchen run: a 36 in range leaves 2 ft bases with one door each.
  const plan = planGeometry(1, 'Kitchen', 300);
  const amountWith = (key: SurfaceKey) => (widths: Parameters<typeof roomMeasures>[2]) =>
    surfaceAmount(key, roomMeasures(plan, 'Kitchen', widths), 'Kitchen');
  const candidate = (productId: number, style: number, name?: string): Candidate => ({
    productId,
    unitPriceCents: 150_000,
    boxSqft: null,
    minUnit: 1,
    style,
    ...(name ? { name } : {}),
  });
  const needs = (range: Candidate[], fridge: Candidate[]): SurfaceNeed[] => [
    {
      key: 'hardware',
      measure: 'count',
      amount: amountWith('hardware')({}),
      amountWith: amountWith('hardware'),
      candidates: [{ ...candidate(1, 0), unitPriceCents: 800 }],
    },
    {
      key: 'countertop',
      measure: 'count',
      amount: amountWith('countertop')({}),
      amountWith: amountWith('countertop'),
      candidates: [{ ...candidate(2, 0), unitPriceCents: 200_000 }],
    },
    { key: 'range', measure: 'count', amount: 1, candidates: range },
    { key: 'refrigerator', measure: 'count', amount: 1, candidates: fridge },
  ];
  const qty = (design: ReturnType<typeof searchDesign>, productId: number) =>
    design?.estimate.lines.find((l) => l.productId === productId)?.qty;

  it('buys the hardware and countertop of the cabinets beside the range and refrigerator picked', () => {
    const standard = roomMeasures(plan, 'Kitchen');
    const wide = { range: 48 / 12, fridge: 42 / 12 };
    const sized = roomMeasures(plan, 'Kitchen', wide);
    // The premise: this plan's cabinets change with the appliances.
    expect(sized.cabinetDoors + sized.cabinetDrawers).not.toBe(
      standard.cabinetDoors + standard.cabinetDrawers,
    );
    expect(sized.counterFeet).toBeLessThan(standard.counterFeet);
    const design = searchDesign(
      needs(
        [
          candidate(10, 1, 'Classic 30 in. Gas Range in White'),
          candidate(11, 9, 'Chef 48 in. Dual Fuel Range in White'),
        ],
        [
          candidate(20, 1, 'Classic 30 in. Top Freezer Refrigerator in White'),
          candidate(21, 9, 'Classic 42 in. French Door Refrigerator in White'),
        ],
      ),
      10 ** 12,
      MONEY,
    );
    expect(design?.picks.map((p) => p.productId)).toEqual([1, 2, 11, 21]);
    expect(qty(design, 1)).toBe(sized.cabinetDoors + sized.cabinetDrawers);
    expect(qty(design, 2)).toBe(surfaceAmount('countertop', sized, 'Kitchen'));
    // The same kitchen with the standard appliances buys the standard layout's hardware.
    const plain = searchDesign(
      needs(
        [candidate(10, 1, 'Classic 30 in. Gas Range in White')],
        [candidate(20, 1, 'Classic 36 in. Top Freezer Refrigerator in White')],
      ),
      10 ** 12,
      MONEY,
    );
    expect(qty(plain, 1)).toBe(standard.cabinetDoors + standard.cabinetDrawers);
  });
});

describe('POST /api/AI/propose_design', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let ai: string;
  let planId: number;
  let roomType: string;

  beforeAll(async () => {
    server = await startServer();
    api = client(server.url);
    const reg = await api.post('/api/AI/design', {
      action: 'register',
      name: 'Ada',
      email: 'ada-design@example.test',
      password: 'long-enough-1',
    });
    ai = reg.body.data.token;
    const plans = (await api.get('/api/floor_plans?per_page=1')).body.data.data;
    planId = plans[0].id;
    roomType = plans[0].room_type;
  });
  afterAll(async () => {
    expect(server.drift).toEqual([]);
    await server.close();
  });

  const body = (budget: number) => ({
    floor_plan_id: planId,
    showroom: 'AB12CD34',
    budget,
    answers: { look: ['coastal'], colors: ['light'] },
  });
  const credits = async () =>
    (await api.post('/api/AI/get_credits', undefined, { ai })).body.data.credits as number;

  it('answers 422 "No design fits this budget" without spending a credit', async () => {
    const before = await credits();
    const res = await api.post('/api/AI/propose_design', body(1), { ai });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ budget: [NO_DESIGN_FITS] });
    expect(await credits()).toBe(before);
    const { db } = server.deps.database;
    expect(await db.select().from(t.aiDesigns)).toHaveLength(0);
  });

  it('proposes a design covering every surface, within the budget, spending one credit', async () => {
    const before = await credits();
    const res = await api.post('/api/AI/propose_design', body(1_000_000), { ai });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data.surfaces.map((s: { surface: string }) => s.surface)).toEqual(
      roomSurfaces(roomType).map((s) => s.key),
    );
    expect(data.total).toBeLessThanOrEqual(1_000_000);
    expect(data.total).toBeCloseTo(data.subtotal + data.platform_fee + data.tax + data.shipping, 2);
    expect(data.style).toBe('coastal');
    expect(data.credits).toBe(before - 1);
    expect(await credits()).toBe(before - 1);
    const { db } = server.deps.database;
    const [row] = await db.select().from(t.aiDesigns).where(eq(t.aiDesigns.id, data.id));
    expect(row?.surfaces).toEqual(data.surfaces);
    // A budget just above the proposal's total: still a design, still within it.
    const tight = await api.post('/api/AI/propose_design', body(Math.ceil(data.total)), { ai });
    expect(tight.status).toBe(200);
    expect(tight.body.data.total).toBeLessThanOrEqual(Math.ceil(data.total));
  });

  it("proposes for a kitchen's appliance surfaces only products of their type", async () => {
    const plans = (await api.get('/api/floor_plans?per_page=20')).body.data.data;
    const kitchen = plans.find((p: { room_type: string }) => p.room_type === 'Kitchen');
    const res = await api.post(
      '/api/AI/propose_design',
      { ...body(1_000_000), floor_plan_id: kitchen.id },
      { ai },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { db } = server.deps.database;
    const typed = roomSurfaces('Kitchen').filter((s) => s.types);
    expect(typed.map((s) => s.key)).toEqual(['range', 'refrigerator', 'dishwasher', 'hood']);
    for (const surface of typed) {
      const pick = res.body.data.surfaces.find(
        (s: { surface: string }) => s.surface === surface.key,
      );
      const [product] = await db
        .select({ name: t.products.name })
        .from(t.products)
        .where(eq(t.products.id, pick.product_id));
      expect(surface.types).toContain(productTypeOf('Appliances', product?.name ?? '')?.name);
    }
  });

  it('answers 422 without credits, and spends none', async () => {
    const { db } = server.deps.database;
    const [user] = await db
      .select()
      .from(t.aiUsers)
      .where(eq(t.aiUsers.email, 'ada-design@example.test'));
    await db
      .update(t.aiUsers)
      .set({ credits: 0 })
      .where(eq(t.aiUsers.id, user?.id ?? 0));
    const res = await api.post('/api/AI/propose_design', body(1_000_000), { ai });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(NO_CREDITS);
    expect(await credits()).toBe(0);
    await db
      .update(t.aiUsers)
      .set({ credits: 5 })
      .where(eq(t.aiUsers.id, user?.id ?? 0));
  });

  it.each([
    [{ floor_plan_id: 999_999, showroom: 'AB12CD34', budget: 5000 }, 'floor_plan_id'],
    [{ floor_plan_id: 1, showroom: 'AB12CD34', budget: -5 }, 'budget'],
    [{ floor_plan_id: 1, showroom: 'AB12CD34', budget: 'lots' }, 'budget'],
    [{ floor_plan_id: 1, showroom: 'AB12CD34', budget: 5000, state: 'ZZ' }, 'state'],
    [
      { floor_plan_id: 1, showroom: 'AB12CD34', budget: 5000, answers: { look: ['x'] } },
      'answers.look',
    ],
    [{ floor_plan_id: 1, budget: 5000 }, 'showroom'],
  ])(
    'answers 422 for bad input %j naming %s, never 500, and spends nothing',
    async (input, field) => {
      const before = await credits();
      const res = await api.post('/api/AI/propose_design', input, { ai });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
      expect(await credits()).toBe(before);
    },
  );

  it('needs an AI token: anonymous and marketplace tokens get 401', async () => {
    expect((await api.post('/api/AI/propose_design', body(5000))).status).toBe(401);
    const market = await login(server.url, 'customer@demo.test');
    expect((await api.post('/api/AI/propose_design', body(5000), { token: market })).status).toBe(
      401,
    );
  });
});
