import { notificationRoutes } from '../../contract/endpoint-routes';
import type { notificationEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Notifications (spec 1 §7): notifications (query pending=1 or paging), updateNotification. */
export function createNotificationResource(transport: Transport) {
  return bindRoutes<typeof notificationEndpoints>(transport, notificationRoutes);
}
export type NotificationResource = ReturnType<typeof createNotificationResource>;
