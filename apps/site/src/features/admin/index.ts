export { AdminApplications } from './admin-applications.tsx';
export { AdminAttention } from './admin-attention.tsx';
export { AdminPayments } from './admin-payments.tsx';
export { AdminRefunds } from './admin-refunds.tsx';
export { AdminSettings } from './admin-settings.tsx';
export { AdminUsers } from './admin-users.tsx';
