import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

export interface NotificationInput {
  kind: string;
  title: string;
  body: string;
  link?: string;
}

/** One notification per user (spec 1 §5): the bell and the notifications list show it. */
export async function notify(db: Db, userIds: number[], n: NotificationInput) {
  if (userIds.length === 0) return;
  await db
    .insert(t.notifications)
    .values(userIds.map((userId) => ({ userId, ...n, link: n.link ?? null })));
}

/** Where a notification about an order leads: the account screen opens that order. */
export const orderLink = (orderId: number) => `/account?order=${orderId}`;
