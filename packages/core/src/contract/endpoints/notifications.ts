/** Notifications (spec 1 §7). */
import {
  NotificationListResponseSchema,
  NotificationQuerySchema,
  NotificationResponseSchema,
  NotificationUpdateBodySchema,
} from '../notifications';
import { defineEndpoint, IdParamsSchema, SPEC1 } from './define';

export const notificationEndpoints = {
  notifications: defineEndpoint({
    method: 'GET',
    path: '/api/notification',
    auth: 'user',
    summary: "The caller's notifications (pending=1 for pending ones) and the pending count.",
    source: SPEC1,
    query: NotificationQuerySchema,
    response: NotificationListResponseSchema,
  }),
  updateNotification: defineEndpoint({
    method: 'PUT',
    path: '/api/notification/:id',
    auth: 'user',
    summary: 'Mark a notification read (pending false) or unread.',
    source: SPEC1,
    params: IdParamsSchema,
    body: NotificationUpdateBodySchema,
    response: NotificationResponseSchema,
  }),
};
