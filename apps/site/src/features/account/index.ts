export { AccountPage } from './account.tsx';
export { NotificationPage } from './notifications.tsx';
export { PayoutSetupPage } from './payout-setup.tsx';
