import { planGeometry } from '@brand/core/drawing';
import { CATALOGUE, roomSurfaces, type SurfaceKey } from '@brand/core/rules';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/crypto.ts';
import type { Database, Db } from '../db/client.ts';
import { one } from '../db/one.ts';
import * as t from '../db/schema.ts';
import { generateProduct, tablesFor } from './catalogue.ts';
import { prng } from './prng.ts';

export const DEMO_PASSWORD = 'demo-pass-123';

/** DOMAIN.md's demo accounts, exactly; othervendor is ours (vendor@demo.test owns "most" products). */
export const DEMO_ACCOUNTS = [
  {
    email: 'customer@demo.test',
    type: 'User',
    status: 'Active',
    verified: true,
    name: 'Casey Customer',
  },
  {
    email: 'newcustomer@demo.test',
    type: 'User',
    status: 'Active',
    verified: true,
    name: 'Nora Newcustomer',
  },
  {
    email: 'pro@demo.test',
    type: 'Contractor',
    status: 'Approve',
    verified: true,
    name: 'Pat Pro',
  },
  {
    email: 'basicpro@demo.test',
    type: 'Contractor',
    status: 'Approve',
    verified: true,
    name: 'Bo Basicpro',
  },
  {
    email: 'vendor@demo.test',
    type: 'Vendor',
    status: 'Active',
    verified: true,
    name: 'Vera Vendor',
  },
  { email: 'admin@demo.test', type: 'Admin', status: 'Active', verified: true, name: 'Ada Admin' },
  {
    email: 'pending@demo.test',
    type: 'User',
    status: 'pending',
    verified: true,
    name: 'Penny Pending',
  },
  {
    email: 'deactivated@demo.test',
    type: 'User',
    status: 'Deactive',
    verified: true,
    name: 'Dee Deactivated',
  },
  {
    email: 'unverified@demo.test',
    type: 'User',
    status: 'Active',
    verified: false,
    name: 'Una Unverified',
  },
  {
    email: 'othervendor@demo.test',
    type: 'Vendor',
    status: 'Active',
    verified: true,
    name: 'Otto Othervendor',
  },
] as const;

/** spec 1 §2 category buttons, spelled as the spec spells them: core's catalogue, in its order. */
export const CATEGORY_NAMES: readonly string[] = CATALOGUE.map((table) => table.category);

/** Sold by the box with a square footage (tile and flooring). */
const BOXED = new Set([
  'Backsplash Tiles',
  'Hardwood Flooring',
  'Laminate Flooring',
  'luxury-flooring',
  'Stacked Stone',
  'Tile Flooring',
]);
/** Other categories sold by a unit of measure; the rest by the Piece. */
const UOM: Record<string, string> = {
  'Artificial Turf': 'Roll',
  Countertop: 'Slab',
  Hardscaping: 'Pallet',
  'Pool Copings': 'Linear Foot',
};

const STYLES = [
  'Modern',
  'Classic',
  'Rustic',
  'Coastal',
  'Urban',
  'Heritage',
  'Nordic',
  'Desert',
  'Loft',
  'Garden',
];
const ROOMS = ['Kitchen', 'Bathroom', 'Living Room', 'Outdoor'] as const;

export const US_TAX_RATES: Record<string, number> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 4.45,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.88,
  MS: 7,
  MO: 4.23,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.63,
  NM: 4.88,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
};

/** Ours: what GET /api/setting answers (spec 1 §3 says only "a record"). Dollars and percents. */
export const DEFAULT_SETTINGS = {
  platform_fee_percent: 5,
  tax_rates: US_TAX_RATES,
  shipping_surcharge: { AK: 149, HI: 149 },
  default_markup_percent: 10,
  min_markup_percent: 10,
  support_email: 'support@showroom.example',
  support_phone: '(415) 555-0100',
  licence_number: 'CSLB #1000000',
  currency: 'USD',
  time_zone: 'America/Los_Angeles',
  new_layout: 'No',
} as const;

/** Demo images are SVG placeholders drawn by the API (GET /demo/...). */
const LOGO = '/demo/logo/AB12CD34.svg';

export interface SeedOptions {
  /** Products to generate; the full demo has 25,200. Tests use fewer. */
  products?: number;
  floorPlans?: number;
  templatesPerPlan?: number;
  /** scrypt cost for the demo passwords (tests lower it for speed). */
  scryptN?: number;
  /**
   * The demo marketplace (accounts with DEMO_PASSWORD, catalogue, plans, a cart); default true.
   * False (production without SEED_DEMO) seeds the reference data only: the spec's 21
   * categories and the settings record (fee, tax rates, surcharge, support contacts).
   */
  demo?: boolean;
}

