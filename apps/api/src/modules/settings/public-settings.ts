import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/** The platform settings every visitor may read (fees, tax rates, support contacts...). */
export async function publicSettings(db: Db) {
  const rows = await db.select().from(t.settings);
  const s = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, unknown>;
  return {
    platform_fee_percent: s.platform_fee_percent,
    tax_rates: s.tax_rates,
    shipping_surcharge: s.shipping_surcharge,
    default_markup_percent: s.default_markup_percent,
    min_markup_percent: s.min_markup_percent,
    support_email: s.support_email,
    support_phone: s.support_phone ?? null,
    licence_number: s.licence_number,
    currency: 'USD',
    time_zone: s.time_zone,
    new_layout: s.new_layout,
  };
}
