import { describe, expect, it } from 'vitest';
import { PLAN_CODES, PLANS, planByCode } from './plans';
import { PREMIUM_PLAN } from './theming';

const THEMING = [
  'Your theme colour on your showroom in the marketplace and in your website embed',
  'Your logo on your showroom in the marketplace and in your website embed',
  'Renews every month until you cancel',
];

describe('the plans (issue 27; spec 1 §6: a Premium plan with paid_amount 199)', () => {
  it('are Premium at $199 and the custom add-on at $49, each a month, each unlocking the theme', () => {
    expect(PLAN_CODES).toEqual(['premium', 'custom_addon']);
    expect(PLANS).toEqual([
      { code: 'premium', name: 'Premium', priceCents: 19_900, interval: 'month', unlocks: THEMING },
      {
        code: 'custom_addon',
        name: 'Custom add-on',
        priceCents: 4_900,
        interval: 'month',
        unlocks: THEMING,
      },
    ]);
    expect(PREMIUM_PLAN).toBe('Premium');
  });

  it('finds a plan by its code, and none for anything else', () => {
    expect(planByCode('premium')?.name).toBe('Premium');
    expect(planByCode('custom_addon')?.priceCents).toBe(4_900);
    for (const other of ['Premium', 'basic', '', null, undefined]) {
      expect(planByCode(other)).toBeUndefined();
    }
  });
});
