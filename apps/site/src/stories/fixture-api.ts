import type {
  AdminApplication,
  AdminSettings,
  AdminUser,
  OrderListResponse,
  ProfileData,
  ProjectCart,
  ProjectListResponse,
  User,
} from '@brand/core/contract';

/**
 * A fetch-level fixture API for page stories: `installFixtureApi` replaces `globalThis.fetch`
 * (which the site's ofetch client calls) with answers by path. A path's answer is JSON data,
 * `'loading'` (never answers: the loading state) or `'error'` (500, the error state). Paths
 * without an answer get 404, as the API does for an unknown route.
 */
export type FixtureAnswer = { data: unknown; [field: string]: unknown } | 'loading' | 'error';
/**
 * A path's answer: fixed, or picked from the request's URL (its query: `/api/orders?status=`)
 * and method. A fixed body may carry fields beside `data` (the listing's `filters`).
 */
export type Fixture = FixtureAnswer | ((url: URL, method: string) => FixtureAnswer);
export type Fixtures = Record<string, Fixture>;

const realFetch = globalThis.fetch;

export function installFixtureApi(fixtures: Fixtures): () => void {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      globalThis.location?.href ?? 'http://localhost/',
    );
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const fixture = fixtures[url.pathname];
    const answer = typeof fixture === 'function' ? fixture(url, method) : fixture;
    if (answer === 'loading') return new Promise<Response>(() => undefined);
    if (answer === 'error') {
      return Response.json({ message: 'Something went wrong' }, { status: 500 });
    }
    if (answer === undefined) return Response.json({ message: 'Not found' }, { status: 404 });
    return Response.json(answer);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

/** An empty temporary cart as GET /api/projectCart answers it (core's ProjectCart). */
export const emptyCart: ProjectCart = {
  id: null,
  extra_info: null,
  temp_project_id: 'story-cart-0001',
  is_cart: true,
  showroom: null,
  subtotal: 0,
  Project_tans: [],
};

/** The demo customer as GET /api/authuser answers it (core's User; DOMAIN.md's account). */
export const customer: User = {
  id: 7,
  first_name: 'Casey',
  last_name: 'Customer',
  email: 'customer@demo.test',
  type: 'User',
  status: 'Active',
  email_verified_at: '2026-01-02T03:04:05.000Z',
  country_code: '+1',
  phone_number: '5555550100',
  zip_code: '94105',
  total_projects: 0,
  custom_addon: null,
  latest_subscription: null,
  shop_profile: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

/** A token longer than 10 characters: signed in by core's token rule. */
export const STORY_TOKEN = 'story-token-0123456789';

/** An empty first page (core's paginated shape), for lists with nothing in them yet. */
function emptyPage(path: string) {
  return {
    data: [],
    current_page: 1,
    per_page: 10,
    total: 0,
    last_page: 1,
    path,
    links: [],
    first_page_url: `${path}?page=1`,
    last_page_url: `${path}?page=1`,
    next_page_url: null,
    prev_page_url: null,
    from: null,
    to: null,
  };
}

/** GET /api/projects and GET /api/orders with nothing yet. */
export const noProjects: ProjectListResponse['data'] = emptyPage('/api/projects');
export const noOrders: OrderListResponse['data'] = emptyPage('/api/orders');

/** GET /api/profile for the customer with no saved address or card yet. */
export const customerProfile: ProfileData = {
  user: customer,
  payment_details: null,
  shipping_address: null,
  shipping_charge: 0,
};

/** The demo admin (DOMAIN.md), signed in past the one-time code in the admin stories. */
export const admin: User = {
  ...customer,
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@demo.test',
  type: 'Admin',
};

/** GET /api/admin/applications: one Pro waiting past the 24-hour promise, one within it. */
export const applications: AdminApplication[] = [
  {
    id: 21,
    type: 'Contractor',
    name: 'Wes Waiting',
    email: 'waiting@demo.test',
    company_name: 'Waiting Renovations',
    applied_at: '2026-01-01T08:00:00.000Z',
    waiting_hours: 30,
    overdue: true,
  },
  {
    id: 22,
    type: 'Vendor',
    name: 'Nia New',
    email: 'new@demo.test',
    company_name: null,
    applied_at: '2026-01-02T10:00:00.000Z',
    waiting_hours: 2,
    overdue: false,
  },
];

const adminUser = (
  id: number,
  name: string,
  email: string,
  type: AdminUser['type'],
  status: string,
): AdminUser => ({
  id,
  type,
  status,
  active: status === 'Active' || status === 'Approve',
  name,
  email,
  company_name: null,
  phone_number: null,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  decline_reason: null,
});

/** GET /api/admin/users: a page of the demo accounts. */
export const users = {
  ...emptyPage('/api/admin/users'),
  data: [
    adminUser(7, 'Casey Customer', 'customer@demo.test', 'User', 'Active'),
    adminUser(3, 'Pat Pro', 'pro@demo.test', 'Contractor', 'Approve'),
    adminUser(5, 'Vera Vendor', 'vendor@demo.test', 'Vendor', 'Active'),
    adminUser(9, 'Dee Deactivated', 'deactivated@demo.test', 'User', 'Deactive'),
  ],
  total: 4,
  from: 1,
  to: 4,
};

/** GET /api/admin/settings: DOMAIN.md's money settings, no change yet. */
export const settings: AdminSettings = {
  settings: {
    platform_fee_percent: 5,
    tax_rates: { CA: 7.25 },
    shipping_surcharge: { AK: 149, HI: 149 },
  },
  audit: [],
};
