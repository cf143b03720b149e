export { AdminApplications } from './admin-applications.tsx';
export { AdminAttention } from './admin-attention.tsx';
export { AdminPayments } from './admin-payments.tsx';
export { AdminPayouts } from './admin-payouts.tsx';
export { AdminRefunds } from './admin-refunds.tsx';
export { AdminSettings } from './admin-settings.tsx';
export { AdminSubscriptions } from './admin-subscriptions.tsx';
export { AdminUsers } from './admin-users.tsx';
