/**
 * Every request body: a realistic sample parses; oversized, wrong-type, unicode and HTML
 * payloads are refused or kept as text; each validation message appears for its bad input.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CURATION_MESSAGES as CM } from './curation';
import type { Endpoint } from './endpoint';
import { endpoints } from './endpoints';
import { VALIDATION_MESSAGES as M } from './messages';

const fieldErrors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

const address = {
  street: '1200 Valencia St',
  state: 'CA',
  city: 'San Francisco',
  zip_code: '94110',
};
const card = {
  card_number: '4242 4242 4242 4242',
  name_on_Card: 'Dana Whitfield',
  exp_date: '12/30',
  cvv: '123',
  pay_street: '1200 Valencia St',
  pay_state: 'CA',
  pay_city: 'San Francisco',
  pay_zip_code: '94110',
};

/** One realistic body per endpoint that takes a body. */
const BODIES: Partial<Record<keyof typeof endpoints, Record<string, unknown>>> = {
  reportOrderProblem: { order_item_id: 100, description: 'Two tiles arrived broken.' },
  updateShowroomLead: { contacted: true },
  embedEvent: { showroom: 'AB12CD34', event: 'view' },
  createMyRoom: {
    name: 'Our den',
    room_type: 'Living Room',
    walls: [
      { x: 0, y: 0 },
      { x: 14, y: 0 },
      { x: 14, y: 12.5 },
      { x: 0, y: 12.5 },
    ],
    height: 9,
    openings: [{ kind: 'door', wall: 2, offset: 4, width: 3 }],
    trace: {
      image: '/storage/rooms/11/3f0c2a4e-9b1d-4c5e-8f7a-1b2c3d4e5f60.png',
      width: 1200,
      height: 900,
      scale: 0.05,
      x: 0,
      y: 0,
    },
  },
  updateMyRoom: {
    name: 'Our den',
    room_type: 'Living Room',
    walls: [
      { x: 0, y: 0 },
      { x: 16, y: 0 },
      { x: 16, y: 12.5 },
      { x: 0, y: 12.5 },
    ],
    height: 9,
  },
  login: { email: 'customer@demo.test', password: 'demo-pass-123' },
  register: {
    full_name: 'Dana Whitfield',
    email: 'dana@example.com',
    password: 'kitchen-2026',
    country_code: '+1',
    phone_number: '4155550132',
    zip_code: '94110',
    agree: true,
    i_accept: true,
    shipping_street: '1200 Valencia St',
    shipping_city: 'San Francisco',
    shipping_state: 'CA',
    shipping_zip_code: '94110',
    shop_id: 1,
  },
  registerContractor: {
    full_name: 'Lee Park',
    company_name: 'Park & Sons Remodeling',
    email: 'lee@parkremodel.test',
    password: 'showroom-99',
    country_code: '+1',
    phone_number: '3105550199',
    zip_code: '90401',
    agree: true,
  },
  socialExchange: { code: 'Xb1kQ2v9m3T0c8Zr4pLw6yHs' },
  passwordResetRequest: { email: 'dana@example.com' },
  passwordReset: {
    token: 'a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6',
    email: 'dana@example.com',
    password: 'new-pass-1',
    password_confirmation: 'new-pass-1',
  },
  changePassword: {
    current_password: 'demo-pass-123',
    password: 'new-pass-1',
    password_confirmation: 'new-pass-1',
  },
  approveUser: { status: 'Approve' },
  visualizationProducts: {
    category: 14,
    showroom: 'AB12CD34',
    page: 2,
    sort: 'price_asc',
    vendor: 5,
    min_price: 10,
    max_price: 250.5,
  },
  topProducts: { showroom: 'AB12CD34', category_id: 14 },
  customerAlsoViewed: { showroom: 'AB12CD34', product_id: 9001 },
  recentlyViewed: { showroom: 'AB12CD34', product_ids: [9001, 9002] },
  saveDesign: {
    showroom: 'AB12CD34',
    floorplan: 3,
    floorTemplate: 11,
    surfaces: [{ surface: 'floor', product_id: 9001 }],
  },
  syncToCart: { product_id: 9001, size_id: 301, qty: 3, showroom: 'AB12CD34', action: 'cart' },
  syncToBulkCart: {
    showroom: 'AB12CD34',
    items: [{ product_id: 9001, size_id: 301, qty: 3 }],
    floorplan: 3,
    floorTemplate: 12,
  },
  updateCart: { id: 71, qty: 4, showroom: 'AB12CD34', project_id: 5 },
  updateProjectCart: { re_temp_project_id: '6f1c2a9e-2b7d-4c1e-9d3a-0f4b5c6d7e8f', project_id: 5 },
  createProject: { showroom: 'AB12CD34', floorplan: 3, floorTemplate: 12, is_3d: true },
  updateProject: { extra_info: 'Measure the north wall first.' },
  aiProposeDesign: {
    floor_plan_id: 1,
    showroom: 'AB12CD34',
    budget: 15000,
    answers: { look: ['coastal'] },
    state: 'CA',
  },
  saveStyleProfile: { answers: { room: ['Kitchen'], look: ['coastal'], budget: ['5k-15k'] } },
  saveChecklist: {
    project_id: 5,
    items: [{ product_id: 9001, qty: 4, note: 'grout: warm grey' }],
    append_items: true,
  },
  updateChecklistItem: { checked: true },
  sendChatMessage: { project_id: 5, message: 'Can we do 2 more boxes?' },
  uploadChatFiles: { message: 'Here is the plan' },
  hireDesigner: { project: 5, designer_id: 30 },
  inviteChatVendor: { vendor_id: 12 },
  updateProfile: { checkout: 1, shipping_address: address },
  applyCoupon: { code: 'spring5', project_id: 5 },
  checkoutQuote: { project_id: 5, coupon_code: 'spring5' },
  placeOrder: { idempotency_key: '2f1c9a7e-4d1b-4c9a-9e3d-1a2b3c4d5e6f', project_id: 5 },
  changeOrderAddress: { shipping_address: { ...address, apartment: 'Unit 2' } },
  setOrderItemStatus: { status: 'Vendor Approved' },
  requestReturn: { reason: 'Wrong shade of white.' },
  proposePriceChange: { final_price: 41.5, note: 'Supplier increase' },
  answerPriceChange: { accept: false },
  savePayoutSetup: {
    current_password: 'demo-pass-123',
    account_holder_name: 'Lee Park',
    routing_number: '110000000',
    account_number: '000123456789',
  },
  updateNotification: { pending: false },
  sampleRequest: {
    full_name: 'Sam Rivera',
    email: 'sam@example.com',
    phone_number: '(213) 555-0100',
    lead_type: 'Pop-Ups',
    shop_profile_id: '1',
    action: 'save_30',
  },
  aiDesign: { action: 'login', email: 'dana@example.com', password: 'x' },
  updateShowroomSettings: {
    markup_percent: 12.5,
    category_markups: [{ category_id: 14, markup_percent: 15 }],
    theme_color: '#0F766E',
    allowed_domains: ['www.parkremodel.test'],
  },
  uploadShowroomLogo: {},
  uploadTraceImage: {},
  saveProjectPhoto: { product_id: '7', surface: 'floor' },
  createCoupon: { code: 'SPRING5', percent: 5 },
  updateShowroomCuration: {
    vendor_mode: 'all',
    vendor_ids: [3],
    category_mode: 'only',
    category_ids: [14, 15],
    excluded_product_ids: [1001],
    added_product_ids: [2002],
  },
  previewShowroomCuration: {
    vendor_mode: 'only',
    vendor_ids: [3, 4],
    category_mode: 'all',
    category_ids: [],
    excluded_product_ids: [],
    added_product_ids: [],
  },
  decideApplication: { decision: 'decline', reason: 'We could not verify your licence number.' },
  setAdminUserStatus: { active: false },
  updateAdminSettings: {
    platform_fee_percent: 5.5,
    tax_rates: { CA: 7.25, NY: 4 },
    shipping_surcharge: { AK: 49.99, HI: 39.5 },
  },
  createVendorProduct: {
    sku: 'TIL-NORDIC-1224',
    name: 'Nordic White Matte Porcelain Tile',
    category_id: 3,
    description: 'Rectified edges, frost resistant.',
    price: '64.90',
    uom: null,
    box_sqft: 15.5,
    sizes: [{ width_size: '12', height_size: '24' }],
    has_3d: true,
  },
  updateVendorProduct: { name: 'Nordic White Matte Tile', category_id: 3, price: 59.9 },
  uploadVendorProductImage: {},
  importVendorProducts: {},
};

