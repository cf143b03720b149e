/**
 * What the plans module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export {
  adminSubscriptions,
  plansJson,
  recordPayment,
  requirePro,
  syncStripeSubscription,
} from './plan-subscriptions.ts';
export { renewSandboxPlans } from './renew-sandbox-plans.ts';
export { billingPortal, cancelPlan, subscribePlan } from './subscribe-plan.ts';
