import type * as t from '../../db/schema.ts';
import { iso } from '../shared/index.ts';

export function notificationJson(n: typeof t.notifications.$inferSelect) {
  return {
    id: n.id,
    kind: n.kind as 'general',
    title: n.title,
    body: n.body,
    link: n.link,
    pending: n.pending,
    created_at: iso(n.createdAt),
  };
}
