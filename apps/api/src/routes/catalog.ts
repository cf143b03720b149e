import { endpoints } from '@brand/core/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { assertEmbedOrigin } from '../http/embed-origin.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import { searchProducts } from '../modules/search/search-products.ts';
import {
  markupFor,
  markupTable,
  productSummary,
  showroomByVsd,
  sizeJson,
  unitOf,
} from '../pricing.ts';
import { addon, categoryJson, latestSubscription, subscriptionJson } from '../serialize.ts';
import { hit } from '../services/rate-limit.ts';
import { catalogCache } from '../services/read-cache.ts';

/** A catalog read answered from the catalog cache (see services/read-cache.ts), keyed by the full request. */
function cached<T>(c: Context<AppEnv>, input: unknown, load: () => Promise<T>): Promise<T> {
  const key = `${c.req.method} ${c.req.url} ${JSON.stringify(input ?? null)}`;
  return catalogCache(c.get('deps').database).get(key, load);
}

const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export const NO_SHOWROOM = 'No Showroom Found, Please Enter Correct Showroom Id.';

export function registerCatalogRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.searchShowrooms, async (c, { query }) => {
    return cached(c, query, async () => {
      const { db } = c.get('deps').database;
      const s = query.s.trim();
      const { page, perPage, offset } = pageOf(query);
      if (s.length === 0)
        return { body: { success: true, data: paginator(c, [], { page, perPage, total: 0 }) } };
      const where = or(
        eq(t.showrooms.vsdId, s.toUpperCase()),
        sql`lower(${t.showrooms.companyName}) like ${likePrefix(s.toLowerCase())}`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: t.showrooms.id,
            company_name: t.showrooms.companyName,
            vsd_id: t.showrooms.vsdId,
          })
          .from(t.showrooms)
          .innerJoin(t.users, eq(t.users.id, t.showrooms.userId))
          .where(and(where, eq(t.users.status, 'Approve')))
          // The exact ID first, then names.
          .orderBy(
            sql`case when ${t.showrooms.vsdId} = ${s.toUpperCase()} then 0 else 1 end`,
            asc(t.showrooms.companyName),
          )
          .limit(perPage)
          .offset(offset),
        db
          .select({ n: count() })
          .from(t.showrooms)
          .innerJoin(t.users, eq(t.users.id, t.showrooms.userId))
          .where(and(where, eq(t.users.status, 'Approve'))),
      ]);
      return {
        body: { success: true, data: paginator(c, rows, { page, perPage, total: total?.n ?? 0 }) },
      };
    });
  });

  route(app, endpoints.shopProfile, async (c, { query }) => {
    // The allowed domains travel with the cached answer: the gate runs on every request.
    const { result, domains } = await cached(c, query, async () => {
      const { db } = c.get('deps').database;
      const key = query.vsd_id ?? query.showroom ?? '';
      const byId = /^\d+$/.test(key);
      const [row] = await db
        .select({ showroom: t.showrooms, status: t.users.status })
        .from(t.showrooms)
        .innerJoin(t.users, eq(t.users.id, t.showrooms.userId))
        .where(byId ? eq(t.showrooms.id, Number(key)) : eq(t.showrooms.vsdId, key.toUpperCase()));
      if (row?.status !== 'Approve') {
        return {
          result: { body: { success: false, message: NO_SHOWROOM, data: null } },
          domains: [] as string[],
        };
      }
      const { showroom } = row;

      const [cats, sub] = await Promise.all([
        db.select().from(t.categories).orderBy(asc(t.categories.id)),
        latestSubscription(db, showroom.userId),
      ]);
      const result = {
        body: {
          success: true,
          data: {
            profile: {
              id: showroom.id,
              user_id: showroom.userId,
              company_name: showroom.companyName,
              vsd_id: showroom.vsdId,
              theme_color: showroom.themeColor,
              business_logo: showroom.businessLogo,
              basic_addon: addon(showroom.basicAddonStatus),
              custom_addon: addon(showroom.customAddonStatus),
              latest_subscription: subscriptionJson(sub),
              markup_percent: showroom.markupBp / 100,
            },
            category: cats.map(categoryJson),
          },
        },
      };
      return { result, domains: showroom.allowedDomains };
    });
    assertEmbedOrigin(c, { allowedDomains: domains });
    return result;
  });

  route(app, endpoints.menuCategories, async (c, { params }) => {
    const { result, domains } = await cached(c, params, async () => {
      const { db } = c.get('deps').database;
      const [showroom] = await db
        .select()
        .from(t.showrooms)
        .where(eq(t.showrooms.userId, params.id));
      if (!showroom) throw notFound(NO_SHOWROOM);
      const cats = await db.select().from(t.categories).orderBy(asc(t.categories.id));
      return {
        result: {
          body: {
            success: true,
            data: cats.map((cat) => ({ category: categoryJson(cat), category_id: cat.id })),
          },
        },
        domains: showroom.allowedDomains,
      };
    });
    assertEmbedOrigin(c, { allowedDomains: domains });
    return result;
  });

  route(app, endpoints.visualizationProducts, async (c, { body }) => {
    const { result, domains } = await cached(c, body, async () => {
      const { db } = c.get('deps').database;
      const showroom = await showroomByVsd(db, body.showroom);
      if (!showroom) throw notFound(NO_SHOWROOM);
      const [category] = await db
        .select()
        .from(t.categories)
        .where(eq(t.categories.id, body.category));
      if (!category) throw notFound('Category not found.');
      const { page, perPage, offset } = pageOf(body);
      if (body.search?.trim()) {
        // The search engine of GET /api/search (issue 11), inside this category.
        const q = { q: body.search, showroom, categoryId: category.id, page, perPage };
        const { rows, total } = await searchProducts(db, q);
        const data = paginator(c, rows, { page, perPage, total });
        return { result: { body: { success: true, data } }, domains: showroom.allowedDomains };
      }
      const where = eq(t.products.categoryId, category.id);
      const [rows, [total], markup] = await Promise.all([
        db
          .select()
          .from(t.products)
          .where(where)
          .orderBy(asc(t.products.id))
          .limit(perPage)
          .offset(offset),
        db.select({ n: count() }).from(t.products).where(where),
        markupFor(db, showroom, category.id),
      ]);
      const data = rows.map((p) => productSummary(p, markup, unitOf(p, category)));
      return {
        result: {
          body: {
            success: true,
            data: paginator(c, data, { page, perPage, total: total?.n ?? 0 }),
          },
        },
        domains: showroom.allowedDomains,
      };
    });
    assertEmbedOrigin(c, { allowedDomains: domains });
    return result;
  });

  route(app, endpoints.publicProduct, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const isId = /^\d+$/.test(query.pid);
    const [product] = await db
      .select()
      .from(t.products)
      .where(
        isId
          ? or(eq(t.products.id, Number(query.pid)), eq(t.products.hash, query.pid))
          : eq(t.products.hash, query.pid),
      )
      .limit(1);
    if (!product || (query.cid !== undefined && product.categoryId !== query.cid)) throw notFound();
    const showroom = await showroomByVsd(db, query.showroom);
    if (query.showroom && !showroom) throw notFound(NO_SHOWROOM);
    assertEmbedOrigin(c, showroom);
    const [[category], sizes, markup] = await Promise.all([
      db.select().from(t.categories).where(eq(t.categories.id, product.categoryId)),
      db
        .select()
        .from(t.productSizes)
        .where(eq(t.productSizes.productId, product.id))
        .orderBy(asc(t.productSizes.id)),
      markupFor(db, showroom, product.categoryId),
    ]);
    const user = c.get('user');
    if (user)
      await db
        .insert(t.productViews)
        .values({ viewerKey: `user:${user.id}`, productId: product.id });
    const summary = productSummary(product, markup, unitOf(product, category));
    const { image: _image, ...rest } = summary;
    return {
      body: {
        success: true,
        data: {
          product: {
            ...rest,
            description: product.description,
            vendor_id: product.vendorId,
            sizes: sizes.map((s) => sizeJson(s, markup)),
            images: product.image
              ? [
                  {
                    id: product.id,
                    url: product.image,
                    resized_url: product.image,
                    alt: product.name,
                  },
                ]
              : [],
          },
          category: category ? categoryJson(category) : null,
        },
      },
    };
  });

  async function summaries(
    c: Parameters<Parameters<typeof route>[2]>[0],
    rows: (typeof t.products.$inferSelect)[],
    vsd?: string,
  ) {
    const { db } = c.get('deps').database;
    const showroom = await showroomByVsd(db, vsd);
    if (vsd && !showroom) throw notFound(NO_SHOWROOM);
    assertEmbedOrigin(c, showroom);
    const markup = await markupTable(db, showroom);
    const cats = new Map((await db.select().from(t.categories)).map((cat) => [cat.id, cat]));
    return rows.map((p) =>
      productSummary(p, markup(p.categoryId), unitOf(p, cats.get(p.categoryId))),
    );
  }

  route(app, endpoints.topProducts, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const rows = await db
      .select()
      .from(t.products)
      .where(body.category_id ? eq(t.products.categoryId, body.category_id) : undefined)
      .orderBy(desc(t.products.popularity), asc(t.products.id))
      .limit(body.limit ?? 10);
    return { body: { success: true, data: await summaries(c, rows, body.showroom) } };
  });

  route(app, endpoints.customerAlsoViewed, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const limit = body.limit ?? 10;
    let rows: (typeof t.products.$inferSelect)[] = [];
    if (body.product_id) {
      const viewers = db
        .select({ k: t.productViews.viewerKey })
        .from(t.productViews)
        .where(eq(t.productViews.productId, body.product_id));
      const viewed = await db
        .selectDistinct({ id: t.productViews.productId })
        .from(t.productViews)
        .where(
          and(
            inArray(t.productViews.viewerKey, viewers),
            ne(t.productViews.productId, body.product_id),
          ),
        )
        .limit(limit);
      if (viewed.length) {
        rows = await db
          .select()
          .from(t.products)
          .where(
            inArray(
              t.products.id,
              viewed.map((v) => v.id),
            ),
          );
      }
    }
    if (rows.length < limit) {
      // Fill with popular products of the same category (ours: a cold start has no views).
      const [product] = body.product_id
        ? await db.select().from(t.products).where(eq(t.products.id, body.product_id))
        : [];
      const categoryId = product?.categoryId ?? body.category_id;
      const have = new Set([body.product_id ?? 0, ...rows.map((r) => r.id)]);
      const more = await db
        .select()
        .from(t.products)
        .where(categoryId ? eq(t.products.categoryId, categoryId) : undefined)
        .orderBy(desc(t.products.popularity), asc(t.products.id))
        .limit(limit + have.size);
      rows = [...rows, ...more.filter((p) => !have.has(p.id))].slice(0, limit);
    }
    return { body: { success: true, data: await summaries(c, rows, body.showroom) } };
  });

  route(app, endpoints.recentlyViewed, async (c, { body }) => {
    const { db } = c.get('deps').database;
    let ids = body.product_ids ?? [];
    const user = c.get('user');
    if (ids.length === 0 && user) {
      const views = await db
        .select({ id: t.productViews.productId, at: sql<string>`max(${t.productViews.viewedAt})` })
        .from(t.productViews)
        .where(eq(t.productViews.viewerKey, `user:${user.id}`))
        .groupBy(t.productViews.productId)
        .orderBy(desc(sql`max(${t.productViews.viewedAt})`))
        .limit(body.limit ?? 10);
      ids = views.map((v) => v.id);
    }
    ids = ids.slice(0, body.limit ?? 50);
    const rows = ids.length
      ? await db.select().from(t.products).where(inArray(t.products.id, ids))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    return { body: { success: true, data: await summaries(c, ordered, body.showroom) } };
  });

  route(app, endpoints.settings, async (c) => {
    const { db } = c.get('deps').database;
    const rows = await db.select().from(t.settings);
    const s = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, unknown>;
    return {
      body: {
        success: true,
        data: {
          platform_fee_percent: s.platform_fee_percent,
          tax_rates: s.tax_rates,
          shipping_surcharge: s.shipping_surcharge,
          default_markup_percent: s.default_markup_percent,
          min_markup_percent: s.min_markup_percent,
          support_email: s.support_email,
          support_phone: s.support_phone ?? null,
          licence_number: s.licence_number,
          currency: 'USD',
          time_zone: s.time_zone,
          new_layout: s.new_layout,
        },
      },
    };
  });

  route(app, endpoints.floorPlans, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const { page, perPage, offset } = pageOf(query);
    const where = and(
      query.room_type ? eq(t.floorPlans.roomType, query.room_type) : undefined,
      query.search
        ? ilike(t.floorPlans.name, `%${query.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(t.floorPlans)
        .where(where)
        .orderBy(asc(t.floorPlans.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: count() }).from(t.floorPlans).where(where),
    ]);
    return {
      body: {
        success: true,
        data: paginator(c, rows.map(floorPlanJson), { page, perPage, total: total?.n ?? 0 }),
      },
    };
  });

  route(app, endpoints.floorPlan, async (c, { params }) => {
    const { db } = c.get('deps').database;
    const [row] = await db.select().from(t.floorPlans).where(eq(t.floorPlans.id, params.id));
    if (!row) throw notFound();
    return { body: { success: true, data: floorPlanJson(row) } };
  });

  route(app, endpoints.floorTemplates, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const { page, perPage, offset } = pageOf(query);
    const where = and(
      query.floor_plan_id ? eq(t.templates.floorPlanId, query.floor_plan_id) : undefined,
      query.style
        ? ilike(
            t.templates.style,
            query.style.replace(/[\\%_]/g, (m) => `\\${m}`),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(t.templates)
        .where(where)
        .orderBy(asc(t.templates.id))
        .limit(perPage)
        .offset(offset),
      db.select({ n: count() }).from(t.templates).where(where),
    ]);
    const data = rows.map((r) => ({
      id: r.id,
      floor_plan_id: r.floorPlanId,
      name: r.name,
      style: r.style,
      image: r.image,
      thumbnail: r.image,
      product_ids: r.productIds,
    }));
    return {
      body: { success: true, data: paginator(c, data, { page, perPage, total: total?.n ?? 0 }) },
    };
  });

  route(app, endpoints.sampleRequest, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    await hit(db, 'leadIp', clientIp(c), deps.now());
    if (body.shop_profile_id) {
      const [showroom] = await db
        .select()
        .from(t.showrooms)
        .where(eq(t.showrooms.id, body.shop_profile_id));
      if (!showroom)
        throw new HttpError(422, 'The given data was invalid.', { shop_profile_id: [NO_SHOWROOM] });
      assertEmbedOrigin(c, showroom);
    }
    await db.insert(t.leads).values({
      fullName: body.full_name,
      email: body.email,
      phoneNumber: body.phone_number,
      leadType: body.lead_type,
      shopProfileId: body.shop_profile_id ?? null,
      action: body.action,
    });
    return {
      status: 201,
      body: { success: true, message: 'Thank you! We will contact you shortly.', data: null },
    };
  });
}

function floorPlanJson(r: typeof t.floorPlans.$inferSelect) {
  return {
    id: r.id,
    name: r.name,
    room_type: r.roomType as 'Bathroom' | 'Kitchen' | 'Living Room' | 'Outdoor',
    sqft: r.sqft,
    image: r.image,
    thumbnail: r.image,
    has_3d: r.has3d,
  };
}
