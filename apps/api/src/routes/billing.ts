import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { currentUser, requireAdmin } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import {
  adminSubscriptions,
  billingPortal,
  cancelPlan,
  plansJson,
  requirePro,
  subscribePlan,
} from '../modules/plans/index.ts';

/** Issue 27: which card form to show, a Pro's plans, and admins' subscriptions. */
export function registerBillingRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.paymentsConfig, (c) => {
    const { config } = c.get('deps');
    return {
      body: {
        data: {
          provider: config.payments,
          stripe_publishable_key: config.stripe?.publishableKey ?? null,
        },
      },
    };
  });

  route(app, endpoints.plans, async (c) => {
    const user = requirePro(currentUser(c));
    return { body: { success: true, data: await plansJson(c.get('deps'), user) } };
  });

  route(app, endpoints.subscribePlan, async (c, { params }) => {
    const { message, ...data } = await subscribePlan(c.get('deps'), currentUser(c), params.plan);
    return { body: { success: true, message, data } };
  });

  route(app, endpoints.cancelPlan, async (c, { params }) => {
    const { message, plans } = await cancelPlan(c.get('deps'), currentUser(c), params.plan);
    return { body: { success: true, message, data: plans } };
  });

  route(app, endpoints.billingPortal, async (c) => {
    return { body: { success: true, data: await billingPortal(c.get('deps'), currentUser(c)) } };
  });

  route(app, endpoints.adminSubscriptions, async (c, { query }) => {
    requireAdmin(c);
    const { page, perPage, offset } = pageOf(query, 20);
    const list = await adminSubscriptions(c.get('deps').database.db, query, { perPage, offset });
    return {
      body: { success: true, data: paginator(c, list.data, { page, perPage, total: list.total }) },
    };
  });
}
