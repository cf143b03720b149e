import { endpoints } from '@brand/core/contract';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { cached } from '../http/cached.ts';
import { assertEmbedOrigin } from '../http/embed-origin.ts';
import { notFound } from '../http/errors.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import {
  alsoViewed,
  categoryProducts,
  findProduct,
  productDetails,
  recentlyViewed,
  summaries,
  topProducts,
} from '../modules/catalog/index.ts';
import { floorPlan, listFloorPlans, listTemplates } from '../modules/floor-plans/index.ts';
import { searchShowroom } from '../modules/search/index.ts';
import { publicSettings } from '../modules/settings/index.ts';
import {
  curationSql,
  NO_SHOWROOM,
  showroomByVsd,
  showroomScope,
} from '../modules/showrooms/index.ts';

/** The showroom a catalog request names (404 for an unknown one), gating its Origin. */
async function pricedIn(c: Context<AppEnv>, vsd: string | undefined) {
  const showroom = await showroomByVsd(c.get('deps').database.db, vsd);
  if (vsd && !showroom) throw notFound(NO_SHOWROOM);
  assertEmbedOrigin(c, showroom);
  return showroom;
}

/** What a showroom sells as a SQL condition on products (null: everything; issue 12 item 2). */
async function soldIn(c: Context<AppEnv>, showroom: { id: number } | null) {
  return curationSql((await showroomScope(c.get('deps').database, showroom)).curation);
}

export function registerCatalogRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.visualizationProducts, async (c, { body }) => {
    const { page, perPage, offset } = pageOf(body);
    const { data, total, filters, domains } = await cached(c, body, async () => {
      const { database } = c.get('deps');
      // From the catalog cache (showroom writes call catalogChanged), as GET /api/search's.
      const showroom = await searchShowroom(database, body.showroom);
      if (!showroom) throw notFound(NO_SHOWROOM);
      const found = await categoryProducts(database, showroom, body, { perPage, offset });
      return { ...found, domains: showroom.allowedDomains };
    });
    assertEmbedOrigin(c, { allowedDomains: domains });
    const list = paginator(c, data, { page, perPage, total });
    return { body: { success: true, data: list, filters } };
  });

  route(app, endpoints.publicProduct, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const product = await findProduct(db, query.pid, query.cid);
    const showroom = await pricedIn(c, query.showroom);
    // A product the showroom does not sell is not there (issue 12 item 2).
    const scope = await showroomScope(c.get('deps').database, showroom);
    if (!scope.sells(product)) throw notFound();
    const data = await productDetails(db, product, showroom, c.get('user'));
    return { body: { success: true, data } };
  });

  route(app, endpoints.topProducts, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const showroom = await pricedIn(c, body.showroom);
    const rows = await topProducts(
      db,
      body.category_id,
      body.limit ?? 10,
      await soldIn(c, showroom),
    );
    const data = await summaries(db, rows, showroom);
    return { body: { success: true, data } };
  });

  route(app, endpoints.customerAlsoViewed, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const showroom = await pricedIn(c, body.showroom);
    const rows = await alsoViewed(db, body, body.limit ?? 10, await soldIn(c, showroom));
    const data = await summaries(db, rows, showroom);
    return { body: { success: true, data } };
  });

  route(app, endpoints.recentlyViewed, async (c, { body }) => {
    const { db } = c.get('deps').database;
    const showroom = await pricedIn(c, body.showroom);
    const rows = await recentlyViewed(db, body, c.get('user')?.id, await soldIn(c, showroom));
    const data = await summaries(db, rows, showroom);
    return { body: { success: true, data } };
  });

  route(app, endpoints.settings, async (c) => {
    return { body: { success: true, data: await publicSettings(c.get('deps').database.db) } };
  });

  route(app, endpoints.floorPlans, async (c, { query }) => {
    const { page, perPage, offset } = pageOf(query);
    const { data, total } = await listFloorPlans(c.get('deps').database.db, query, {
      perPage,
      offset,
    });
    return { body: { success: true, data: paginator(c, data, { page, perPage, total }) } };
  });

  route(app, endpoints.floorPlan, async (c, { params }) => {
    const viewer = c.get('user')?.id ?? null;
    const data = await floorPlan(c.get('deps').database.db, params.id, viewer);
    return { body: { success: true, data } };
  });

  route(app, endpoints.floorTemplates, async (c, { query }) => {
    const { page, perPage, offset } = pageOf(query);
    const viewer = c.get('user')?.id ?? null;
    const db = c.get('deps').database.db;
    const { data, total } = await listTemplates(db, query, { perPage, offset }, viewer);
    return { body: { success: true, data: paginator(c, data, { page, perPage, total }) } };
  });
}
