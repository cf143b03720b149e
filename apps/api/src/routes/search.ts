import { endpoints } from '@brand/core/contract';
import { toCents } from '@brand/core/rules';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { assertEmbedOrigin } from '../http/embed-origin.ts';
import { invalid } from '../http/errors.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import { requireCategory } from '../modules/catalog/index.ts';
import { searchProducts, searchShowroom, suggestProducts } from '../modules/search/index.ts';
import { NO_SHOWROOM } from '../modules/showrooms/index.ts';

/** The showroom a search names (422 when it names one that does not exist), gated by origin. */
async function showroomOf(c: Context<AppEnv>, vsd: string | undefined) {
  const showroom = await searchShowroom(c.get('deps').database, vsd);
  if (vsd && !showroom) throw invalid('showroom', NO_SHOWROOM);
  assertEmbedOrigin(c, showroom);
  return showroom;
}

/** Product search and typeahead (issue 11): validate, call modules/search, serialise. */
export function registerSearchRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.searchProducts, async (c, { query }) => {
    const { database } = c.get('deps');
    const showroom = await showroomOf(c, query.showroom);
    if (query.category !== undefined) await requireCategory(database.db, query.category);
    const { page, perPage } = pageOf(query);
    const found = await searchProducts(database, {
      q: query.q,
      showroom,
      categoryId: query.category,
      vendorIds: query.vendor,
      priceMinCents: query.price_min === undefined ? undefined : toCents(query.price_min),
      priceMaxCents: query.price_max === undefined ? undefined : toCents(query.price_max),
      sort: query.sort,
      page,
      perPage,
    });
    return {
      body: {
        success: true,
        data: {
          ...paginator(c, found.rows, { page, perPage, total: found.total }),
          facets: found.facets,
          did_you_mean: found.didYouMean,
        },
      },
    };
  });

  route(app, endpoints.searchSuggest, async (c, { query }) => {
    const showroom = await showroomOf(c, query.showroom);
    const data = await suggestProducts(c.get('deps').database, query.q, showroom);
    return { body: { success: true, data } };
  });
}
