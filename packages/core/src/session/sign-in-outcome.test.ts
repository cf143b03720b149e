import { describe, expect, it } from 'vitest';
import {
  adminGate,
  afterEmailVerified,
  applyCookieChanges,
  type CookieChange,
  isCompleteItem,
  loginPageVisit,
  type OutcomeUser,
  oneTimeCodeOutcome,
  registrationOutcome,
  type SignInInput,
  type StoredState,
  safeRedirect,
  signInOutcome,
  statusMessage,
} from './sign-in-outcome';
import { createMemoryStorage } from './storage';
import type { ShowroomItem } from './stores';

const TOKEN = 'token-longer-than-10';

const customer: OutcomeUser = {
  type: 'User',
  status: 'Active',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  total_projects: 0,
};

const partialItem: ShowroomItem = { showroom: 12, vsd_id: 'AB12CD34', floorplan: null };
const completeItem: ShowroomItem = {
  showroom: 12,
  vsd_id: 'AB12CD34',
  floorplan: 3,
  floorTemplate: 9,
  is_3d: true,
};

const empty: StoredState = {
  token: TOKEN,
  cartId: null,
  myItem: null,
  visualRedirect: null,
  redirectTo: null,
  otpVerified: false,
};

const removeOtp: CookieChange = { name: 'otp_verify', remove: true };
const userTypeCookie = (type: string): CookieChange => ({
  name: 'user_type',
  value: type,
  days: 1,
});

function input(
  overrides: Omit<Partial<SignInInput>, 'stored'> & { stored?: Partial<StoredState> },
): SignInInput {
  return {
    user: customer,
    redirectQuery: null,
    screen: 'login',
    ...overrides,
    stored: { ...empty, ...overrides.stored },
  };
}

