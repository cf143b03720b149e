import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { assertEmbedOrigin } from '../http/embed-origin.ts';
import { currentUser, requireAdmin } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import { countEmbedEvent, embedStats } from '../modules/embed-stats/index.ts';
import { exportLeads, leadShowroomFilter, listLeads, markLead } from '../modules/leads/index.ts';
import { myShowroom } from '../modules/showroom-settings/index.ts';
import { showroomByVsd } from '../modules/showrooms/index.ts';
import { hit } from '../services/rate-limit.ts';

/** Issue 28 items 4 and 5: the Pro's leads and embed analytics, admins' leads. */
export function registerLeadRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.showroomLeads, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const showroom = await myShowroom(db, currentUser(c));
    const { page, perPage, offset } = pageOf(query);
    const { data, total } = await listLeads(
      db,
      { showroomId: showroom.id, contacted: query.contacted },
      { perPage, offset },
    );
    return { body: { success: true, data: paginator(c, data, { page, perPage, total }) } };
  });

  route(app, endpoints.updateShowroomLead, async (c, { params, body }) => {
    const deps = c.get('deps');
    const showroom = await myShowroom(deps.database.db, currentUser(c));
    const data = await markLead(
      deps.database.db,
      showroom.id,
      params.id,
      body.contacted,
      deps.now(),
    );
    const message = body.contacted ? 'Marked as contacted.' : 'Marked as not contacted.';
    return { body: { success: true, message, data } };
  });

  route(app, endpoints.exportShowroomLeads, async (c, { query }) => {
    const { db } = c.get('deps').database;
    const showroom = await myShowroom(db, currentUser(c));
    const filter = { showroomId: showroom.id, contacted: query.contacted };
    return { body: { success: true, data: await exportLeads(db, filter, showroom.vsdId) } };
  });

  route(app, endpoints.adminLeads, async (c, { query }) => {
    requireAdmin(c);
    const { db } = c.get('deps').database;
    const { page, perPage, offset } = pageOf(query);
    const filter = {
      showroomId: await leadShowroomFilter(db, query.showroom),
      contacted: query.contacted,
    };
    const { data, total } = await listLeads(db, filter, { perPage, offset });
    return { body: { success: true, data: paginator(c, data, { page, perPage, total }) } };
  });

  route(app, endpoints.exportAdminLeads, async (c, { query }) => {
    requireAdmin(c);
    const { db } = c.get('deps').database;
    const filter = {
      showroomId: await leadShowroomFilter(db, query.showroom),
      contacted: query.contacted,
    };
    const data = await exportLeads(db, filter, query.showroom ?? 'all');
    return { body: { success: true, data } };
  });

  route(app, endpoints.embedEvent, async (c, { body }) => {
    const deps = c.get('deps');
    const { db } = deps.database;
    await hit(db, 'embedEventIp', clientIp(c), deps.now());
    const showroom = await showroomByVsd(db, body.showroom);
    if (showroom) {
      assertEmbedOrigin(c, showroom);
      await countEmbedEvent(db, showroom.id, body.event, deps.now());
    }
    // An unknown showroom is counted nowhere and told nothing more (no showroom enumeration).
    return { status: 201, body: { success: true, message: 'Counted.', data: null } };
  });

  route(app, endpoints.embedStats, async (c, { query }) => {
    const deps = c.get('deps');
    const showroom = await myShowroom(deps.database.db, currentUser(c));
    const data = await embedStats(deps.database.db, showroom.id, query.days, deps.now());
    return { body: { success: true, data } };
  });
}
