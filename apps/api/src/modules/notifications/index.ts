/**
 * What the notifications module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { listNotifications, markNotification } from './list-notifications.ts';
export { notificationJson } from './notification-json.ts';
export { notify, orderLink } from './notify.ts';
