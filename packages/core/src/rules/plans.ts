/**
 * A Pro's plans (issue 27, docs/decisions/plans.md). spec 1 §6 / spec 2 §6: "Contractors get
 * custom theme and logo only with a custom add-on subscription, or a Premium plan with
 * paid_amount 199"; spec 1 §1: "Plans renew automatically until cancelled." The spec names
 * neither the period nor the add-on's price: ours are monthly, and the add-on is $49.
 */
import { PREMIUM_PLAN, PREMIUM_THEMING_PAID_AMOUNT } from './theming';

export const PLAN_CODES = ['premium', 'custom_addon'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export interface PlanDefinition {
  code: PlanCode;
  /** The plan's name as the subscription records it ('Premium' is what theming reads). */
  name: string;
  /** Price of one period, in cents. */
  priceCents: number;
  interval: 'month';
  /** What it unlocks, one sentence each, as the Plans section lists them. */
  unlocks: readonly string[];
}

const THEMING = [
  'Your theme colour on your showroom in the marketplace and in your website embed',
  'Your logo on your showroom in the marketplace and in your website embed',
] as const;

export const PLANS: readonly PlanDefinition[] = [
  {
    code: 'premium',
    name: PREMIUM_PLAN,
    priceCents: PREMIUM_THEMING_PAID_AMOUNT * 100,
    interval: 'month',
    unlocks: [...THEMING, 'Renews every month until you cancel'],
  },
  {
    code: 'custom_addon',
    name: 'Custom add-on',
    priceCents: 4_900,
    interval: 'month',
    unlocks: [...THEMING, 'Renews every month until you cancel'],
  },
];

/** The plan of a code (undefined for anything else). */
export function planByCode(code: string | null | undefined): PlanDefinition | undefined {
  return PLANS.find((plan) => plan.code === code);
}
