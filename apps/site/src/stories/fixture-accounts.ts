import type {
  Coupon,
  EmbedStatsDay,
  Order,
  OrderItem,
  OrderItemStatus,
  PayoutBalance,
  ProjectListItem,
  ShowroomSettings,
  User,
  VendorProduct,
} from '@brand/core/contract';
import { customer, type FixtureAnswer, type Fixtures } from './fixture-api.ts';
import { checkoutQuote } from './fixture-cart.ts';
import { pageOf, pro, productSummary, SHOWROOM_VSD, showroomProfile } from './fixture-catalog.ts';

/**
 * The Pro's and the vendor's dashboards in the page stories (issue 17 items 4, 5), typed by the
 * contract: DOMAIN.md's pro@ and vendor@ demo accounts with a few orders, a balance, coupons
 * and the vendor's catalogue.
 */

/** The demo vendor (DOMAIN.md: vendor@demo.test). */
export const vendor: User = {
  ...customer,
  id: 5,
  first_name: 'Vera',
  last_name: 'Vendor',
  email: 'vendor@demo.test',
  type: 'Vendor',
};

/** The vendor's price under the showroom's 20% markup, to the cent. */
const wholesaleOf = (customerPrice: number) => Math.round((customerPrice / 1.2) * 100) / 100;

const AT = '2026-11-20T15:30:00.000Z';

const item = (
  id: number,
  orderId: number,
  productId: number,
  qty: number,
  status: OrderItemStatus,
): OrderItem => {
  const p = productSummary(productId);
  return {
    id,
    order_id: orderId,
    product_id: productId,
    product_name: p.name,
    vendor_id: 5,
    qty,
    final_price: wholesaleOf(p.customer_price),
    contractor_markup_amt: Math.round((p.customer_price - p.customer_price / 1.2) * 100) / 100,
    admin_profit_inclusive_tax: Math.round(p.customer_price * qty * 0.12 * 100) / 100,
    line_total: Math.round(p.customer_price * qty * 100) / 100,
    status,
    status_date: AT,
    width_size: '12',
    height_size: null,
    length_size: '24',
    pattern: null,
    pending_price_change: null,
    return_reason: null,
    refund: null,
  };
};

const order = (id: number, status: Order['status'], items: OrderItem[]): Order => ({
  id,
  number: `BR-000${id}`,
  created_at: AT,
  status,
  project_id: 41,
  showroom: SHOWROOM_VSD,
  customer: { id: customer.id, name: 'Casey Customer', type: 'User' },
  totals: checkoutQuote.totals,
  coupon_code: null,
  shipping_address: {
    street: '500 Market Street',
    state: 'CA',
    city: 'San Francisco',
    zip_code: '94105',
    apartment: null,
  },
  items,
});

/** Two orders of the showroom: one waiting for the vendor, one on its way. */
export const orders: Order[] = [
  order(124, 'Placed', [
    item(301, 124, 101, 12, 'Waiting for approval'),
    item(302, 124, 104, 6, 'Waiting for approval'),
  ]),
  order(118, 'In Progress', [item(290, 118, 108, 3, 'Shipped')]),
];

/** GET /api/orders by its query: the filters the overview counts with, else the list. */
export const ordersByQuery = (url: URL): FixtureAnswer => {
  const q = url.searchParams;
  const list = q.has('price_change')
    ? []
    : q.get('item_status')
      ? orders.filter((o) => o.items.some((i) => i.status === q.get('item_status')))
      : q.get('status')
        ? orders.filter((o) => o.status === q.get('status'))
        : orders;
  return { data: pageOf('/api/orders', list) };
};

export const noOrdersAnswer: FixtureAnswer = { data: pageOf('/api/orders', []) };

const balance = (available: number, pending: number, paid: number): PayoutBalance => ({
  pending,
  available,
  paid,
  negative: 0,
  negative_due_date: null,
  negative_overdue: false,
  next_available_date: pending > 0 ? '2026-12-03' : null,
  currency: 'USD',
});

