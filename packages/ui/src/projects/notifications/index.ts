export { NotificationsList, type NotificationsListProps } from './notifications-list';