describe('given the sign-in outcome of spec 1 §4', () => {
  const rows: { branch: string; input: SignInInput; expected: unknown }[] = [
    {
      branch: '1. no token stored: logged out',
      input: input({ stored: { token: null } }),
      expected: { type: 'logout', cookies: [removeOtp], clear: [] },
    },
    {
      branch: '1. a token of 10 characters is not a token',
      input: input({ stored: { token: '0123456789' } }),
      expected: { type: 'logout', cookies: [removeOtp], clear: [] },
    },
    {
      branch: "2. a non-User on the shopper sign-in: 'You are not authorized to access this page.'",
      input: input({ user: { ...customer, type: 'Contractor' }, screen: 'shop' }),
      expected: {
        type: 'logout',
        toast: { kind: 'error', message: 'You are not authorized to access this page.' },
        cookies: [removeOtp],
        clear: [],
      },
    },
    {
      branch: '3. a stored cart_id: create a project, attach the cart, go to the stored redirect',
      input: input({
        stored: { cartId: 'temp-cart-1', myItem: partialItem, redirectTo: '/checkout' },
        redirectQuery: '/cart',
      }),
      expected: {
        type: 'create-project-and-attach-cart',
        item: partialItem,
        cartId: 'temp-cart-1',
        next: '/checkout',
        notifyCartUpdated: true,
        onFailure: {
          toast: { kind: 'error', message: 'Please login to proceed.' },
          to: '/visualize',
        },
        cookies: [removeOtp, userTypeCookie('User')],
        clear: ['cart_id', 'redirect_to'],
      },
    },
    {
      branch: '3. ... else the redirect query',
      input: input({ stored: { cartId: 'temp-cart-1' }, redirectQuery: '/checkout' }),
      expected: expect.objectContaining({
        type: 'create-project-and-attach-cart',
        next: '/checkout',
        clear: ['cart_id'],
      }),
    },
    {
      branch: '3. ... else /',
      input: input({ stored: { cartId: 'temp-cart-1' } }),
      expected: expect.objectContaining({ type: 'create-project-and-attach-cart', next: '/' }),
    },
    {
      branch: '4. a Contractor on the login screen goes to /account with the user-type cookie',
      input: input({ user: { ...customer, type: 'Contractor', status: 'Approve' } }),
      expected: {
        type: 'navigate',
        to: '/account',
        cookies: [removeOtp, userTypeCookie('Contractor')],
        clear: [],
      },
    },
    {
      branch: '4. a Vendor goes to /account',
      input: input({ user: { ...customer, type: 'Vendor' }, screen: 'other' }),
      expected: expect.objectContaining({ type: 'navigate', to: '/account' }),
    },
    {
      branch: '4. an Admin right after login has no otp cookie: the one-time code step',
      input: input({ user: { ...customer, type: 'Admin' }, stored: { otpVerified: true } }),
      expected: {
        type: 'one-time-code',
        cookies: [removeOtp, userTypeCookie('Admin')],
        clear: [],
      },
    },
    {
      branch: '4. an Admin with the otp cookie (re-decided after the code) goes to /account',
      input: input({
        user: { ...customer, type: 'Admin' },
        stored: { otpVerified: true },
        freshLogin: false,
      }),
      expected: { type: 'navigate', to: '/account', cookies: [userTypeCookie('Admin')], clear: [] },
    },
    {
      branch: '4. a pending visual_redirect with a complete item: create a project, go there',
      input: input({ stored: { visualRedirect: '/visualize', myItem: completeItem } }),
      expected: {
        type: 'create-project-and-navigate',
        item: completeItem,
        to: '/visualize',
        onFailure: { toast: { kind: 'error', message: 'Internal server error.' }, to: '/' },
        cookies: [removeOtp, userTypeCookie('User')],
        clear: ['visual_redirect'],
      },
    },
    {
      branch: '4. a visual_redirect with an incomplete item is not followed',
      input: input({ stored: { visualRedirect: '/visualize', myItem: partialItem } }),
      expected: expect.objectContaining({ type: 'navigate', to: '/' }),
    },
    {
      branch: '4. a redirect to /visualize/checklist is honoured, even with projects',
      input: input({
        user: { ...customer, total_projects: 3 },
        redirectQuery: '/visualize/checklist?project=4',
      }),
      expected: expect.objectContaining({ type: 'navigate', to: '/visualize/checklist?project=4' }),
    },
    {
      branch: '4. a User with projects from the login screen goes to their projects (/account)',
      input: input({ user: { ...customer, total_projects: 2 }, redirectQuery: '/cart' }),
      expected: expect.objectContaining({ type: 'navigate', to: '/account' }),
    },
    {
      branch: '4. a User with projects elsewhere goes to /',
      input: input({ user: { ...customer, total_projects: 2 }, screen: 'shop' }),
      expected: expect.objectContaining({ type: 'navigate', to: '/' }),
    },
    {
      branch: '4. a redirect path of /login goes to / (not back to login)',
      input: input({ redirectQuery: '/login', screen: 'other' }),
      expected: expect.objectContaining({ type: 'navigate', to: '/' }),
    },
    {
      branch: '4. otherwise the stored redirect path',
      input: input({ stored: { redirectTo: '/checkout' }, redirectQuery: '/cart' }),
      expected: {
        type: 'navigate',
        to: '/checkout',
        cookies: [removeOtp, userTypeCookie('User')],
        clear: ['redirect_to'],
      },
    },
    {
      branch: '4. otherwise the redirect query',
      input: input({ redirectQuery: '/checkout' }),
      expected: expect.objectContaining({ type: 'navigate', to: '/checkout', clear: [] }),
    },
    {
      branch: '4. otherwise /',
      input: input({}),
      expected: expect.objectContaining({ type: 'navigate', to: '/' }),
    },
    {
      branch: '4. an off-site redirect is never followed (ours)',
      input: input({ redirectQuery: '//evil.example/phish' }),
      expected: expect.objectContaining({ type: 'navigate', to: '/' }),
    },
    {
      branch: '5. unverified email goes to /verifiction',
      input: input({ user: { ...customer, email_verified_at: null }, redirectQuery: '/checkout' }),
      expected: {
        type: 'navigate',
        to: '/verifiction',
        cookies: [removeOtp, userTypeCookie('User')],
        clear: [],
      },
    },
    {
      branch:
        "6. Deactive: 'Your account has been deactivated. Please contact the provider's Support.'",
      input: input({
        user: { ...customer, status: 'Deactive' },
        stored: { cartId: 'temp-cart-1' },
      }),
      expected: {
        type: 'logout',
        toast: {
          kind: 'error',
          message: "Your account has been deactivated. Please contact the provider's Support.",
        },
        cookies: [removeOtp],
        clear: [],
      },
    },
    {
      branch: "6. any other status: 'Your account is currently pending approval by the provider.'",
      input: input({ user: { ...customer, type: 'Contractor', status: 'Pending' } }),
      expected: {
        type: 'logout',
        toast: {
          kind: 'error',
          message: 'Your account is currently pending approval by the provider.',
        },
        cookies: [removeOtp],
        clear: [],
      },
    },
    {
      branch: '8. remember me stores the email (never the password) and removes the otp cookie',
      input: input({ rememberEmail: 'ann@example.test' }),
      expected: expect.objectContaining({
        cookies: [
          { name: 'remember_email', value: 'ann@example.test', days: 340 },
          { name: 'remember_me', value: '1', days: 340 },
          removeOtp,
          userTypeCookie('User'),
        ],
      }),
    },
    {
      branch: '8. remember me unticked forgets the email',
      input: input({ rememberEmail: null }),
      expected: expect.objectContaining({
        cookies: [
          { name: 'remember_email', remove: true },
          { name: 'remember_me', remove: true },
          removeOtp,
          userTypeCookie('User'),
        ],
      }),
    },
  ];

  it.each(rows)('$branch', ({ input: given, expected }) => {
    expect(signInOutcome(given)).toEqual(expected);
  });

  it('2. on the main login screen a non-User is not logged out (branch 4 applies)', () => {
    const outcome = signInOutcome(input({ user: { ...customer, type: 'Contractor' } }));
    expect(outcome.type).toBe('navigate');
  });

  it('logs out without a user even with a token', () => {
    expect(signInOutcome(input({ user: null })).type).toBe('logout');
  });
});

