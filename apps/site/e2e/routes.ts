import type { Page } from '@playwright/test';

/** Public routes of spec 1 §2 and spec 2 §2 with the heading each page shows. */
export const PUBLIC_PAGES: ReadonlyArray<{ path: string; heading: string | RegExp }> = [
  { path: '/', heading: 'Renovation materials direct from manufacturers' },
  { path: '/category/Tile%20Flooring', heading: 'Tile Flooring' },
  { path: '/category/Tile%20Flooring/product', heading: 'Tile Flooring products' },
  { path: '/design-ai', heading: 'AI Design' },
  { path: '/design-ai/login', heading: 'AI Design login' },
  { path: '/design-ai/singup', heading: 'AI Design sign up' },
  { path: '/design-ai/welcome', heading: 'Welcome to AI Design' },
  { path: '/login', heading: 'Sign In' },
  { path: '/register', heading: 'Create your account' },
  { path: '/reset_password', heading: 'Reset your password' },
  { path: '/password_reset', heading: 'Choose a new password' },
  { path: '/register/contractor', heading: 'Sign Up as a Pro' },
  { path: '/pro-account', heading: 'The Pro account' },
  { path: '/our-brands', heading: 'Our Brand Partners' },
  { path: '/about_us', heading: 'About us' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/return_policy', heading: 'Return Policy' },
  { path: '/your_orders', heading: 'Your Orders' },
  { path: '/cookies_policy', heading: 'Cookies Policy' },
  { path: '/terms_of_service', heading: 'Terms of Service' },
  { path: '/privacy_policy', heading: 'Privacy Policy' },
  { path: '/product/abc123/AB12CD34', heading: 'Product' },
  { path: '/product/abc123', heading: 'Product' },
  { path: '/product-details', heading: 'Product details' },
  { path: '/cart', heading: 'Your cart' },
  { path: '/account_verify', heading: 'Verify your email' },
  { path: '/verify/some-hash', heading: 'Verifying your email' },
  { path: '/404', heading: 'There was an error with your request' },
  { path: '/visualize', heading: 'Visualize your project' },
  { path: '/style-profile', heading: 'Style profile' },
  { path: '/visualize/contractor/all', heading: 'Showroom' },
  { path: '/visualize/checklist', heading: 'Project checklist' },
];

/** Spec 1 §2 "Routes that require sign-in". */
export const PROTECTED_PATHS = [
  '/change_password',
  '/checkout',
  '/thankyou',
  '/payout_setup',
  '/checkout-payment',
  '/account',
  '/verifiction',
  '/notification',
] as const;

/** A token longer than 10 characters: signed in by core's token rule. */
export const VALID_TOKEN = 'e2e-token-0123456789';

/** A user as GET /api/authuser answers it (core's UserSchema). */
export function demoUser(type: 'User' | 'Contractor' | 'Vendor' | 'Admin' = 'User') {
  return {
    id: 7,
    first_name: 'Casey',
    last_name: 'Customer',
    email: 'customer@demo.test',
    type,
    status: 'Active',
    email_verified_at: '2026-01-02T03:04:05.000Z' as string | null,
    country_code: '+1',
    phone_number: '5555550100',
    zip_code: '94105',
    total_projects: 1,
    custom_addon: null,
    latest_subscription: null,
    shop_profile: null,
    created_at: '2026-01-01T00:00:00.000Z',
  };
}

/**
 * Signs the browser in the way the site finds a session at start: a stored token, and the API
 * answering GET /api/authuser (stubbed here: these tests run without the API).
 */
export async function signIn(
  page: Page,
  answer: { status: number; json: unknown } = { status: 200, json: { data: demoUser() } },
) {
  await page.addInitScript((token) => localStorage.setItem('authToken', token), VALID_TOKEN);
  await page.route('**/api/authuser', (route) => route.fulfill(answer));
}
