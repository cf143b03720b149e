import type { Lead } from '@brand/core/contract';
import type * as t from '../../db/schema.ts';
import { iso } from '../shared/index.ts';

export type LeadRow = typeof t.leads.$inferSelect;

/** A lead as its Pro and admins read it (`showroom` on the admins' list). */
export function leadJson(row: LeadRow, showroom?: string | null): Lead {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone_number: row.phoneNumber,
    lead_type: row.leadType,
    action: row.action,
    created_at: iso(row.createdAt),
    contacted_at: row.contactedAt ? iso(row.contactedAt) : null,
    ...(showroom === undefined ? {} : { showroom }),
  };
}