async function insertBatched<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * What every marketplace needs, demo or not: the spec's categories (spec 1 §2) and the settings
 * record of GET /api/setting.
 */
export async function seedReferenceData(db: Db) {
  const categories = await db
    .insert(t.categories)
    .values(
      CATEGORY_NAMES.map((name) => ({
        name,
        parentId: null,
        photo: `/demo/categories/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg`,
        resizedPhoto: `/demo/categories/${name.toLowerCase().replace(/[^a-z]+/g, '-')}-400.svg`,
        unit: BOXED.has(name) ? 'Box' : (UOM[name] ?? 'Piece'),
      })),
    )
    .returning();
  await db
    .insert(t.settings)
    .values(
      Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value: value as unknown })),
    );
  return categories;
}

/**
 * Issue 15: the product a seeded template puts on each surface and fixture of its room: the
 * n-th product of one of the surface's categories (products cycle through the categories in
 * CATEGORY_NAMES order, so product id = category index + 1 + 21k). A surface whose categories
 * have no product (a small test catalogue) is left out.
 */
/**
 * Surfaces added after the seed was drawn, per room type: seeded templates leave them to the
 * renovator (a bathroom's shower; a kitchen's wall tile and appliances).
 */
export const LATER_SURFACES: Readonly<Record<string, ReadonlySet<SurfaceKey>>> = {
  Bathroom: new Set(['shower']),
  Kitchen: new Set(['walls', 'range', 'refrigerator', 'dishwasher', 'hood']),
};
/** Is this surface of the room type one the seeded templates leave unchosen? */
export const laterSurface = (roomType: string, key: SurfaceKey) =>
  LATER_SURFACES[roomType]?.has(key) ?? false;

function templateSurfaces(
  roomType: string,
  n: number,
  cats: readonly { id: number; name: string }[],
  productCount: number,
) {
  const out: { surface: SurfaceKey; product_id: number }[] = [];
  // Surfaces added after the seed was drawn (issue 29 item 3) stay unchosen in the seeded
  // templates, so every seeded template keeps its products (and the data its tests know).
  roomSurfaces(roomType)
    .filter((s) => !laterSurface(roomType, s.key))
    .forEach((surface, k) => {
      const name = surface.categories[(n + k) % surface.categories.length];
      const index = cats.findIndex((c) => c.name === name);
      const perCategory = Math.floor((productCount - index - 1) / cats.length) + 1;
      if (index < 0 || perCategory < 1) return;
      const id = index + 1 + cats.length * ((n * 7 + k * 3) % perCategory);
      out.push({ surface: surface.key, product_id: id });
    });
  return out;
}

/**
 * The draws the first demo generator made for its products, made again on the demo's PRNG so
 * everything drawn after them (floor plans, templates) is what it was; answers each product's
 * hash, which product URLs carry.
 */
function legacyProductDraws(
  rnd: ReturnType<typeof prng>,
  cats: readonly { name: string }[],
  productCount: number,
): { hashes: string[]; sizeCounts: number[] } {
  const hashes: string[] = [];
  const sizeCounts: number[] = [];
  for (let i = 0; i < productCount; i++) {
    const name = cats[i % cats.length]?.name ?? '';
    const boxed = BOXED.has(name);
    if (boxed) {
      rnd.next(); // box coverage: whole square feet
      rnd.next(); // and tenths
    }
    rnd.next(); // the price
    hashes.push(`${rnd.hex(10)}${(i + 1).toString(36)}`);
    for (let k = 0; k < 6; k++) rnd.next(); // style, colour, finish, brand and two discarded
    rnd.next(); // popularity
    const sizes = rnd.int(1, 2);
    sizeCounts.push(sizes);
    for (let s = 0; s < sizes; s++) {
      const patterned = boxed && rnd.next() < 0.2;
      if (!patterned) rnd.next(); // width
      if (!(patterned || boxed)) rnd.next(); // height
      if (boxed && !patterned) rnd.next(); // length
      if (patterned) rnd.next(); // pattern
    }
  }
  return { hashes, sizeCounts };
}

