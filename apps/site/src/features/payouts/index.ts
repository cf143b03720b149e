export { BalanceAndPayouts } from './balance-section.tsx';
export { PayoutSetupPage } from './payout-setup.tsx';
