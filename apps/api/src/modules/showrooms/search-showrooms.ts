import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { escapeLike } from '../shared/index.ts';

/**
 * Approved showrooms by exact ID or company-name prefix (spec 1 §2), the exact ID first, then
 * names A to Z. An empty text finds nothing.
 */
export async function searchShowrooms(
  db: Db,
  text: string,
  page: { perPage: number; offset: number },
) {
  const s = text.trim();
  if (s.length === 0) return { rows: [], total: 0 };
  const where = and(
    or(
      eq(t.showrooms.vsdId, s.toUpperCase()),
      sql`lower(${t.showrooms.companyName}) like ${`${escapeLike(s.toLowerCase())}%`}`,
    ),
    eq(t.users.status, 'Approve'),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: t.showrooms.id,
        company_name: t.showrooms.companyName,
        vsd_id: t.showrooms.vsdId,
      })
      .from(t.showrooms)
      .innerJoin(t.users, eq(t.users.id, t.showrooms.userId))
      .where(where)
      .orderBy(
        sql`case when ${t.showrooms.vsdId} = ${s.toUpperCase()} then 0 else 1 end`,
        asc(t.showrooms.companyName),
      )
      .limit(page.perPage)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(t.showrooms)
      .innerJoin(t.users, eq(t.users.id, t.showrooms.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