const withBody = (Object.entries(endpoints) as [keyof typeof endpoints, Endpoint][]).filter(
  ([, e]) => e.body !== undefined,
);

it('has a sample for every endpoint with a body', () => {
  expect(withBody.map(([key]) => key).filter((key) => !BODIES[key])).toEqual([]);
});

describe.each(withBody)('given the body of %s', (key, endpoint) => {
  const body = BODIES[key] as Record<string, unknown>;
  const schema = endpoint.body as v.GenericSchema;
  const stringFields = Object.entries(body).filter(([, value]) => typeof value === 'string');

  it('parses a realistic sample', () => {
    const result = v.safeParse(schema, body);
    expect(result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([]);
  });

  it('refuses a body that is not an object', () => {
    for (const bad of [null, 'text', 42, []]) {
      expect(v.safeParse(schema, bad).success).toBe(false);
    }
  });

  it.each(stringFields)('refuses an oversized %s (100,000 characters)', (field) => {
    const result = v.safeParse(schema, { ...body, [field]: 'a'.repeat(100_000) });
    expect(result.success).toBe(false);
  });

  it.each(stringFields)('refuses a wrong-type %s (an object)', (field) => {
    expect(v.safeParse(schema, { ...body, [field]: { $ne: '' } }).success).toBe(false);
  });
});

describe('given free text, it is kept as text and never turned into markup', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "Robert'); DROP TABLE orders;--",
    'Zoë Ångström 日本語 🚿',
    '{{constructor.constructor("alert(1)")()}}',
  ];

  it.each(payloads)('a chat message %j', (message) => {
    const out = v.parse(endpoints.sendChatMessage.body, { project_id: 5, message });
    expect(out.message).toBe(message);
  });

  it.each(payloads)('a project extra_info %j', (extra_info) => {
    expect(v.parse(endpoints.updateProject.body, { extra_info }).extra_info).toBe(extra_info);
  });

  it.each(payloads)('a checklist note %j', (note) => {
    const out = v.parse(endpoints.saveChecklist.body, {
      project_id: 5,
      items: [{ product_id: 1, qty: 1, note }],
    });
    expect(out.items[0]?.note).toBe(note);
  });

  it('a unicode full name, split on the first space', () => {
    const out = v.parse(endpoints.register.body, {
      ...BODIES.register,
      full_name: 'Zoë Ångström-Núñez',
    });
    expect([out.first_name, out.last_name]).toEqual(['Zoë', 'Ångström-Núñez']);
  });

  it.each([['<script>alert(1)</script>@x.com'], ['dana@exa<b>mple.com']])(
    'but an email with markup %j is refused',
    (email) => {
      expect(fieldErrors(endpoints.login.body, { email, password: 'x' }).email).toEqual([
        M.emailInvalid,
      ]);
    },
  );
});

