import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import {
  listNotifications,
  markNotification,
  notificationJson,
} from '../modules/notifications/index.ts';

export function registerNotificationRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.notifications, async (c, { query }) => {
    const { page, perPage, offset } = pageOf(query);
    const { db } = c.get('deps').database;
    const pendingOnly = Boolean(query.pending);
    const list = await listNotifications(db, currentUser(c), pendingOnly, { perPage, offset });
    const data = {
      ...paginator(c, list.data, { page, perPage, total: list.total }),
      pending_count: list.pending,
    };
    return { body: { success: true, data } };
  });

  route(app, endpoints.updateNotification, async (c, { params, body }) => {
    const { db } = c.get('deps').database;
    const row = await markNotification(db, currentUser(c), params.id, body.pending);
    const data = notificationJson(row);
    return { body: { success: true, message: 'Notification updated.', data } };
  });
}
