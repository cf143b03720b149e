import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { requireAdmin } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import {
  adminSettings,
  adminUserJson,
  attention,
  decideApplication,
  findUser,
  listApplications,
  searchUsers,
  setUserActive,
  updatePlatformSettings,
} from '../modules/admin/index.ts';
import { listAudit } from '../modules/audit/index.ts';
import {
  attemptRefund,
  listOrderMoney,
  listRefunds,
  refundJsonById,
  retryDueRefunds,
} from '../modules/orders/index.ts';

/** The admin console (issue 12): every call needs an Admin whose token passed the code. */
export function registerAdminRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.adminApplications, async (c) => {
    requireAdmin(c);
    return { body: { success: true, data: await listApplications(c.get('deps')) } };
  });

  route(app, endpoints.decideApplication, async (c, { params, body }) => {
    requireAdmin(c);
    const user = await decideApplication(c.get('deps'), params.id, body);
    const message = body.decision === 'approve' ? 'Application approved.' : 'Application declined.';
    return { body: { success: true, message, data: adminUserJson(user) } };
  });

  route(app, endpoints.adminUsers, async (c, { query }) => {
    requireAdmin(c);
    const { page, perPage, offset } = pageOf(query, 20);
    const { rows, total } = await searchUsers(c.get('deps'), { q: query.q, offset, perPage });
    const data = paginator(c, rows.map(adminUserJson), { page, perPage, total });
    return { body: { success: true, data } };
  });

  route(app, endpoints.adminUser, async (c, { params }) => {
    requireAdmin(c);
    return {
      body: { success: true, data: adminUserJson(await findUser(c.get('deps'), params.id)) },
    };
  });

  route(app, endpoints.setAdminUserStatus, async (c, { params, body }) => {
    requireAdmin(c);
    const user = await setUserActive(c.get('deps'), params.id, body.active);
    const message = body.active ? 'Account activated.' : 'Account deactivated.';
    return { body: { success: true, message, data: adminUserJson(user) } };
  });

  route(app, endpoints.adminSettings, async (c) => {
    requireAdmin(c);
    return { body: { success: true, data: await adminSettings(c.get('deps').database.db) } };
  });

  route(app, endpoints.updateAdminSettings, async (c, { body }) => {
    const admin = requireAdmin(c);
    const data = await updatePlatformSettings(c.get('deps'), admin, body);
    return { body: { success: true, message: 'Settings saved.', data } };
  });

  route(app, endpoints.adminAttention, async (c) => {
    requireAdmin(c);
    const deps = c.get('deps');
    return { body: { success: true, data: await attention(deps.database.db, deps.now()) } };
  });

  route(app, endpoints.adminPayments, async (c, { query }) => {
    requireAdmin(c);
    const { page, perPage, offset } = pageOf(query);
    const deps = c.get('deps');
    const { data, total } = await listOrderMoney(
      deps.database.db,
      { unbalanced: query.unbalanced === true },
      { perPage, offset },
      deps.payments,
    );
    return { body: { success: true, data: paginator(c, data, { page, perPage, total }) } };
  });

  route(app, endpoints.adminRefunds, async (c, { query }) => {
    requireAdmin(c);
    return {
      body: { success: true, data: await listRefunds(c.get('deps').database.db, query.status) },
    };
  });

  route(app, endpoints.retryRefund, async (c, { params }) => {
    requireAdmin(c);
    const deps = c.get('deps');
    const refund = await attemptRefund(deps, params.id, { force: true });
    const message =
      refund.status === 'refunded'
        ? 'Refund issued.'
        : 'The refund failed again; it will be retried.';
    return {
      body: { success: true, message, data: await refundJsonById(deps.database.db, refund.id) },
    };
  });

  route(app, endpoints.adminAuditLog, async (c, { query }) => {
    requireAdmin(c);
    const { page, perPage, offset } = pageOf(query, 50);
    const { rows, total } = await listAudit(c.get('deps').database.db, {
      action: query.action,
      offset,
      perPage,
    });
    return { body: { success: true, data: paginator(c, rows, { page, perPage, total }) } };
  });

  route(app, endpoints.retryDueRefunds, async (c) => {
    requireAdmin(c);
    const data = await retryDueRefunds(c.get('deps'));
    return { body: { success: true, message: 'Refund retry run finished.', data } };
  });
}