describe('given bad commerce input, the field error says what to do', () => {
  it.each([
    ['syncToCart', { qty: 0 }, 'qty', M.quantityMin],
    ['syncToCart', { qty: '-2' }, 'qty', M.quantityMin],
    ['syncToCart', { qty: 'two' }, 'qty', M.quantityMin],
    ['syncToCart', { showroom: 'AB12' }, 'showroom', M.showroomIdInvalid],
    ['syncToCart', { product_id: 0 }, 'product_id', M.invalidId],
    ['sendChatMessage', { message: '   ' }, 'message', M.messageRequired],
    ['sendChatMessage', { message: undefined }, 'message', M.messageRequired],
    ['sendChatMessage', { message: 'x'.repeat(5001) }, 'message', M.tooLong(5000)],
    ['placeOrder', { idempotency_key: 'short' }, 'idempotency_key', M.idempotencyKeyInvalid],
    ['placeOrder', { idempotency_key: undefined }, 'idempotency_key', M.idempotencyKeyInvalid],
    ['applyCoupon', { code: 'a b' }, 'code', M.couponCodeInvalid],
    ['setOrderItemStatus', { status: 'Approved' }, 'status', M.statusInvalid],
    ['setOrderItemStatus', { status: 'Cancel' }, 'status', M.statusInvalid],
    ['requestReturn', { reason: '' }, 'reason', M.returnReasonRequired],
    ['proposePriceChange', { final_price: 41.555 }, 'final_price', M.money],
    ['proposePriceChange', { final_price: -1 }, 'final_price', M.notNegative],
    ['answerPriceChange', { accept: 'maybe' }, 'accept', 'Please accept or reject the new price.'],
    ['savePayoutSetup', { routing_number: '1234' }, 'routing_number', M.routingNumberInvalid],
    ['savePayoutSetup', { account_number: '12' }, 'account_number', M.accountNumberInvalid],
    [
      'savePayoutSetup',
      { account_holder_name: '' },
      'account_holder_name',
      M.accountHolderRequired,
    ],
    ['updateShowroomSettings', { markup_percent: 9.99 }, 'markup_percent', M.markupMin],
    ['updateShowroomSettings', { markup_percent: 301 }, 'markup_percent', M.markupMax],
    ['updateShowroomSettings', { theme_color: 'teal' }, 'theme_color', M.colorInvalid],
    [
      'updateShowroomSettings',
      { allowed_domains: ['https://x.test/'] },
      'allowed_domains.0',
      M.domainInvalid,
    ],
    ['decideApplication', { decision: 'maybe' }, 'decision', M.decisionInvalid],
    ['decideApplication', { reason: '  ' }, 'reason', M.declineReasonRequired],
    ['decideApplication', { reason: undefined }, 'reason', M.declineReasonRequired],
    ['setAdminUserStatus', { active: 'yes' }, 'active', M.activeRequired],
    ['updateAdminSettings', { platform_fee_percent: 101 }, 'platform_fee_percent', M.percentRange],
    ['updateAdminSettings', { platform_fee_percent: -1 }, 'platform_fee_percent', M.percentRange],
    ['updateAdminSettings', { tax_rates: { CA: 7.255 } }, 'tax_rates.CA', M.percentRange],
    ['updateAdminSettings', { tax_rates: { ZZ: 5 } }, 'tax_rates.ZZ', M.stateInvalid],
    [
      'updateAdminSettings',
      { shipping_surcharge: { AK: -1 } },
      'shipping_surcharge.AK',
      M.notNegative,
    ],
    [
      'updateAdminSettings',
      { shipping_surcharge: { HI: 10_000.01 } },
      'shipping_surcharge.HI',
      M.surchargeMax,
    ],
    ['updateShowroomCuration', { vendor_mode: 'some' }, 'vendor_mode', CM.modeInvalid],
    ['updateShowroomCuration', { category_mode: 1 }, 'category_mode', CM.modeInvalid],
    ['updateShowroomCuration', { vendor_ids: 'x' }, 'vendor_ids', CM.listMax],
    ['updateShowroomCuration', { category_ids: [0] }, 'category_ids.0', M.invalidId],
    [
      'updateShowroomCuration',
      { excluded_product_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      'excluded_product_ids',
      CM.listMax,
    ],
    [
      'updateShowroomCuration',
      { vendor_mode: 'only', vendor_ids: [] },
      'vendor_ids',
      CM.vendorsRequired,
    ],
    [
      'previewShowroomCuration',
      { category_mode: 'only', category_ids: [] },
      'category_ids',
      CM.categoriesRequired,
    ],
    [
      'updateShowroomCuration',
      { excluded_product_ids: [5], added_product_ids: [5] },
      'added_product_ids',
      CM.productBoth,
    ],
    ['createCoupon', { percent: 0 }, 'percent', M.couponPercentRange],
    ['createCoupon', { percent: 101 }, 'percent', M.couponPercentRange],
    ['createProject', { showroom: undefined }, 'showroom', M.showroomIdInvalid],
    ['hireDesigner', { designer_id: 'x' }, 'designer_id', M.invalidId],
    ['updateCart', { qty: 1.5 }, 'qty', M.quantityMin],
    ['visualizationProducts', { sort: 'cheapest' }, 'sort', M.choiceInvalid],
    ['createMyRoom', { name: '  ' }, 'name', 'Name your room.'],
    ['createMyRoom', { room_type: 'Garage' }, 'room_type', 'Choose a room type.'],
    ['createMyRoom', { height: 2 }, 'height', 'At least 3 ft.'],
    ['createMyRoom', { height: 21 }, 'height', 'At most 20 ft.'],
    ['createMyRoom', { walls: 'square' }, 'walls', 'Give the corners of the room.'],
    [
      'createMyRoom',
      {
        trace: {
          image: 'https://tracker.example/x.png',
          width: 800,
          height: 800,
          scale: 1,
          x: 0,
          y: 0,
        },
      },
      'trace.image',
      'Upload the floor-plan image again.',
    ],
    [
      'createMyRoom',
      {
        trace: {
          image: '/storage/rooms/11/3f0c2a4e-9b1d-4c5e-8f7a-1b2c3d4e5f60.png',
          width: 800,
          height: 800,
          scale: 0,
          x: 0,
          y: 0,
        },
      },
      'trace.scale',
      'The scale must be between 0.001 and 5 ft a pixel.',
    ],
    [
      'createMyRoom',
      {
        trace: {
          image: '/storage/rooms/11/3f0c2a4e-9b1d-4c5e-8f7a-1b2c3d4e5f60.png',
          width: 800,
          height: 800,
          scale: 6,
          x: 0,
          y: 0,
        },
      },
      'trace.scale',
      'The scale must be between 0.001 and 5 ft a pixel.',
    ],
    [
      'createMyRoom',
      {
        trace: {
          image: '/storage/rooms/11/../../logos/1/a.png',
          width: 800,
          height: 800,
          scale: 1,
          x: 0,
          y: 0,
        },
      },
      'trace.image',
      'Upload the floor-plan image again.',
    ],
    ['visualizationProducts', { vendor: 0 }, 'vendor', M.invalidId],
    ['visualizationProducts', { min_price: -5 }, 'min_price', M.notNegative],
    ['visualizationProducts', { min_price: 300 }, 'max_price', M.priceRangeInvalid],
  ] as const)('%s with %j -> %s: %j', (key, override, field, message) => {
    const endpoint = endpoints[key] as Endpoint;
    const input: Record<string, unknown> = { ...BODIES[key], ...override };
    for (const [name, value] of Object.entries(override)) {
      if (value === undefined) delete input[name];
    }
    expect(fieldErrors(endpoint.body as v.GenericSchema, input)[field]).toEqual([message]);
  });

  it('upper-cases coupon codes and stores the state code upper-case', () => {
    expect(v.parse(endpoints.applyCoupon.body, { code: ' spring5 ', project_id: '5' })).toEqual({
      code: 'SPRING5',
      project_id: 5,
    });
    const out = v.parse(endpoints.updateProfile.body, {
      shipping_address: { ...address, state: 'hi' },
    });
    expect(out.shipping_address?.state).toBe('HI');
    expect(out.shipping_address?.apartment).toBeNull();
  });

  it('requires every card field at checkout, with the spec messages', () => {
    expect(
      fieldErrors(endpoints.placeOrder.body, {
        ...BODIES.placeOrder,
        payment_details: {
          ...card,
          card_number: '4242 4242 4242 4241',
          exp_date: '01/20',
          cvv: '',
        },
      }),
    ).toEqual({
      'payment_details.card_number': ['Invalid Card Number.'],
      'payment_details.exp_date': ['Invalid Expiration Date.'],
      'payment_details.cvv': ['Invalid CVC.'],
    });
    expect(
      fieldErrors(endpoints.placeOrder.body, {
        ...BODIES.placeOrder,
        payment_details: { ...card, cvv: '1234' },
      }),
    ).toEqual({ 'payment_details.cvv': ['Invalid CVC.'] });
    expect(
      v.safeParse(endpoints.placeOrder.body, { ...BODIES.placeOrder, payment_details: card })
        .success,
    ).toBe(true);
  });

  it('reports nested address errors under dotted keys', () => {
    expect(
      fieldErrors(endpoints.changeOrderAddress.body, {
        shipping_address: { state: 'ZZ', zip_code: '1' },
      }),
    ).toEqual({
      'shipping_address.street': [M.streetRequired],
      'shipping_address.state': [M.stateInvalid],
      'shipping_address.city': [M.cityRequired],
      'shipping_address.zip_code': [M.zipInvalid],
    });
  });

  it('bounds lists: at most 200 bulk-cart items and 500 checklist items', () => {
    const line = { product_id: 1, qty: 1 };
    expect(
      v.safeParse(endpoints.syncToBulkCart.body, {
        showroom: 'AB12CD34',
        items: Array.from({ length: 201 }, () => line),
      }).success,
    ).toBe(false);
    expect(
      v.safeParse(endpoints.syncToBulkCart.body, { showroom: 'AB12CD34', items: [] }).success,
    ).toBe(false);
    expect(
      v.safeParse(endpoints.saveChecklist.body, {
        project_id: 1,
        items: Array.from({ length: 501 }, () => line),
      }).success,
    ).toBe(false);
  });
});

describe('given a vendor product (issue 12)', () => {
  const schema = endpoints.createVendorProduct.body;
  const base = { name: 'Oak Plank', category_id: 3, price: 10 };

  it('reads a price, box square feet and a flag sent as form text', () => {
    const out = v.parse(schema, { ...base, price: '$12.50', box_sqft: '20.5', has_3d: '1' });
    expect(out).toMatchObject({ price: 12.5, box_sqft: 20.5, has_3d: true });
  });

  it.each([
    [{ ...base, name: '  ' }, 'name', 'Please enter the product name.'],
    [{ ...base, price: 'ten' }, 'price', 'Please enter the price in dollars, e.g. 42.50.'],
    [{ ...base, price: -1 }, 'price', M.notNegative],
    [{ ...base, box_sqft: 0 }, 'box_sqft', 'Square feet per box must be a number above 0.'],
    [
      { ...base, sku: 'has space' },
      'sku',
      'A SKU has 1 to 64 letters, digits, dots, dashes or underscores.',
    ],
    [{ ...base, category_id: 'x' }, 'category_id', 'Please choose a category.'],
  ])('refuses %o on %s', (body, field, message) => {
    expect(fieldErrors(schema, body)[field]).toEqual([message]);
  });

  it('allows at most 20 sizes', () => {
    const sizes = Array.from({ length: 21 }, () => ({ width_size: '12' }));
    expect(fieldErrors(schema, { ...base, sizes }).sizes).toEqual([
      'A product has at most 20 sizes.',
    ]);
  });
});

describe('given the lead form (spec 1 §5: name, email (valid) and phone required)', () => {
  const lead = BODIES.sampleRequest as Record<string, unknown>;

  it("defaults lead_type to 'Pop-Ups' and reads the showroom profile id from a form field", () => {
    const { lead_type: _omit, ...rest } = lead;
    expect(v.parse(endpoints.sampleRequest.body, rest)).toMatchObject({
      lead_type: 'Pop-Ups',
      shop_profile_id: 1,
    });
  });

  it.each([
    ['full_name', undefined, M.leadNameRequired],
    ['full_name', ' ', M.leadNameRequired],
    ['email', undefined, M.emailRequired],
    ['email', 'sam@', M.emailInvalid],
    ['phone_number', undefined, M.phoneRequired],
    ['phone_number', '12345', M.phoneInvalid],
    ['phone_number', 'javascript:alert(1)', M.phoneInvalid],
    ['lead_type', 'Newsletter', M.choiceInvalid],
  ])('%s = %j -> %j', (field, value, message) => {
    const input: Record<string, unknown> = { ...lead, [field]: value };
    if (value === undefined) delete input[field];
    expect(fieldErrors(endpoints.sampleRequest.body, input)[field]).toEqual([message]);
  });
});

describe('given the AI design body (login or registration)', () => {
  it.each([
    [{ action: 'login', email: 'a@b.co', password: 'x' }, true],
    [{ action: 'register', name: 'Dana', email: 'a@b.co', password: 'long-enough' }, true],
    [{ action: 'register', name: 'Dana', email: 'a@b.co', password: 'short' }, false],
    [{ action: 'register', email: 'a@b.co', password: 'long-enough' }, false],
    [{ action: 'delete', email: 'a@b.co', password: 'x' }, false],
  ])('%j valid: %s', (body, expected) => {
    expect(v.safeParse(endpoints.aiDesign.body, body).success).toBe(expected);
  });

  it('says which actions exist', () => {
    const result = v.safeParse(endpoints.aiDesign.body, { action: 'delete' });
    expect(result.issues?.[0]?.message).toBe(M.aiActionInvalid);
  });
});

describe('given the share query of a checklist (spec 2 §6)', () => {
  const query = endpoints.shareChecklist.query as v.GenericSchema;
  it("is empty for the customer's share with the showroom's Pro", () => {
    expect(v.parse(query, {})).toEqual({});
  });
  it("names the other contractor's showroom ID for a Pro's share", () => {
    expect(v.parse(query, { vsd_id: 'ZX98YW76' })).toEqual({ vsd_id: 'ZX98YW76' });
  });
  it('refuses a malformed showroom ID with the showroom ID message', () => {
    expect(fieldErrors(query, { vsd_id: 'ab1' }).vsd_id).toEqual([M.showroomIdInvalid]);
  });
});

describe('given the facet filters of GET /api/search (issue 11 item 2)', () => {
  const query = endpoints.searchProducts.query as v.GenericSchema;
  it('parses a vendor comma list to distinct ids and prices to dollars', () => {
    expect(
      v.parse(query, { q: 'slate', vendor: '3,7,3', price_min: '50', price_max: '100.5' }),
    ).toMatchObject({ q: 'slate', vendor: [3, 7], price_min: 50, price_max: 100.5 });
    expect(v.parse(query, { q: 'slate', vendor: 4 })).toMatchObject({ vendor: [4] });
    // The parameter repeated (the server reads it as a list): the same distinct ids.
    expect(v.parse(query, { q: 'slate', vendor: ['3', ' 7', '3'] })).toMatchObject({
      vendor: [3, 7],
    });
    expect(v.parse(query, { q: 'slate', price_min: '20', price_max: '20' })).toMatchObject({
      price_min: 20,
      price_max: 20,
    });
  });
  it.each([
    [{ vendor: '0' }, 'vendor'],
    [{ vendor: '1,' }, 'vendor'],
    [{ vendor: ['3', 'x'] }, 'vendor'],
    [{ vendor: ['3', '4,'] }, 'vendor'],
    [{ vendor: [] }, 'vendor'],
    [{ vendor: Array.from({ length: 51 }, (_, i) => String(i + 1)) }, 'vendor'],
    [{ vendor: Array.from({ length: 51 }, (_, i) => i + 1).join(',') }, 'vendor'],
    [{ price_min: '-5' }, 'price_min'],
    [{ price_min: '1e3' }, 'price_min'],
    [{ price_max: '10.001' }, 'price_max'],
    [{ price_min: '100', price_max: '99.99' }, 'price_max'],
  ])('refuses %j on its field', (extra, field) => {
    expect(Object.keys(fieldErrors(query, { q: 'slate', ...extra }))).toEqual([field]);
  });
  it('says a reversed range with the range message', () => {
    expect(fieldErrors(query, { q: 'slate', price_min: 9, price_max: 1 }).price_max).toEqual([
      M.priceRangeInvalid,
    ]);
  });
});
