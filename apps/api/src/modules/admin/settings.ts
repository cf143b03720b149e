import type { AdminSettings, AdminSettingsBody } from '@brand/core/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { iso } from '../shared/index.ts';
import { fullName } from './admin-user-json.ts';

type Values = AdminSettings['settings'];

const KEYS = ['platform_fee_percent', 'tax_rates', 'shipping_surcharge'] as const;

async function readValues(db: Db): Promise<Values> {
  const rows = await db
    .select()
    .from(t.settings)
    .where(inArray(t.settings.key, [...KEYS]));
  const s = Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, unknown>;
  const surcharge = (s.shipping_surcharge ?? {}) as { AK?: number; HI?: number };
  return {
    platform_fee_percent: Number(s.platform_fee_percent ?? 0),
    tax_rates: { ...((s.tax_rates ?? {}) as Record<string, number>) },
    shipping_surcharge: {
      AK: Number(surcharge.AK ?? 0),
      HI: Number(surcharge.HI ?? surcharge.AK ?? 0),
    },
  };
}

/** The settings and the latest 100 changes, newest first, with who made them. */
export async function adminSettings(db: Db): Promise<AdminSettings> {
  const [settings, audit] = await Promise.all([
    readValues(db),
    db
      .select({ entry: t.settingsAudit, admin: t.users })
      .from(t.settingsAudit)
      .innerJoin(t.users, eq(t.users.id, t.settingsAudit.adminId))
      .orderBy(desc(t.settingsAudit.createdAt), desc(t.settingsAudit.id))
      .limit(100),
  ]);
  return {
    settings,
    audit: audit.map(({ entry, admin }) => ({
      id: entry.id,
      admin: { id: admin.id, name: fullName(admin), email: admin.email },
      field: entry.field,
      old_value: entry.oldValue ?? null,
      new_value: entry.newValue ?? null,
      created_at: iso(entry.createdAt),
    })),
  };
}

/**
 * An admin changes platform settings (validated by the contract). In one transaction: the new
 * values and one audit row per value that really changed (who, when, field, old, new). New
 * checkouts read the settings; placed orders keep the ones stored with them.
 */
export async function updatePlatformSettings(
  deps: Deps,
  admin: UserRow,
  body: AdminSettingsBody,
): Promise<AdminSettings> {
  const { db } = deps.database;
  const now = deps.now();
  await db.transaction(async (tx) => {
    // One change at a time: a concurrent update waits, so each audit row's old value is true.
    await tx
      .select({ key: t.settings.key })
      .from(t.settings)
      .where(inArray(t.settings.key, [...KEYS]))
      .for('update');
    const before = await readValues(tx as unknown as Db);
    const after: Values = structuredClone(before);
    const changes: { field: string; oldValue: number | null; newValue: number }[] = [];
    if (body.platform_fee_percent !== undefined) {
      after.platform_fee_percent = body.platform_fee_percent;
    }
    if (before.platform_fee_percent !== after.platform_fee_percent) {
      changes.push({
        field: 'platform_fee_percent',
        oldValue: before.platform_fee_percent,
        newValue: after.platform_fee_percent,
      });
    }
    for (const [state, rate] of Object.entries(body.tax_rates ?? {})) {
      if (rate === undefined) continue;
      const old = before.tax_rates[state];
      after.tax_rates[state] = rate;
      if (old !== rate)
        changes.push({ field: `tax_rates.${state}`, oldValue: old ?? null, newValue: rate });
    }
    for (const state of ['AK', 'HI'] as const) {
      const value = body.shipping_surcharge?.[state];
      if (value === undefined) continue;
      after.shipping_surcharge[state] = value;
      if (before.shipping_surcharge[state] !== value) {
        changes.push({
          field: `shipping_surcharge.${state}`,
          oldValue: before.shipping_surcharge[state],
          newValue: value,
        });
      }
    }
    if (changes.length === 0) return;
    for (const key of KEYS) {
      await tx
        .insert(t.settings)
        .values({ key, value: after[key] })
        .onConflictDoUpdate({ target: t.settings.key, set: { value: after[key] } });
    }
    await tx.insert(t.settingsAudit).values(
      changes.map((c) => ({
        adminId: admin.id,
        field: c.field,
        oldValue: c.oldValue,
        newValue: c.newValue,
        createdAt: now,
      })),
    );
  });
  return adminSettings(db);
}
