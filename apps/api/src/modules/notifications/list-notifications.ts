import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { forbidden, notFound } from '../../errors.ts';
import { notificationJson } from './notification-json.ts';

/** A page of the user's notifications, newest first, and how many are still pending. */
export async function listNotifications(
  db: Db,
  user: UserRow,
  pendingOnly: boolean,
  page: { perPage: number; offset: number },
) {
  const where = and(
    eq(t.notifications.userId, user.id),
    pendingOnly ? eq(t.notifications.pending, true) : undefined,
  );
  const [rows, [total], [pending]] = await Promise.all([
    db
      .select()
      .from(t.notifications)
      .where(where)
      .orderBy(desc(t.notifications.id))
      .limit(page.perPage)
      .offset(page.offset),
    db.select({ n: count() }).from(t.notifications).where(where),
    db
      .select({ n: count() })
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, user.id), eq(t.notifications.pending, true))),
  ]);
  return { data: rows.map(notificationJson), total: total?.n ?? 0, pending: pending?.n ?? 0 };
}

/** The user marks one of their notifications read (or pending again). */
export async function markNotification(db: Db, user: UserRow, id: number, pending: boolean) {
  const [row] = await db.select().from(t.notifications).where(eq(t.notifications.id, id));
  if (!row) throw notFound();
  if (row.userId !== user.id) throw forbidden('This notification belongs to another account.');
  const [updated] = await db
    .update(t.notifications)
    .set({ pending })
    .where(eq(t.notifications.id, row.id))
    .returning();
  return updated ?? row;
}
