import { BalanceSection } from './contractor.tsx';
import { PayoutHistorySection } from './payout-history.tsx';

/** A Pro's or vendor's balance with their weekly payouts below it: one dashboard section. */
export function BalanceAndPayouts() {
  return (
    <>
      <BalanceSection />
      <PayoutHistorySection />
    </>
  );
}
