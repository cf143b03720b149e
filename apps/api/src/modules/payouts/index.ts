/**
 * What the payouts module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { adminPayouts } from './admin-payouts.ts';
export { payoutAccount, payoutJson } from './payout-account.ts';
export { payoutBalance } from './payout-balance.ts';
export { payoutHistory } from './payout-history.ts';
export { startPayoutSchedule } from './payout-schedule.ts';
export { payoutRunJson, runPayouts } from './run-payouts.ts';
export { saveAccountState } from './save-account-state.ts';
export { savePayoutAccount } from './save-payout-account.ts';
export { startOnboarding } from './start-onboarding.ts';
