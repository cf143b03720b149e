/**
 * Realistic samples of every entity and of every endpoint's answer parse with the contract's
 * response schemas, and a broken sample of each is refused.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Category } from './catalog';
import { ProductPriceDisplaySchema, QuantityBoxSchema } from './catalog';
import { endpoints } from './endpoints';
import { BrowserStateSchema, CookieStateSchema, MyItemSchema } from './storage';

const at = '2026-11-21T18:30:00.000Z';
const page = <T>(data: T[]) => ({
  data,
  current_page: 1,
  per_page: 10,
  total: data.length,
  last_page: 1,
  path: 'http://localhost:3000/api/x',
  links: [{ label: '1', url: 'http://localhost:3000/api/x?page=1', active: true }],
  first_page_url: 'http://localhost:3000/api/x?page=1',
  last_page_url: 'http://localhost:3000/api/x?page=1',
  next_page_url: null,
  prev_page_url: null,
  from: data.length ? 1 : null,
  to: data.length ? data.length : null,
});

const trace = {
  image: '/storage/rooms/11/3f0c2a4e-9b1d-4c5e-8f7a-1b2c3d4e5f60.png',
  width: 1200,
  height: 900,
  scale: 0.05,
  x: -2.5,
  y: 0,
};
const premium = { subscription_status: 'active', plan: 'Premium', paid_amount: 199 };
const customer = {
  id: 11,
  first_name: 'Dana',
  last_name: 'Whitfield',
  email: 'customer@demo.test',
  type: 'User',
  status: 'Active',
  email_verified_at: at,
  country_code: '+1',
  phone_number: '4155550132',
  zip_code: '94110',
  total_projects: 1,
  custom_addon: null,
  latest_subscription: null,
  shop_profile: null,
  created_at: at,
};
const pro = {
  ...customer,
  id: 2,
  first_name: 'Lee',
  last_name: 'Park',
  email: 'pro@demo.test',
  type: 'Contractor',
  status: 'Approve',
  total_projects: 0,
  custom_addon: { subscription_status: 'inactive' },
  latest_subscription: premium,
  shop_profile: {
    id: 1,
    user_id: 2,
    vsd_id: 'AB12CD34',
    company_name: 'Park & Sons Remodeling',
    theme_color: '#0F766E',
    business_logo: '/storage/logos/1.png',
    basic_addon: { subscription_status: 'active' },
  },
};
const tiles: Category = {
  id: 14,
  name: 'Tile Flooring',
  parent_id: null,
  photo: '/storage/categories/14.jpg',
  resized_photo: '/storage/categories/14-400.jpg',
  children: [
    {
      id: 141,
      name: 'Porcelain',
      parent_id: 14,
      photo: null,
      resized_photo: null,
      children: [],
    },
  ],
};
const size = {
  id: 301,
  width_size: '12"',
  height_size: '24"',
  length_size: null,
  pattern: null,
  box_sqft: 15.5,
  price: 38.75,
  customer_price: 42.63,
};
const product = {
  id: 9001,
  hash: 'p-7f3a9c21',
  name: 'Carrara Matte Porcelain 12x24',
  brand: 'Stonecrest',
  description: 'Rectified porcelain with a honed <finish> & soft veining.',
  vendor_id: 5,
  category_id: 141,
  price: 38.75,
  customer_price: 42.63,
  unit: 'Box',
  uom: null,
  box_sqft: 15.5,
  sizes: [size],
  images: [{ id: 1, url: '/storage/p/9001.jpg', resized_url: null, alt: 'Carrara tile' }],
  min_unit: 1,
};
const summary = {
  id: 9001,
  hash: 'p-7f3a9c21',
  name: 'Carrara Matte Porcelain 12x24',
  brand: 'Stonecrest',
  category_id: 141,
  price: 38.75,
  customer_price: 42.63,
  unit: 'Box',
  uom: null,
  box_sqft: 15.5,
  min_unit: 1,
  image: '/storage/p/9001.jpg',
};
const tan = {
  id: 71,
  project_id: 5,
  temp_project_id: null,
  product_id: 9001,
  product: summary,
  size_id: 301,
  size,
  qty: 3,
  unit_price: 42.63,
  line_total: 127.89,
};
const cart = {
  id: 5,
  extra_info: 'Kitchen backsplash, north wall',
  temp_project_id: null,
  is_cart: true,
  showroom: 'AB12CD34',
  Project_tans: [tan],
  subtotal: 127.89,
};
const project = {
  id: 5,
  name: 'Kitchen refresh',
  showroom: 'AB12CD34',
  floorplan: 3,
  floorTemplate: 12,
  is_3d: false,
  extra_info: null,
  created_at: at,
};
const checklist = {
  id: 2,
  project_id: 5,
  items: [
    {
      id: 1,
      product_id: 9001,
      product: summary,
      size_id: null,
      size: null,
      qty: 4,
      note: 'Check the grout colour <before> ordering',
      checked: false,
    },
  ],
  shared_at: null,
  updated_at: at,
};
const file = {
  id: 8,
  project_id: 5,
  name: 'floor-plan.pdf',
  url: '/storage/chat/8.pdf',
  mime: 'application/pdf',
  size: 248_112,
  created_at: at,
};
const chat = {
  id: 40,
  project_id: 5,
  sender: { id: 11, name: 'Dana Whitfield', type: 'User' },
  message: '<img src=x onerror=alert(1)> can we do 2 more boxes? 👍',
  files: [file],
  created_at: at,
};
const designer = {
  id: 30,
  name: 'Rosa Alvarez',
  company_name: 'Alvarez Interiors',
  photo: null,
  hired: true,
};
const address = {
  street: '1200 Valencia St',
  state: 'CA',
  city: 'San Francisco',
  zip_code: '94110',
  apartment: null,
};
const payment = {
  card_number: '**** **** **** 4242',
  brand: 'visa',
  name_on_Card: 'Dana Whitfield',
  exp_date: '12/30',
  pay_street: '1200 Valencia St',
  pay_state: 'CA',
  pay_city: 'San Francisco',
  pay_zip_code: '94110',
};
const totals = {
  items_subtotal: 127.89,
  discount: 0,
  platform_fee: 6.39,
  tax: 11.03,
  shipping: 0,
  total: 145.31,
};
const item = {
  id: 100,
  order_id: 50,
  product_id: 9001,
  product_name: 'Carrara Matte Porcelain 12x24',
  vendor_id: 5,
  qty: 3,
  final_price: 38.75,
  contractor_markup_amt: 3.88,
  admin_profit_inclusive_tax: 17.42,
  line_total: 127.89,
  status: 'Waiting for approval',
  status_date: at,
  width_size: '12"',
  height_size: '24"',
  length_size: null,
  pattern: null,
  pending_price_change: null,
  return_reason: null,
};
const order = {
  id: 50,
  number: 'BR-000050',
  created_at: at,
  status: 'Placed',
  project_id: 5,
  showroom: 'AB12CD34',
  customer: { id: 11, name: 'Dana Whitfield', type: 'User' },
  totals,
  coupon_code: null,
  shipping_address: address,
  items: [item],
};
const coupon = { id: 3, code: 'SPRING5', percent: 5, active: true };
const lead = {
  id: 4,
  full_name: 'Dana Whitfield',
  email: 'dana@example.com',
  phone_number: '(415) 555-0199',
  lead_type: 'Pop-Ups',
  action: 'save_30',
  created_at: at,
  contacted_at: null,
};
const notification = {
  id: 9,
  kind: 'order_item_status',
  title: 'Order BR-000050 updated',
  body: 'Carrara Matte Porcelain 12x24 is now Approved.',
  link: '/account?order=50',
  pending: true,
  created_at: at,
};
const settings = {
  platform_fee_percent: 5,
  tax_rates: { CA: 7.25, NY: 4, TX: 6.25 },
  shipping_surcharge: { AK: 149, HI: 179 },
  default_markup_percent: 10,
  min_markup_percent: 10,
  support_email: 'support@demo.test',
  support_phone: null,
  licence_number: 'CSLB #1098765',
  currency: 'USD',
  time_zone: 'America/Los_Angeles',
  new_layout: 'No',
};
const showroomSettings = {
  vsd_id: 'AB12CD34',
  company_name: 'Park & Sons Remodeling',
  markup_percent: 12.5,
  category_markups: [{ category_id: 14, markup_percent: 15 }],
  coupons: [coupon],
  theme_color: '#0F766E',
  business_logo: '/storage/logos/1.png',
  theming_entitled: true,
  allowed_domains: ['parkremodel.test'],
};
const aiUser = {
  id: 1,
  name: 'Dana',
  email: 'dana@example.com',
  email_verified_at: null,
  credits: 20,
};
const floorPlan = {
  id: 3,
  name: 'Galley kitchen 120 sq ft',
  room_type: 'Kitchen',
  sqft: 120,
  image: '/storage/plans/3.png',
  thumbnail: null,
  has_3d: true,
  geometry: {
    walls: [
      { x: 0, y: 0 },
      { x: 12, y: 0 },
      { x: 12, y: 10 },
      { x: 0, y: 10 },
    ],
    height: 9,
    openings: [
      { kind: 'door', wall: 2, offset: 1, width: 3, height: 7, sill: 0 },
      { kind: 'window', wall: 0, offset: 4, width: 4, height: 3, sill: 3.5 },
    ],
    run: { wall: 0, offset: 1, length: 9 },
    rooms: [{ name: 'Kitchen', x: 6, y: 5 }],
  },
};
const template = {
  id: 12,
  floor_plan_id: 3,
  name: 'Coastal white',
  style: 'Coastal',
  image: '/storage/templates/12.jpg',
  thumbnail: null,
  product_ids: [9001],
  surfaces: [{ surface: 'floor', product_id: 9001 }],
};
const projectDesign = {
  project_id: 7,
  showroom: 'AB12CD34',
  floorplan: 3,
  floorTemplate: 11,
  surfaces: [{ surface: 'floor', product_id: 9001 }],
  saved_at: '2026-11-25T22:40:00.000Z',
};
const profile = {
  id: 1,
  user_id: 2,
  company_name: 'Park & Sons Remodeling',
  vsd_id: 'AB12CD34',
  theme_color: 'rgba(15, 118, 110, 1)',
  business_logo: '/storage/logos/1.png',
  basic_addon: { subscription_status: 'active' },
  custom_addon: null,
  latest_subscription: premium,
};
const curation = {
  vendor_mode: 'all',
  vendor_ids: [4],
  category_mode: 'only',
  category_ids: [14],
  excluded_product_ids: [1001],
  added_product_ids: [],
  product_count: 96,
  total_products: 420,
  vendors: [
    { id: 3, name: 'Arcadia Tile Co.', product_count: 380 },
    { id: 4, name: 'Summit Stone', product_count: 40 },
  ],
  categories: [{ id: 14, name: 'Tile Flooring', product_count: 110 }],
  products: [
    {
      id: 1001,
      name: 'Nordic Slate Honed',
      vendor_name: 'Arcadia Tile Co.',
      category_name: 'Tile Flooring',
    },
  ],
};
const message = (data: unknown) => ({ success: true, message: 'Saved.', data });
const payoutSetup = {
  provider: 'sandbox',
  status: 'active',
  account_holder_name: 'Lee Park',
  account_last4: '6789',
  updated_at: at,
};

const plans = {
  provider: 'sandbox',
  plans: [
    {
      code: 'premium',
      name: 'Premium',
      price: 199,
      interval: 'month',
      unlocks: ['Your theme colour on your showroom in the marketplace and in your website embed'],
      subscription: {
        status: 'active',
        active: true,
        current_period_end: at,
        cancel_at_period_end: false,
      },
    },
    {
      code: 'custom_addon',
      name: 'Custom add-on',
      price: 49,
      interval: 'month',
      unlocks: ['Your logo on your showroom in the marketplace and in your website embed'],
      subscription: null,
    },
  ],
  theming_entitled: true,
  manage_billing: false,
};

const adminUser = {
  id: 12,
  type: 'Contractor',
  status: 'Approve',
  active: true,
  name: 'Lee Park',
  email: 'lee@parkremodel.test',
  company_name: 'Park Remodel',
  phone_number: '(213) 555-0100',
  email_verified_at: at,
  created_at: at,
  decline_reason: null,
};
const adminSettings = {
  settings: {
    platform_fee_percent: 5,
    tax_rates: { CA: 7.25, NY: 4 },
    shipping_surcharge: { AK: 49.99, HI: 39.5 },
  },
  audit: [
    {
      id: 1,
      admin: { id: 7, name: 'Ada Admin', email: 'admin@demo.test' },
      field: 'tax_rates.CA',
      old_value: 7.25,
      new_value: 8,
      created_at: at,
    },
  ],
};
const adminRefund = {
  id: 3,
  order_id: 41,
  order_number: 'BR-000041',
  order_item_id: 90,
  product_name: 'Nordic Slate 12x24',
  customer_email: 'customer@demo.test',
  amount: 1187.5,
  restocking_fee: 49.99,
  status: 'failed',
  attempts: 1,
  last_error: 'The processor is unavailable.',
  next_attempt_at: at,
  created_at: at,
  refunded_at: null,
};

const vendorProduct = {
  id: 7,
  hash: 'a1b2c3d4e5f6',
  sku: 'TIL-NORDIC-1224',
  name: 'Nordic White Matte Porcelain Tile',
  brand: 'Nordic Tile Co',
  category_id: 3,
  category_name: 'Tile',
  description: null,
  price: 64.9,
  unit: 'Box',
  uom: null,
  box_sqft: 15.5,
  sizes: [{ id: 3, width_size: '12', height_size: '24', length_size: null, pattern: null }],
  has_3d: false,
  image: null,
  status: 'active',
  updated_at: at,
};
const vendorImport = {
  key: 'f0e1d2c3-b4a5-4678-9abc-def012345678',
  status: 'done',
  file_name: 'catalogue.csv',
  bytes_total: 20480,
  bytes_read: 20480,
  percent: 100,
  rows_read: 120,
  created: 100,
  updated: 15,
  unchanged: 3,
  rejected: 2,
  errors: [{ line: 7, messages: ['price: Please enter the price in dollars, e.g. 42.50.'] }],
  message: null,
  started_at: at,
  finished_at: at,
};

/** One realistic answer per endpoint, keyed as in `endpoints`. */
const projectPhoto = {
  id: 3,
  project_id: 5,
  image: '/storage/photos/5/0b6f2d4e-3c1a-4f8e-9d2b-7a5c1e9f4b3d.png',
  width: 1024,
  height: 768,
  product_id: 7,
  product_name: 'Nordic Graphite Satin Hardwood',
  surface: 'floor',
  created_at: at,
};
const SAMPLES: Record<keyof typeof endpoints, unknown> = {
  authUser: { data: customer },
  login: { data: { user: customer, token: 'tok_8f2d1c9a7b6e5f4a3b2c1d0e' } },
  register: { success: true, data: { user: customer, token: 'tok_8f2d1c9a7b6e5f4a3b2c1d0e' } },
  registerContractor: {
    success: true,
    message: 'Thanks! We review Pro accounts within 24 hours.',
    data: { user: { ...pro, status: 'Pending' } },
  },
  socialLogin: { data: { url: '/api/auth/oidc/google/start' } },
  socialProviders: { data: [{ id: 'google', name: 'Google' }] },
  socialExchange: { data: { user: customer, token: 'tok_8f2d1c9a7b6e5f4a3b2c1d0e' } },
  logout: { success: true, message: 'Logged Out Successfully', data: null },
  emailResend: { success: true, message: 'Verification link sent.', data: null },
  emailVerify: { success: true, message: 'Email verified.', data: null },
  verifyOtp: { message: 'Code verified.', data: { valid_otp: true } },
  passwordResetRequest: {
    message: 'If that email has an account, a link is on its way.',
    data: null,
  },
  passwordReset: { message: 'Password updated.', data: null },
  changePassword: { message: 'Password updated.', data: null },
  approveUser: { data: { ...pro, status: 'Approve' } },
  searchShowrooms: {
    success: true,
    data: page([{ id: 1, company_name: 'Park & Sons Remodeling', vsd_id: 'AB12CD34' }]),
  },
  shopProfile: { success: true, data: { profile, category: [tiles] } },
  menuCategories: { data: [{ category: tiles, category_id: 14 }] },
  visualizationProducts: {
    data: page([summary]),
    filters: {
      vendors: [{ id: 5, name: 'Vendor Supply' }],
      min_price: 12.5,
      max_price: 480,
    },
  },
  publicProduct: { data: { product, category: tiles } },
  topProducts: { data: [summary] },
  customerAlsoViewed: { data: [] },
  recentlyViewed: { data: [summary] },
  searchProducts: {
    success: true,
    data: {
      ...page([summary]),
      facets: {
        categories: [{ id: 14, name: 'Tile Flooring', count: 1 }],
        vendors: [{ id: 5, name: 'Vendor Supply', count: 1 }],
        prices: [{ min: 50, max: 100, count: 1 }],
      },
      did_you_mean: null,
    },
  },
  searchSuggest: {
    success: true,
    data: [
      { type: 'category', id: 14, hash: null, text: 'Tile Flooring', match: [[0, 4]] },
      { type: 'product', id: 1, hash: 'a1b2c3d4e5', text: 'Nordic Slate Tile', match: [[13, 17]] },
    ],
  },
  projectCart: { data: cart },
  syncToCart: message(cart),
  syncToBulkCart: message(cart),
  updateCart: message(cart),
  updateProjectCart: message(cart),
  destroyCartLine: message({ ...cart, Project_tans: [], subtotal: 0 }),
  createProject: { data: project },
  projectInfo: { data: project },
  updateProject: { data: { ...project, extra_info: 'Measure twice' } },
  projects: {
    data: page([
      { ...project, role: 'pro', customer: { id: 7, name: 'Cara Customer', type: 'User' } },
    ]),
  },
  checklists: { data: [checklist] },
  projectChecklist: { data: { project_checklist: checklist, append_items: true } },
  saveChecklist: message({ project_checklist: checklist, append_items: false }),
  updateChecklistItem: message(checklist.items[0]),
  shareChecklist: { success: true, message: 'Checklist shared with your Pro.', data: null },
  projectChats: { data: { Project_chats: [], room_files: [file] } },
  projectChat: { data: { Project_chats: [chat], room_files: [file] } },
  sendChatMessage: { data: chat },
  uploadChatFiles: message(chat),
  chatStream: { type: 'message', chat },
  hireDesigner: { success: true, message: 'Designer hired.', data: { designers: [designer] } },
  designers: { success: true, data: { designers: [{ ...designer, hired: false }] } },
  chatVendors: {
    success: true,
    data: { vendors: [{ id: 12, company_name: 'Stone & Tile Co.', invited: false }] },
  },
  inviteChatVendor: {
    success: true,
    message: 'Vendor invited to the chat.',
    data: { vendors: [{ id: 12, company_name: 'Stone & Tile Co.', invited: true }] },
  },
  removeChatVendor: {
    success: true,
    message: 'Vendor removed from the chat.',
    data: { vendors: [{ id: 12, company_name: 'Stone & Tile Co.', invited: false }] },
  },
  vendorChats: {
    success: true,
    data: { chats: [{ project_id: 5, name: 'Kitchen refresh', created_at: at }] },
  },
  profile: {
    data: {
      user: customer,
      payment_details: payment,
      shipping_address: address,
      shipping_charge: 0,
    },
  },
  updateProfile: message({
    user: customer,
    payment_details: null,
    shipping_address: { ...address, state: 'HI', city: 'Honolulu', zip_code: '96813' },
    shipping_charge: 179,
  }),
  applyCoupon: message({ coupon, totals: { ...totals, discount: 6.39, total: 138.92 } }),
  removeCoupon: { success: true, message: 'Coupon removed.', data: null },
  checkoutQuote: message({
    lines: [
      {
        id: 5,
        product_id: 11,
        product_name: 'Nordic Slate Tile',
        qty: 2,
        unit_price_before_coupon: 62.1,
        unit_price: 62.1,
        line_subtotal: 124.2,
      },
    ],
    totals,
    coupon: null,
    coupon_notice: null,
    state: 'CA',
  }),
  placeOrder: { success: true, message: 'Thank you! Your order is placed.', data: order },
  orders: { data: page([order]) },
  order: { data: order },
  orderItems: { data: [item] },
  changeOrderAddress: message(order),
  setOrderItemStatus: message({ ...item, status: 'Vendor Approved' }),
  cancelOrderItem: message({ ...item, status: 'Cancle' }),
  requestReturn: message({ ...item, status: 'Return Request', return_reason: 'Wrong shade' }),
  proposePriceChange: message({
    ...item,
    pending_price_change: {
      id: 1,
      proposed_final_price: 41.5,
      proposed_line_total: 136.14,
      note: 'Supplier increase',
      proposed_at: at,
    },
  }),
  answerPriceChange: message({ ...item, final_price: 41.5 }),
  payoutBalance: {
    data: {
      pending: 310.4,
      available: 1200,
      negative: 0,
      negative_due_date: null,
      negative_overdue: false,
      paid: 845.2,
      next_available_date: '2027-01-28',
      currency: 'USD',
    },
  },
  payoutSetup: { data: payoutSetup },
  payoutHistory: {
    data: page([
      {
        id: 3,
        period: '2026-W48',
        amount: 845.2,
        status: 'paid',
        created_at: '2026-11-23T00:05:00.000Z',
        paid_at: '2026-11-23T00:05:02.000Z',
      },
    ]),
  },
  runPayouts: message({
    period: '2026-W48',
    status: 'done',
    paid_count: 1,
    paid_total: 845.2,
    failed: [],
    overdue: [{ user_id: 4, amount: -120.5, due_date: '2026-12-01' }],
  }),
  savePayoutSetup: message(payoutSetup),
  startPayoutOnboarding: {
    data: {
      url: 'https://connect.stripe.com/setup/e/acct_1Q2w3E4r5T6y7U8i/abc',
      setup: {
        ...payoutSetup,
        provider: 'stripe',
        status: 'restricted',
        status_reason: 'Stripe needs more information.',
        account_last4: null,
      },
    },
  },
  paymentsConfig: { data: { provider: 'stripe', stripe_publishable_key: 'pk_test_51Abc' } },
  plans: { data: plans },
  subscribePlan: message({ checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_a1', plans }),
  cancelPlan: message(plans),
  billingPortal: { data: { url: 'https://billing.stripe.com/p/session/test_abc' } },
  notifications: { data: { ...page([notification]), pending_count: 1 } },
  updateNotification: message({ ...notification, pending: false }),
  sampleRequest: { success: true, message: 'Thanks! We will call you soon.', data: null },
  showroomLeads: { data: page([lead]) },
  updateShowroomLead: message({ ...lead, contacted_at: at }),
  exportShowroomLeads: {
    data: {
      filename: 'leads-AB12CD34.csv',
      csv: 'Name,Email\r\nDana,dana@example.com\r\n',
      count: 1,
    },
  },
  adminLeads: { data: page([{ ...lead, showroom: 'AB12CD34' }]) },
  exportAdminLeads: { data: { filename: 'leads.csv', csv: 'Name\r\n', count: 0 } },
  embedEvent: message(null),
  embedStats: {
    data: [
      { date: '2026-11-26', view: 12, product_open: 5, add_to_cart: 2, handoff: 1, orders: 1 },
    ],
  },
  aiCredits: { data: { credits: 20 } },
  aiProposeDesign: {
    data: {
      id: 3,
      floor_plan_id: 1,
      style: 'coastal',
      budget: 15000,
      surfaces: [
        { surface: 'floor', product_id: 11 },
        { surface: 'walls', product_id: 4 },
      ],
      subtotal: 9200.5,
      platform_fee: 276.02,
      tax: 667.04,
      shipping: 0,
      total: 10143.56,
      credits: 9,
    },
  },
  aiUser: { data: aiUser },
  aiDesign: { data: { user: aiUser, token: 'ai_1a2b3c4d5e6f7a8b9c0d' } },
  aiEmailResend: { message: 'Verification link sent.', data: null },
  aiEmailVerify: { message: 'Email verified.', data: null },
  floorPlans: { data: page([floorPlan]) },
  floorPlan: { data: floorPlan },
  floorTemplates: {
    data: page([
      {
        ...template,
        style_scores: {
          modern: 7,
          farmhouse: 1,
          coastal: 0,
          industrial: 2,
          traditional: 0,
          scandinavian: 3,
          transitional: 0,
          midcentury: 0,
        },
      },
    ]),
  },
  projectDesign: { data: projectDesign },
  saveDesign: { success: true, message: 'Design saved.', data: projectDesign },
  projectDesignOf: { data: null },
  myRooms: { data: [{ ...floorPlan, template, trace: null }] },
  myRoom: { data: { ...floorPlan, template, trace } },
  uploadTraceImage: { data: { image: trace.image, width: 1200, height: 900 } },
  projectPhotos: { success: true, data: { photos: [projectPhoto], max: 20 } },
  saveProjectPhoto: { success: true, message: 'Photo saved to your project.', data: projectPhoto },
  projectPhoto: { success: true, data: projectPhoto },
  deleteProjectPhoto: { success: true, message: 'Photo deleted.', data: null },
  createMyRoom: {
    success: true,
    message: 'Room saved.',
    data: { ...floorPlan, template, trace },
  },
  updateMyRoom: {
    success: true,
    message: 'Room saved.',
    data: { ...floorPlan, template, trace: null },
  },
  deleteMyRoom: { success: true, message: 'Room deleted.', data: null },
  styleProfile: { data: null },
  saveStyleProfile: {
    success: true,
    message: 'Style profile saved.',
    data: {
      answers: { room: ['Kitchen'], look: ['coastal'], colors: ['light', 'natural'] },
      style: 'coastal',
      updated_at: '2026-11-25T22:40:00.000Z',
    },
  },
  settings: { data: settings },
  showroomSettings: { data: showroomSettings },
  updateShowroomSettings: message(showroomSettings),
  uploadShowroomLogo: message(showroomSettings),
  coupons: { data: [coupon] },
  createCoupon: message(coupon),
  deleteCoupon: { success: true, message: 'Coupon withdrawn.', data: null },
  showroomCuration: { data: curation },
  updateShowroomCuration: message(curation),
  previewShowroomCuration: { data: { ...curation, product_count: 120 } },
  adminApplications: {
    data: [
      {
        id: 12,
        type: 'Contractor',
        name: 'Lee Park',
        email: 'lee@parkremodel.test',
        company_name: 'Park Remodel',
        applied_at: at,
        waiting_hours: 27,
        overdue: true,
      },
    ],
  },
  decideApplication: message(adminUser),
  adminUsers: {
    data: {
      current_page: 1,
      data: [adminUser],
      first_page_url: '/api/admin/users?page=1',
      from: 1,
      last_page: 1,
      last_page_url: '/api/admin/users?page=1',
      links: [],
      next_page_url: null,
      path: '/api/admin/users',
      per_page: 20,
      prev_page_url: null,
      to: 1,
      total: 1,
    },
  },
  adminUser: { data: adminUser },
  setAdminUserStatus: message({ ...adminUser, status: 'Deactive', active: false }),
  adminSettings: { data: adminSettings },
  updateAdminSettings: message(adminSettings),
  adminRefunds: { data: [adminRefund] },
  retryRefund: message({ ...adminRefund, status: 'refunded', refunded_at: at }),
  retryDueRefunds: message({ attempted: 2, refunded: 1, failed: 1 }),
  adminAttention: {
    data: {
      late_items: [
        {
          order_id: 50,
          order_number: 'BR-000050',
          order_item_id: 100,
          product_name: 'Carrara Matte Porcelain 12x24',
          vendor_email: 'vendor@example.com',
          ordered_at: at,
          due_at: at,
          hours_waiting: 53,
        },
      ],
      overdue_refunds: [{ ...adminRefund, due_at: at, overdue: true }],
      problems: [
        {
          id: 1,
          order_id: 50,
          order_number: 'BR-000050',
          order_item_id: null,
          product_name: null,
          customer_email: 'dana@example.com',
          description: 'Two tiles arrived broken.',
          created_at: at,
        },
      ],
    },
  },
  reportOrderProblem: message({
    ...order,
    report_problem_until: at,
    problems: [
      { id: 1, order_item_id: 100, description: 'Two tiles arrived broken.', created_at: at },
    ],
  }),
  adminPayments: {
    data: page([
      {
        order_id: 50,
        order_number: 'BR-000050',
        created_at: at,
        customer_email: 'dana@example.com',
        status: 'In Progress',
        total: 145.31,
        payment: { authorized: 145.31, held: 0, captured: 145.31, refunded: 0, refund_pending: 0 },
        operations_pending: 0,
        problems: [],
      },
    ]),
  },
  adminAuditLog: {
    data: page([
      {
        id: 7,
        actor_id: 1,
        actor_email: 'admin@demo.test',
        action: 'PUT /api/admin/users/:id/status',
        target: 'id=12',
        details: { params: { id: '12' }, body: { active: false }, message: 'Account deactivated.' },
        ip: '127.0.0.1',
        created_at: '2026-05-04T10:00:00.000Z',
      },
    ]),
  },
  adminPayouts: {
    data: {
      provider: 'stripe',
      runs: [
        {
          period: '2026-W48',
          status: 'done',
          cutoff: at,
          started_at: at,
          finished_at: at,
          paid_count: 1,
          paid_total: 845.2,
          pending_count: 0,
          failed_count: 0,
        },
      ],
      payouts: page([
        {
          id: 3,
          period: '2026-W48',
          user_id: 4,
          email: 'pro@example.com',
          name: 'Lee Park',
          amount: 845.2,
          status: 'paid',
          attempts: 1,
          failure: null,
          provider_ref: 'tr_1Q2w3E4r5T6y7U8i',
          created_at: at,
          paid_at: at,
        },
      ]),
    },
  },
  adminSubscriptions: {
    data: page([
      {
        id: 1,
        user_id: 4,
        email: 'pro@example.com',
        name: 'Lee Park',
        plan_code: 'premium',
        plan: 'Premium',
        provider: 'stripe',
        provider_ref: 'sub_1Q2w3E4r5T6y7U8i',
        status: 'active',
        active: true,
        paid_amount: 199,
        current_period_end: at,
        cancel_at_period_end: true,
        payments: 2,
        last_paid_at: at,
        created_at: at,
        updated_at: at,
      },
    ]),
  },
  vendorProducts: {
    data: {
      data: [vendorProduct],
      current_page: 1,
      per_page: 20,
      total: 1,
      last_page: 1,
      categories: [{ id: 3, name: 'Tile', unit: 'Box' }],
    },
  },
  createVendorProduct: message(vendorProduct),
  updateVendorProduct: message(vendorProduct),
  retireVendorProduct: message({ ...vendorProduct, status: 'retired' }),
  restoreVendorProduct: message(vendorProduct),
  uploadVendorProductImage: message({ ...vendorProduct, image: '/storage/products/7/a.png' }),
  importVendorProducts: { data: vendorImport },
  vendorProductImport: { data: { ...vendorImport, status: 'running', finished_at: null } },
};

describe.each(Object.entries(endpoints))('given the answer of %s', (key, endpoint) => {
  const sample = SAMPLES[key as keyof typeof endpoints];

  it('parses a realistic sample', () => {
    const result = v.safeParse(endpoint.response, sample);
    expect(result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([]);
  });

  it('refuses it when the data (or the event) is missing', () => {
    const { data: _data, chat: _chat, ...rest } = sample as Record<string, unknown>;
    expect(v.safeParse(endpoint.response, rest).success).toBe(false);
  });
});

describe('given entity samples', () => {
  it('keeps chat text and HTML-looking text verbatim, never as markup', () => {
    const out = v.parse(endpoints.projectChat.response, {
      data: { Project_chats: [chat], room_files: [] },
    });
    expect(out.data.Project_chats[0]?.message).toBe(
      '<img src=x onerror=alert(1)> can we do 2 more boxes? 👍',
    );
  });

  it('parses nested categories to any depth', () => {
    const deep: Category = { ...tiles, children: [{ ...tiles, id: 2, children: [tiles] }] };
    const out = v.parse(endpoints.shopProfile.response, {
      data: { profile, category: [deep] },
    });
    expect(out.data?.category[0]?.children[0]?.children[0]?.children[0]?.name).toBe('Porcelain');
  });

  it("never tells a customer the Pro's markup (the Pro's margin stays private)", () => {
    const out = v.parse(endpoints.shopProfile.response, {
      data: { profile: { ...profile, markup_percent: 25 }, category: [] },
    });
    expect(out.data?.profile).not.toHaveProperty('markup_percent');
  });

  it('answers an unknown showroom with data null (spec 1 §7: empty means not found)', () => {
    expect(v.parse(endpoints.shopProfile.response, { success: true, data: null }).data).toBeNull();
  });

  it.each([
    ['a password', { ...customer, password: 'x' }],
    ['a hash', { ...customer, password_hash: 'scrypt$...' }],
  ])('drops %s from a user', (_name, user) => {
    const out = v.parse(endpoints.authUser.response, { data: user });
    expect(Object.keys(out.data)).not.toContain('password');
    expect(Object.keys(out.data)).not.toContain('password_hash');
  });

  const profileWith = (payment_details: unknown) => ({
    data: { user: customer, payment_details, shipping_address: null, shipping_charge: 0 },
  });

  it('refuses payment details with an unmasked card number', () => {
    const details = { ...payment, card_number: '4242424242424242' };
    expect(v.safeParse(endpoints.profile.response, profileWith(details)).success).toBe(false);
  });

  it('drops a CVV from payment details, so it is never echoed', () => {
    const out = v.parse(endpoints.profile.response, profileWith({ ...payment, cvv: '123' }));
    expect(out.data.payment_details).not.toHaveProperty('cvv');
    expect(out.data.payment_details?.card_number).toBe('**** **** **** 4242');
  });

  it.each([
    ['Pending Approval stored value', 'Waiting for approval', true],
    ['the spec spelling Cancle', 'Cancle', true],
    ['a shown label', 'Pending Approval', false],
    ['a corrected spelling', 'Cancel', false],
  ])('order item status: %s', (_name, status, expected) => {
    expect(
      v.safeParse(endpoints.orderItems.response, { data: [{ ...item, status }] }).success,
    ).toBe(expected);
  });

  it('parses the price display and the quantity box (spec 2 §3)', () => {
    expect(
      v.parse(ProductPriceDisplaySchema, {
        price: 38.75,
        category: { unit: 'Box' },
        size: { box_sqft: 15.5 },
        uom: null,
      }).category.unit,
    ).toBe('Box');
    expect(
      v.parse(QuantityBoxSchema, { quantity: '3', min_unit: 1, size_id: 301, amount: 127.89 }),
    ).toEqual({ quantity: 3, min_unit: 1, size_id: 301, amount: 127.89 });
    expect(
      v.safeParse(QuantityBoxSchema, { quantity: 0, min_unit: 1, size_id: null, amount: 0 })
        .success,
    ).toBe(false);
  });
});

describe('given browser-kept state (spec 1 §3)', () => {
  const myItem = {
    showroom: 2,
    vsd_id: 'AB12CD34',
    basic_addon: { subscription_status: 'active' },
    custom_addon: null,
    theme_color: '#0F766E',
    floorplan: 3,
    floorTemplate: 12,
    project: null,
    is_3d: true,
    shop_profile_id: 1,
  };

  it('parses my_item as stored', () => {
    expect(v.parse(MyItemSchema, myItem)).toEqual(myItem);
  });

  it('parses the stored state and defaults the new-layout flag to No', () => {
    const out = v.parse(BrowserStateSchema, {
      authToken: 'tok_8f2d1c9a7b6e5f4a3b2c1d0e',
      my_item: myItem,
      cart_id: '6f1c2a9e-2b7d-4c1e-9d3a-0f4b5c6d7e8f',
      project_id: 5,
      redirect_to: '/checkout',
      recently_viewed: [9001],
      breadcrumb: [{ label: 'Tile Flooring', path: '/category/tile-flooring' }],
    });
    expect(out.new_layout).toBe('No');
    expect(out.my_item?.vsd_id).toBe('AB12CD34');
  });

  it.each([
    ['an off-site redirect', { redirect_to: 'https://evil.example/login' }],
    ['a protocol-relative redirect', { visual_redirect: '//evil.example' }],
    ['a tampered showroom id', { my_item: { ...myItem, vsd_id: '<script>' } }],
    ['a new-layout value outside Yes/No', { new_layout: 'Maybe' }],
  ])('refuses %s', (_name, state) => {
    expect(v.safeParse(BrowserStateSchema, state).success).toBe(false);
  });

  it('keeps the remembered email only, never a password', () => {
    const out = v.parse(CookieStateSchema, {
      remember_email: 'dana@example.com',
      remember_password: 'kitchen-2026',
      remember_me: '1',
      user_type: 'User',
      otp_verify: '1',
    });
    expect(out).not.toHaveProperty('remember_password');
    expect(out.remember_email).toBe('dana@example.com');
  });
});
