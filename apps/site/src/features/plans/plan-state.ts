import type { PlanSubscription } from '@brand/core/contract';
import { formatDate } from '@brand/core/rules';

/** Where a Pro's plan stands, as `data-state` on its card. */
export type PlanState = 'none' | 'renews' | 'ends' | 'inactive';

export function planState(sub: PlanSubscription | null): PlanState {
  if (!sub) return 'none';
  if (!sub.active) return 'inactive';
  return sub.cancel_at_period_end ? 'ends' : 'renews';
}

/**
 * One sentence on a plan's state (issue 27): not subscribed; active and renewing on a date;
 * cancelled, active until the period's end; or no longer active (the billing provider's status).
 */
export function planStateText(sub: PlanSubscription | null): string {
  const end = formatDate(sub?.current_period_end);
  switch (planState(sub)) {
    case 'none':
      return 'Not subscribed.';
    case 'renews':
      return end ? `Active. Renews on ${end}.` : 'Active. Renews automatically.';
    case 'ends':
      return end
        ? `Cancelled: active until ${end}, then it ends and does not renew.`
        : 'Cancelled: active until the end of the period paid for.';
    default:
      if (sub?.status === 'canceled') return end ? `Ended on ${end}.` : 'Ended.';
      if (sub?.status === 'past_due' || sub?.status === 'unpaid')
        return 'Not active: the last payment did not go through.';
      return 'Not active yet.';
  }
}
