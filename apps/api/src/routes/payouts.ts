import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { clientIp } from '../http/client-ip.ts';
import { requireAdmin, requirePayee } from '../http/guards.ts';
import { pageOf, paginator } from '../http/paginate.ts';
import { route } from '../http/route.ts';
import {
  adminPayouts,
  payoutAccount,
  payoutBalance,
  payoutHistory,
  payoutJson,
  payoutRunJson,
  runPayouts,
  savePayoutAccount,
  startOnboarding,
} from '../modules/payouts/index.ts';

export function registerPayoutRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.payoutBalance, async (c) => {
    const deps = c.get('deps');
    const data = await payoutBalance(deps.database.db, requirePayee(c).id, deps.now());
    return { body: { success: true, data } };
  });

  route(app, endpoints.payoutSetup, async (c) => {
    const deps = c.get('deps');
    const row = await payoutAccount(deps.database.db, requirePayee(c).id);
    return { body: { success: true, data: payoutJson(row, deps.payouts.kind) } };
  });

  route(app, endpoints.payoutHistory, async (c, { query }) => {
    const { page, perPage } = pageOf(query);
    const list = await payoutHistory(c.get('deps').database.db, requirePayee(c).id, {
      page,
      perPage,
    });
    return {
      body: { success: true, data: paginator(c, list.items, { page, perPage, total: list.total }) },
    };
  });

  route(app, endpoints.runPayouts, async (c) => {
    requireAdmin(c);
    const result = await runPayouts(c.get('deps'));
    const message =
      result.status === 'busy'
        ? 'Another server is running the payouts right now.'
        : result.status === 'retry'
          ? 'Some payouts could not be sent yet; the next run tries again.'
          : 'Payouts are up to date for this week.';
    return { body: { success: true, message, data: payoutRunJson(result) } };
  });

  route(app, endpoints.savePayoutSetup, async (c, { body }) => {
    const deps = c.get('deps');
    const row = await savePayoutAccount(deps, requirePayee(c), body, clientIp(c));
    return {
      body: {
        success: true,
        message: 'Payout account saved.',
        data: payoutJson(row, deps.payouts.kind),
      },
    };
  });

  route(app, endpoints.startPayoutOnboarding, async (c) => {
    const data = await startOnboarding(c.get('deps'), requirePayee(c));
    return { body: { success: true, data } };
  });

  route(app, endpoints.adminPayouts, async (c, { query }) => {
    requireAdmin(c);
    const deps = c.get('deps');
    const { page, perPage, offset } = pageOf(query, 20);
    const report = await adminPayouts(deps.database.db, query, { perPage, offset });
    return {
      body: {
        success: true,
        data: {
          provider: deps.payouts.kind,
          runs: report.runs,
          payouts: paginator(c, report.payouts, { page, perPage, total: report.total }),
        },
      },
    };
  });
}
