import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { showroomByVsd } from '../showrooms/index.ts';
import { leadJson } from './lead-json.ts';

export interface LeadFilter {
  /** One showroom's leads (a Pro's own; an admin's choice), or every lead. */
  showroomId?: number;
  contacted?: boolean;
}

function where(filter: LeadFilter): SQL | undefined {
  return and(
    filter.showroomId === undefined ? undefined : eq(t.leads.shopProfileId, filter.showroomId),
    filter.contacted === undefined
      ? undefined
      : filter.contacted
        ? isNotNull(t.leads.contactedAt)
        : isNull(t.leads.contactedAt),
  );
}

/** Leads newest first, a page at a time, each with its showroom's ID. */
export async function listLeads(
  db: Db,
  filter: LeadFilter,
  page: { perPage: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ lead: t.leads, vsdId: t.showrooms.vsdId })
      .from(t.leads)
      .leftJoin(t.showrooms, eq(t.showrooms.id, t.leads.shopProfileId))
      .where(where(filter))
      .orderBy(desc(t.leads.createdAt), desc(t.leads.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(t.leads).where(where(filter)),
  ]);
  return {
    data: rows.map((r) => leadJson(r.lead, r.vsdId ?? null)),
    total: total?.n ?? 0,
  };
}

/** Every lead of the filter, newest first (the export), at most `limit`. */
export async function allLeads(db: Db, filter: LeadFilter, limit = 50_000) {
  return db
    .select({ lead: t.leads, vsdId: t.showrooms.vsdId })
    .from(t.leads)
    .leftJoin(t.showrooms, eq(t.showrooms.id, t.leads.shopProfileId))
    .where(where(filter))
    .orderBy(desc(t.leads.createdAt), desc(t.leads.id))
    .limit(limit);
}

/** An admin's showroom filter: its row id, -1 for an unknown ID (no lead), none for all. */
export async function leadShowroomFilter(db: Db, vsd: string | undefined) {
  if (!vsd) return undefined;
  return (await showroomByVsd(db, vsd))?.id ?? -1;
}
