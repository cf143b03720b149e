/** Notifications (spec 1 §3, §7; DOMAIN.md: created on status changes, chat, hires). */
import * as v from 'valibot';
import {
  envelope,
  IdSchema,
  messageEnvelope,
  PageQuerySchema,
  paginated,
  TimestampSchema,
} from './common';
import { flagLike, form } from './fields';

/** A notification record with its pending flag (ours: the other fields). */
export const NotificationSchema = v.object({
  id: IdSchema,
  /** Ours: what the notification is about. */
  kind: v.picklist(['order_item_status', 'chat_message', 'hire', 'price_change', 'general']),
  title: v.pipe(v.string(), v.maxLength(255)),
  body: v.pipe(v.string(), v.maxLength(2000)),
  /** A path inside the site, e.g. '/account?order=12'. */
  link: v.nullable(v.pipe(v.string(), v.maxLength(2048), v.regex(/^\/(?!\/)/))),
  pending: v.boolean(),
  created_at: TimestampSchema,
});
export type Notification = v.InferOutput<typeof NotificationSchema>;

/** GET /api/notification: pending=1 (only pending ones), or paging params. */
export const NotificationQuerySchema = form({
  pending: v.optional(flagLike()),
  ...PageQuerySchema.entries,
});
export type NotificationQuery = v.InferOutput<typeof NotificationQuerySchema>;

/** A paginator of notifications plus the pending count for the header badge (ours). */
export const NotificationListResponseSchema = envelope(
  v.object({
    ...paginated(NotificationSchema).entries,
    pending_count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  }),
);
export type NotificationListResponse = v.InferOutput<typeof NotificationListResponseSchema>;

/** PUT /api/notification/{id}: mark read (pending false) or unread. */
export const NotificationUpdateBodySchema = form({
  pending: v.optional(flagLike(), false),
});
export type NotificationUpdateBody = v.InferOutput<typeof NotificationUpdateBodySchema>;
export const NotificationResponseSchema = messageEnvelope(NotificationSchema);
