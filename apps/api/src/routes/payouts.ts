import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { requirePayee } from '../http/guards.ts';
import { route } from '../http/route.ts';
import { payoutAccount, payoutJson, savePayoutAccount } from '../modules/payouts/payout-account.ts';
import { payoutBalance } from '../modules/payouts/payout-balance.ts';

export function registerPayoutRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.payoutBalance, async (c) => {
    const deps = c.get('deps');
    const data = await payoutBalance(deps.database.db, requirePayee(c).id, deps.now());
    return { body: { success: true, data } };
  });

  route(app, endpoints.payoutSetup, async (c) => {
    const row = await payoutAccount(c.get('deps').database.db, requirePayee(c).id);
    return { body: { success: true, data: payoutJson(row) } };
  });

  route(app, endpoints.savePayoutSetup, async (c, { body }) => {
    const row = await savePayoutAccount(c.get('deps'), requirePayee(c), body);
    return { body: { success: true, message: 'Payout account saved.', data: payoutJson(row) } };
  });
}