/** The demo marketplace of DOMAIN.md; same data on every run. */
export async function seed(db: Db, options: SeedOptions = {}) {
  const productCount = options.products ?? 25_200;
  const planCount = options.floorPlans ?? 60;
  const perPlan = options.templatesPerPlan ?? 2;
  const rnd = prng(20240503);

  // One hash for all demo accounts: their password is public anyway, and a cost of 2^17 per
  // account would add seconds to every first start.
  const demoHash = await hashPassword(DEMO_PASSWORD, options.scryptN);
  const userIds: Record<string, number> = {};
  for (const account of DEMO_ACCOUNTS) {
    const [first = account.name, ...rest] = account.name.split(' ');
    const row = one(
      await db
        .insert(t.users)
        .values({
          type: account.type,
          status: account.status,
          email: account.email,
          passwordHash: demoHash,
          firstName: first,
          lastName: rest.join(' '),
          phoneNumber: '4155550100',
          zipCode: '94103',
          companyName: account.type === 'Vendor' ? `${account.name.split(' ')[1]} Supply` : null,
          emailVerifiedAt: account.verified ? new Date('2024-01-15T17:00:00Z') : null,
        })
        .returning({ id: t.users.id }),
    );
    userIds[account.email] = row.id;
  }
  const id = (email: string) => userIds[email] ?? 0;

  const premium = one(
    await db
      .insert(t.showrooms)
      .values({
        userId: id('pro@demo.test'),
        vsdId: 'AB12CD34',
        companyName: 'Demo Pro Renovations',
        themeColor: '#0F766E',
        businessLogo: LOGO,
        basicAddonStatus: 'active',
        customAddonStatus: null,
        markupBp: 1500,
      })
      .returning(),
  );
  const basic = one(
    await db
      .insert(t.showrooms)
      .values({
        userId: id('basicpro@demo.test'),
        vsdId: 'ZX98YW76',
        companyName: 'Basic Remodel Co',
        markupBp: 1000,
      })
      .returning(),
  );
  await db.insert(t.subscriptions).values({
    userId: id('pro@demo.test'),
    plan: 'Premium',
    paidAmountCents: 19_900,
    subscriptionStatus: 'active',
  });
  await db
    .update(t.users)
    .set({ shopId: premium.id })
    .where(eq(t.users.email, 'customer@demo.test'));
  await db.insert(t.coupons).values({ showroomId: premium.id, code: 'WELCOME5', percentBp: 500 });

  const cats = await seedReferenceData(db);

  const vendor = id('vendor@demo.test');
  const other = id('othervendor@demo.test');
  const productRows: (typeof t.products.$inferInsert)[] = [];
  const sizeRows: (typeof t.productSizes.$inferInsert)[] = [];
  // The products come from core's per-category tables with a PRNG of their own (issue 25);
  // the demo's PRNG still makes the draws the earlier generator made, so the products' hashes
  // (their URLs), the floor plans and the templates after them stay exactly as they were seeded.
  // Each product keeps its number of sizes too, so the sizes' ids (the demo cart's lines) stay.
  const { hashes, sizeCounts } = legacyProductDraws(rnd, cats, productCount);
  const productRnd = prng(20261127);
  const tables = tablesFor(cats.map((c) => c.name));
  for (let i = 0; i < productCount; i++) {
    const cat = one(cats.slice(i % cats.length));
    const productId = i + 1;
    const made = generateProduct(
      one(tables.slice(i % cats.length)),
      i,
      productRnd,
      sizeCounts[i] ?? 1,
    );
    productRows.push({
      id: productId,
      hash: hashes[i] ?? `${productId.toString(36)}`,
      name: made.name,
      brand: made.brand,
      description: made.description,
      vendorId: i % 10 === 9 ? other : vendor,
      categoryId: cat.id,
      priceCents: made.priceCents,
      uom: UOM[cat.name] ?? null,
      boxSqft: made.boxSqft,
      minUnit: 1,
      // Each product its own drawing, from its look (modules/imagery, docs/design.md).
      image: `/demo/products/${productId}.svg`,
      popularity: made.popularity,
      vendorSku: made.sku,
    });
    for (const size of made.sizes) {
      sizeRows.push({
        productId,
        widthSize: size.widthSize,
        heightSize: size.heightSize,
        lengthSize: size.lengthSize,
        pattern: size.pattern,
        boxSqft: made.boxSqft,
        priceCents: size.priceCents,
      });
    }
  }
  await insertBatched(productRows, 2000, (b) => db.insert(t.products).values(b));
  await insertBatched(sizeRows, 3000, (b) => db.insert(t.productSizes).values(b));
  if (productCount > 0) {
    // Explicit ids were inserted: move the sequence past them.
    await db.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), ${productCount})`);
  }

  const planSpecs = Array.from({ length: planCount }, (_, i) => {
    const roomType = ROOMS[i % ROOMS.length] ?? 'Kitchen';
    const name = `Plan ${String(i + 1).padStart(2, '0')}: ${rnd.pick(STYLES)} ${roomType}`;
    const sqft = rnd.int(60, 900);
    return { i, name, roomType, sqft, bedrooms: rnd.int(1, 5), bathrooms: rnd.int(1, 4) };
  });
  const plans = await db
    .insert(t.floorPlans)
    .values(
      planSpecs.map(({ i, name, roomType, sqft, bedrooms, bathrooms }) => ({
        name,
        roomType,
        sqft,
        bedrooms,
        bathrooms,
        // Drawn from the plan's geometry by GET /demo/floorplans/:id.svg (issue 17 item 2).
        image: `/demo/floorplans/${i + 1}.svg`,
        has3d: i % 3 === 0,
        // Issue 15: deterministic from the plan's number, room type and square footage.
        geometry: planGeometry(i + 1, roomType, sqft),
      })),
    )
    .returning({ id: t.floorPlans.id, roomType: t.floorPlans.roomType });
  const templateRows = plans.flatMap((plan, i) =>
    Array.from({ length: perPlan }, (_, j) => {
      const surfaces = templateSurfaces(plan.roomType, i * perPlan + j, cats, productCount);
      return {
        floorPlanId: plan.id,
        // Issue 15: a template is for its plan's room (its surfaces are that room's).
        name: `${rnd.pick(STYLES)} ${plan.roomType}`,
        room: plan.roomType,
        style: rnd.pick(STYLES),
        image: `/demo/templates/${((i * perPlan + j) % 28) + 1}.svg`,
        productIds: [...new Set(surfaces.map((s) => s.product_id))],
        surfaces,
      };
    }),
  );
  if (templateRows.length) {
    await db.insert(t.templates).values(templateRows);
    // Each template its own elevation drawing (modules/imagery), addressed by its id.
    await db.execute(sql`update templates set image = '/demo/templates/' || id || '.svg'`);
  }

  // One customer project with cart lines in AB12CD34.
  const project = one(
    await db
      .insert(t.projects)
      .values({
        userId: id('customer@demo.test'),
        showroomId: premium.id,
        name: 'Kitchen refresh',
        extraInfo: 'Open kitchen with an island',
        isCart: true,
        floorPlanId: plans[0]?.id ?? null,
      })
      .returning(),
  );
  const firstSizes = await db
    .select({ id: t.productSizes.id, productId: t.productSizes.productId })
    .from(t.productSizes)
    .where(sql`${t.productSizes.productId} in (1, 2, 3)`)
    .orderBy(t.productSizes.id);
  const seen = new Set<number>();
  const lines = firstSizes.filter((s) => !seen.has(s.productId) && seen.add(s.productId));
  if (lines.length) {
    await db.insert(t.projectTans).values(
      lines.map((s, i) => ({
        projectId: project.id,
        productId: s.productId,
        sizeId: s.id,
        qty: i + 1,
      })),
    );
  }
  await db.insert(t.addresses).values({
    userId: id('customer@demo.test'),
    street: '500 Market Street',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94105',
    apartment: null,
  });
  await db.insert(t.paymentMethods).values({
    userId: id('customer@demo.test'),
    processorToken: 'sbx_ok_demo000000000000000000000000',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    nameOnCard: 'Casey Customer',
    payStreet: '500 Market Street',
    payCity: 'San Francisco',
    payState: 'CA',
    payZipCode: '94105',
  });
  return {
    userIds,
    premiumShowroomId: premium.id,
    basicShowroomId: basic.id,
    projectId: project.id,
  };
}

/**
 * Seeds once: the `seeded` setting marks a seeded database (checked under a lock on PostgreSQL).
 * A database seeded without the demo never gets it later (SEED_DEMO only acts on a first start).
 */
export async function seedIfEmpty(database: Database, options: SeedOptions = {}) {
  await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [done] = await tx.select().from(t.settings).where(eq(t.settings.key, 'seeded'));
    if (done) return;
    const started = Date.now();
    const demo = options.demo ?? true;
    if (demo) await seed(tx as unknown as Db, options);
    else await seedReferenceData(tx as unknown as Db);
    await tx.insert(t.settings).values({
      key: 'seeded',
      value: { at: new Date().toISOString(), ms: Date.now() - started, demo },
    });
  });
}
