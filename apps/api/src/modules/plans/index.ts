/**
 * What the plans module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { adminSubscriptions } from './admin-subscriptions.ts';
export { plansJson, requirePro } from './plan-subscriptions.ts';
export { recordPayment } from './record-payment.ts';
export { renewSandboxPlans } from './renew-sandbox-plans.ts';
export { billingPortal, cancelPlan, subscribePlan } from './subscribe-plan.ts';
export { syncStripeSubscription } from './sync-stripe-subscription.ts';
