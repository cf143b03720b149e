import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { iso } from '../shared/index.ts';

/** Body fields never written to the audit log (passwords, tokens, card and bank numbers). */
const SECRET = /password|token|card|cvv|cvc|account_number|routing|otp|secret/i;

/** A request body as audited: secrets replaced by `[redacted]`, long text cut at 500 chars. */
export function redacted(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > 500 ? `${value.slice(0, 500)}…` : value;
  if (value === null || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redacted(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      SECRET.test(key) ? '[redacted]' : redacted(v, depth + 1),
    ]),
  );
}

export interface AuditInput {
  actor: Pick<UserRow, 'id' | 'email'>;
  /** The contract call (`PUT /api/admin/users/:id/status`) or a named event. */
  action: string;
  target?: string | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  at: Date;
}

/** Appends one entry (issue 23 items 9 and 10); inside the caller's transaction when given one. */
export async function recordAudit(db: Db, entry: AuditInput) {
  await db.insert(t.auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action.slice(0, 120),
    target: entry.target?.slice(0, 255) ?? null,
    details: (redacted(entry.details ?? {}) as Record<string, unknown>) ?? {},
    ip: entry.ip?.slice(0, 64) ?? null,
    createdAt: entry.at,
  });
}

/** A page of the log, newest first, narrowed to one action when asked. */
export async function listAudit(
  db: Db,
  query: { action?: string; offset: number; perPage: number },
) {
  const where = query.action ? eq(t.auditLog.action, query.action) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.auditLog)
      .where(and(where))
      .orderBy(desc(t.auditLog.createdAt), desc(t.auditLog.id))
      .limit(query.perPage)
      .offset(query.offset),
    db.select({ n: count() }).from(t.auditLog).where(and(where)),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      actor_id: r.actorId,
      actor_email: r.actorEmail,
      action: r.action,
      target: r.target,
      details: r.details,
      ip: r.ip,
      created_at: iso(r.createdAt),
    })),
  };
}
