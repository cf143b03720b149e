import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { cached } from '../http/cached.ts';
import { clientIp } from '../http/client-ip.ts';
import { assertEmbedOrigin } from '../http/embed-origin.ts';
import { HttpError } from '../http/errors.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import { notifyProOfLead, submitLead } from '../modules/leads/index.ts';
import { menuCategories, showroomProfile } from '../modules/showroom-profile/index.ts';
import { NO_SHOWROOM, searchShowrooms, showroomById } from '../modules/showrooms/index.ts';
import { hit } from '../services/rate-limit.ts';

export function registerShowroomRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.searchShowrooms, async (c, { query }) =>
    cached(c, query, async () => {
      const { page, perPage, offset } = pageOf(query);
      const { db } = c.get('deps').database;
      const { rows, total } = await searchShowrooms(db, query.s, { perPage, offset });
      return { body: { success: true, data: paginator(c, rows, { page, perPage, total }) } };
    }),
  );

  route(app, endpoints.shopProfile, async (c, { query }) => {
    // The allowed domains travel with the cached answer: the gate runs on every request.
    const found = await cached(c, query, () =>
      showroomProfile(c.get('deps').database.db, query.vsd_id ?? query.showroom ?? ''),
    );
    if (!found) return { body: { success: false, message: NO_SHOWROOM, data: null } };
    assertEmbedOrigin(c, { allowedDomains: found.domains });
    return { body: { success: true, data: found.data } };
  });

  route(app, endpoints.menuCategories, async (c, { params }) => {
    const { data, domains } = await cached(c, params, () =>
      menuCategories(c.get('deps').database.db, params.id),
    );
    assertEmbedOrigin(c, { allowedDomains: domains });
    return { body: { success: true, data } };
  });

  route(app, endpoints.sampleRequest, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    await hit(db, 'leadIp', clientIp(c), deps.now());
    const id = body.shop_profile_id;
    const showroom = id ? await showroomById(db, id) : undefined;
    if (id && !showroom)
      throw new HttpError(422, 'The given data was invalid.', { shop_profile_id: [NO_SHOWROOM] });
    if (showroom) assertEmbedOrigin(c, showroom);
    await submitLead(db, body, showroom?.id ?? null);
    if (showroom) await notifyProOfLead(deps, showroom.id, body);
    const message = 'Thank you! We will contact you shortly.';
    return { status: 201, body: { success: true, message, data: null } };
  });
}
