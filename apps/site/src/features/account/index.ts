export { AccountPage } from './account.tsx';
export { NotificationPage } from './notifications.tsx';
