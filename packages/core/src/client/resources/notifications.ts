import { notificationRoutes } from '../../contract/endpoint-routes';
import type { notificationEndpoints } from '../../contract/endpoints';
import type { NotificationCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Notifications (spec 1 §7): notifications (query pending=1 or paging), updateNotification. */
export function createNotificationResource(transport: Transport): NotificationResource {
  return bindRoutes<typeof notificationEndpoints>(transport, notificationRoutes);
}
/** The Notification calls (generated from the contract: api-types.ts). */
export type NotificationResource = NotificationCalls;
