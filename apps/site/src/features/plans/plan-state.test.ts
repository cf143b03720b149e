import type { PlanSubscription } from '@brand/core/contract';
import { describe, expect, it } from 'vitest';
import { planState, planStateText } from './plan-state.ts';

const END = '2026-12-27T18:00:00.000Z'; // 12.27.2026 in Los Angeles

const sub = (over: Partial<PlanSubscription>): PlanSubscription => ({
  status: 'active',
  active: true,
  current_period_end: END,
  cancel_at_period_end: false,
  ...over,
});

describe('a plan’s state (issue 27: renews until cancelled, a cancel ends it at the period’s end)', () => {
  it.each([
    ['not subscribed', null, 'none', 'Not subscribed.'],
    ['active, renewing', sub({}), 'renews', 'Active. Renews on 12.27.2026.'],
    [
      'active, no period end yet (the seed)',
      sub({ current_period_end: null }),
      'renews',
      'Active. Renews automatically.',
    ],
    [
      'cancelled, still active',
      sub({ cancel_at_period_end: true }),
      'ends',
      'Cancelled: active until 12.27.2026, then it ends and does not renew.',
    ],
    [
      'ended',
      sub({ status: 'canceled', active: false, cancel_at_period_end: true }),
      'inactive',
      'Ended on 12.27.2026.',
    ],
    [
      'a payment failed',
      sub({ status: 'past_due', active: false }),
      'inactive',
      'Not active: the last payment did not go through.',
    ],
    [
      'paying at Stripe',
      sub({ status: 'incomplete', active: false }),
      'inactive',
      'Not active yet.',
    ],
  ] as const)('%s', (_name, subscription, state, text) => {
    expect(planState(subscription)).toBe(state);
    expect(planStateText(subscription)).toBe(text);
  });
});