describe('given the statuses of spec 1 §3', () => {
  it.each([
    ['Active', null],
    ['Approve', null],
    ['Deactive', "Your account has been deactivated. Please contact the provider's Support."],
    ['Pending', 'Your account is currently pending approval by the provider.'],
    ['', 'Your account is currently pending approval by the provider.'],
  ])('%s -> %s', (status, message) => {
    expect(statusMessage(status)).toBe(message);
  });
});

describe('given branch 5 and 7', () => {
  it.each([
    ['/checkout', '/cart', '/checkout'],
    [null, '/cart', '/cart'],
    [null, null, '/'],
    ['https://evil.example', null, '/'],
  ])('verified with redirect_to %s and query %s -> %s', (stored, query, to) => {
    expect(afterEmailVerified(stored, query)).toEqual({ type: 'navigate', to });
  });

  it.each([
    [null, TOKEN, false, { type: 'stay' }],
    [{ type: 'User' as const }, null, false, { type: 'stay' }],
    [{ type: 'User' as const }, TOKEN, false, { type: 'navigate', to: '/account' }],
    [{ type: 'Contractor' as const }, TOKEN, false, { type: 'navigate', to: '/account' }],
    [{ type: 'Admin' as const }, TOKEN, false, { type: 'one-time-code' }],
    [{ type: 'Admin' as const }, TOKEN, true, { type: 'navigate', to: '/account' }],
  ])(
    '7. %j with token %s and otp %s visiting login -> %j',
    (user, token, otpVerified, expected) => {
      expect(loginPageVisit({ user, token, otpVerified })).toEqual(expected);
    },
  );
});

