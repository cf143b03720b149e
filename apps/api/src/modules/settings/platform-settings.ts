import { toCents } from '@brand/core/rules';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/** The admin's platform settings that price a checkout: fee, tax rates by state, surcharge. */
export async function platformSettings(db: Db) {
  const rows = await db.select().from(t.settings);
  const s = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, unknown>;
  return {
    feePercent: Number(s.platform_fee_percent ?? 0),
    taxRates: (s.tax_rates ?? {}) as Record<string, number>,
    surchargeCents: toCents(Number((s.shipping_surcharge as { AK?: number } | undefined)?.AK ?? 0)),
  };
}
