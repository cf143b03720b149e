import { toCents, usStateCode } from '@brand/core/rules';
import type { Db } from '../../db/client.ts';
import type { OrderPriceSettings } from '../../db/schema.ts';
import * as t from '../../db/schema.ts';

/**
 * The admin's platform settings that price a checkout: fee, tax rates by state, the Alaska and
 * Hawaii surcharges. An order stores the ones it was priced with (`orders.price_settings`).
 */
export async function platformSettings(db: Db): Promise<OrderPriceSettings> {
  const rows = await db.select().from(t.settings);
  const s = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, unknown>;
  const surcharge = (s.shipping_surcharge ?? {}) as { AK?: number; HI?: number };
  return {
    feePercent: Number(s.platform_fee_percent ?? 0),
    taxRates: (s.tax_rates ?? {}) as Record<string, number>,
    surchargeCents: {
      AK: toCents(Number(surcharge.AK ?? 0)),
      HI: toCents(Number(surcharge.HI ?? surcharge.AK ?? 0)),
    },
  };
}

/**
 * The surcharge to pass core `shippingChargeCents` for `state`: Hawaii's for Hawaii, else
 * Alaska's (contiguous states ship free whatever it is).
 */
export function surchargeFor(settings: Pick<OrderPriceSettings, 'surchargeCents'>, state: string) {
  return usStateCode(state) === 'HI' ? settings.surchargeCents.HI : settings.surchargeCents.AK;
}