describe('given the registration outcome of spec 1 §4', () => {
  const stored = { cartId: null, myItem: null, visualRedirect: null, redirectTo: null };
  const cookies = [userTypeCookie('User')];
  const failure = { toast: { kind: 'error', message: 'Internal server error.' }, to: '/visualize' };

  it.each([
    {
      name: 'a non-User stays signed out and sees the thank-you modal',
      given: {
        user: { ...customer, type: 'Contractor' as const },
        stored: { ...stored, cartId: 'c-1' },
      },
      expected: { type: 'thank-you', signIn: false, cookies: [], clear: [] },
    },
    {
      name: 'a stored cart id: create a project, attach the cart, cart-updated',
      given: { user: customer, stored: { ...stored, cartId: 'c-1', myItem: partialItem } },
      expected: {
        type: 'create-project-and-attach-cart',
        signIn: true,
        item: partialItem,
        cartId: 'c-1',
        next: '/',
        notifyCartUpdated: true,
        onFailure: failure,
        cookies,
        clear: ['cart_id'],
      },
    },
    {
      name: 'a visual redirect with showroom, floorplan and template: create a project, go there',
      given: {
        user: customer,
        stored: { ...stored, visualRedirect: '/visualize', myItem: completeItem },
      },
      expected: {
        type: 'create-project-and-navigate',
        signIn: true,
        item: completeItem,
        to: '/visualize',
        onFailure: failure,
        cookies,
        clear: ['visual_redirect'],
      },
    },
    {
      name: 'a visual redirect with an incomplete item: /visualize',
      given: {
        user: customer,
        stored: { ...stored, visualRedirect: '/visualize/checklist', myItem: partialItem },
      },
      expected: {
        type: 'navigate',
        signIn: true,
        to: '/visualize',
        cookies,
        clear: ['visual_redirect'],
      },
    },
    {
      name: 'none of the above: the stored redirect_to',
      given: { user: customer, stored: { ...stored, redirectTo: '/checkout' } },
      expected: {
        type: 'navigate',
        signIn: true,
        to: '/checkout',
        cookies,
        clear: ['redirect_to'],
      },
    },
    {
      name: 'none of the above: /',
      given: { user: customer, stored },
      expected: { type: 'navigate', signIn: true, to: '/', cookies, clear: [] },
    },
    {
      name: 'a cart with a stored redirect_to goes there after attaching',
      given: { user: customer, stored: { ...stored, cartId: 'c-1', redirectTo: '/checkout' } },
      expected: expect.objectContaining({ next: '/checkout', clear: ['cart_id', 'redirect_to'] }),
    },
  ])('$name', ({ given, expected }) => {
    expect(registrationOutcome(given)).toEqual(expected);
  });
});

describe('given the admin one-time code', () => {
  it.each([
    [{ type: 'Admin' as const }, false, { type: 'logout' }],
    [{ type: 'Admin' as const }, true, { type: 'allow' }],
    [{ type: 'User' as const }, false, { type: 'allow' }],
    [null, false, { type: 'allow' }],
  ])('gate: %j with otp %s -> %j', (user, otpVerified, expected) => {
    expect(adminGate({ user, otpVerified })).toEqual(expected);
  });

  it('a valid code sets the otp cookie for 340 days and reloads', () => {
    expect(oneTimeCodeOutcome({ valid_otp: true, message: 'OTP verified.' })).toEqual({
      type: 'reload',
      cookies: [{ name: 'otp_verify', value: '1', days: 340 }],
    });
  });

  it.each([
    [{ valid_otp: false, message: 'The code has expired.' }, 'The code has expired.'],
    [
      { valid_otp: false, message: ' ' },
      'The code is invalid or has expired. Please request a new one.',
    ],
    [{}, 'The code is invalid or has expired. Please request a new one.'],
  ])('an invalid code %j shows %s', (answer, message) => {
    expect(oneTimeCodeOutcome(answer)).toEqual({
      type: 'error',
      toast: { kind: 'error', message },
    });
  });

  it('applies cookie changes to a storage', () => {
    const cookies = createMemoryStorage({ otp_verify: '1' });
    applyCookieChanges(cookies, [removeOtp, userTypeCookie('Admin')]);
    expect(cookies.get('otp_verify')).toBeNull();
    expect(cookies.get('user_type')).toBe('Admin');
  });
});

describe('given helper rules', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['  /cart ', '/cart'],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['checkout', null],
    [null, null],
  ])('safeRedirect(%j) -> %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null, false],
    [partialItem, false],
    [{ ...completeItem, floorTemplate: null }, false],
    [completeItem, true],
  ])('isCompleteItem(%j) -> %s', (item, expected) => {
    expect(isCompleteItem(item)).toBe(expected);
  });
});
