/** The FAQ tabs (spec 1 §2 "Static pages"): five for everyone, one more by user type. */
export const FAQ_COMMON_TABS = [
  'Product Information',
  'My Order',
  'Shipping and Delivery',
  'Returns and Cancelations',
  'My Account',
] as const;

/** Contractor-only tab, named as the spec names it. */
export const FAQ_CONTRACTOR_TAB = 'How it Works FAQ';
/** Customer-only tab: the spec calls it the "customer-works" tab; ours is its visible name. */
export const FAQ_CUSTOMER_TAB = 'How it Works for Customers';

export type FaqTab =
  | (typeof FAQ_COMMON_TABS)[number]
  | typeof FAQ_CONTRACTOR_TAB
  | typeof FAQ_CUSTOMER_TAB;

/**
 * Tabs shown to a user type: Contractors add the contractor tab, customers (type User) the
 * customer tab; visitors, Vendors and Admins see the five common tabs.
 */
export function faqTabsFor(userType: string | null | undefined): FaqTab[] {
  if (userType === 'Contractor') return [...FAQ_COMMON_TABS, FAQ_CONTRACTOR_TAB];
  if (userType === 'User') return [...FAQ_COMMON_TABS, FAQ_CUSTOMER_TAB];
  return [...FAQ_COMMON_TABS];
}