const coupons: Coupon[] = [
  { id: 1, code: 'SPRING10', percent: 10, active: true, expires_at: null, max_uses: 50, uses: 7 },
  { id: 2, code: 'KITCHEN5', percent: 5, active: true, expires_at: null, max_uses: null, uses: 2 },
];

const projects: ProjectListItem[] = [
  {
    id: 41,
    name: 'Kitchen floor',
    showroom: SHOWROOM_VSD,
    floorplan: null,
    floorTemplate: null,
    is_3d: false,
    extra_info: null,
    created_at: AT,
    role: 'pro',
    customer: { id: customer.id, name: 'Casey Customer', type: 'User' },
  },
  {
    id: 42,
    name: 'Guest bath',
    showroom: SHOWROOM_VSD,
    floorplan: null,
    floorTemplate: null,
    is_3d: false,
    extra_info: null,
    created_at: AT,
    role: 'pro',
    customer: { id: 8, name: 'Jamie Homeowner', type: 'User' },
  },
];

export const showroomSettings: ShowroomSettings = {
  vsd_id: SHOWROOM_VSD,
  company_name: showroomProfile.company_name,
  markup_percent: 20,
  category_markups: [{ category_id: 13, markup_percent: 25 }],
  coupons,
  theme_color: showroomProfile.theme_color,
  business_logo: null,
  theming_entitled: true,
  allowed_domains: ['joesremodeling.example'],
};

const auth = (user: User): Fixtures => ({ '/api/authuser': { data: user } });

/** The Pro's API: overview cards, orders, showroom settings. */
export const proFixtures = (empty = false): Fixtures => ({
  ...auth(pro),
  '/api/projects': { data: pageOf('/api/projects', empty ? [] : projects) },
  '/api/payout/balance': {
    data: empty ? balance(0, 0, 0) : balance(412.8, 96.35, 1280),
  },
  '/api/showroom/coupons': { data: empty ? [] : coupons },
  '/api/orders': empty ? noOrdersAnswer : ordersByQuery,
  '/api/showroom/settings': {
    data: empty ? { ...showroomSettings, coupons: [] } : showroomSettings,
  },
  '/api/projectChecklist': { data: [] },
  '/api/showroom/embed_stats': { data: empty ? embedStats(0) : embedStats(1) },
});

/** 30 days of a Pro's embed up to 11.26.2026 (fixed figures: the baselines compare them). */
function embedStats(scale: number): EmbedStatsDay[] {
  return Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10);
    const view = scale * (40 + ((i * 37) % 29) + i * 2);
    const product_open = Math.round(view * 0.45);
    const add_to_cart = Math.round(product_open * 0.3);
    const handoff = Math.round(add_to_cart * 0.5);
    return { date, view, product_open, add_to_cart, handoff, orders: Math.floor(handoff / 3) };
  });
}

const vendorProduct = (id: number): VendorProduct => {
  const p = productSummary(id);
  return {
    id,
    hash: p.hash,
    sku: `BH-${id}`,
    name: p.name,
    brand: 'Bright Home',
    category_id: 13,
    category_name: 'Tile Flooring',
    description: null,
    price: wholesaleOf(p.customer_price),
    unit: 'Box',
    uom: 'Sq Ft',
    box_sqft: p.box_sqft,
    sizes: [],
    has_3d: false,
    image: p.image,
    status: 'active',
    updated_at: AT,
  };
};

/** The vendor's API: overview cards, order items to approve, the catalogue. */
export const vendorFixtures = (empty = false): Fixtures => ({
  ...auth(vendor),
  '/api/vendor/products': {
    data: {
      data: empty ? [] : [101, 103, 107, 109].map(vendorProduct),
      current_page: 1,
      per_page: 10,
      total: empty ? 0 : 4,
      last_page: 1,
      categories: [{ id: 13, name: 'Tile Flooring', unit: 'Box' }],
    },
  },
  '/api/orders': empty ? noOrdersAnswer : ordersByQuery,
  '/api/payout/balance': {
    data: empty ? balance(0, 0, 0) : balance(1834.2, 540.75, 6210.4),
  },
});
