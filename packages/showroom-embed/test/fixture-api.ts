/**
 * A tiny in-memory stand-in for the marketplace API, answering the calls the embed makes with
 * the contract's shapes (@brand/core/contract). Used by the unit tests (through a fetch stub)
 * and, when the real API is not available, by the browser tests (through a Node server).
 * Two showrooms as in DOMAIN.md: AB12CD34 (Premium 199, theme #0F766E, logo) and ZX98YW76
 * (no add-on: default theme).
 */

import type {
  Category,
  Product,
  ProductSummary,
  ProjectCart,
  ProjectTan,
  ShowroomProfile,
} from '@brand/core/contract';
import { embedHostAllowed } from '@brand/core/rules';

export interface FixtureResponse {
  status: number;
  body: unknown;
}

const category = (id: number, name: string): Category => ({
  id,
  name,
  parent_id: null,
  photo: null,
  resized_photo: null,
  children: [],
});

export const FIXTURE_CATEGORIES = [category(13, 'Tile Flooring'), category(21, 'Toilets')];

function product(id: number, name: string, categoryId: number, customer: number): Product {
  const tile = categoryId === 13;
  return {
    id,
    hash: `p${id}hash`,
    name,
    brand: 'Fixture Co',
    description: `${name}, a product of the fixture catalog.`,
    vendor_id: 5,
    category_id: categoryId,
    price: Math.round((customer / 1.1) * 100) / 100,
    customer_price: customer,
    unit: tile ? 'Box' : 'Piece',
    uom: tile ? null : 'Piece',
    box_sqft: tile ? 10 : null,
    sizes: tile
      ? [
          {
            id: id * 10 + 1,
            width_size: '12',
            height_size: '24',
            length_size: null,
            pattern: null,
            box_sqft: 10,
            price: customer / 1.1,
            customer_price: customer,
          },
          {
            id: id * 10 + 2,
            width_size: '24',
            height_size: '48',
            length_size: null,
            pattern: null,
            box_sqft: 16,
            price: (customer * 1.5) / 1.1,
            customer_price: Math.round(customer * 150) / 100,
          },
          {
            id: id * 10 + 3,
            width_size: null,
            height_size: null,
            length_size: null,
            pattern: 'Herringbone',
            box_sqft: 8,
            price: (customer * 1.2) / 1.1,
            customer_price: Math.round(customer * 120) / 100,
          },
        ]
      : [],
    images: [],
    min_unit: 1,
  };
}

/** A product as lists carry it (the contract's ProductSummary). */
function summary(p: Product): ProductSummary {
  return {
    id: p.id,
    hash: p.hash,
    name: p.name,
    brand: p.brand,
    category_id: p.category_id,
    price: p.price,
    customer_price: p.customer_price,
    unit: p.unit,
    uom: p.uom,
    box_sqft: p.box_sqft,
    min_unit: p.min_unit,
    image: null,
  };
}

const PRODUCTS: Product[] = [
  product(101, 'Carrara Marble Tile', 13, 54),
  product(102, 'Slate Grey Porcelain', 13, 42.5),
  product(201, 'Comfort Height Toilet', 21, 329),
];

const profile = (over: Partial<ShowroomProfile>): ShowroomProfile => ({
  id: 1,
  user_id: 3,
  company_name: 'Pro Showroom',
  vsd_id: 'AB12CD34',
  theme_color: null,
  business_logo: null,
  basic_addon: null,
  custom_addon: null,
  latest_subscription: null,
  ...over,
});

export const FIXTURE_SHOWROOMS: Record<string, ShowroomProfile> = {
  AB12CD34: profile({
    id: 1,
    company_name: 'Teal Tile Studio',
    vsd_id: 'AB12CD34',
    theme_color: '#0F766E',
    business_logo:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="40" height="40"/%3E',
    latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 199 },
  }),
  ZX98YW76: profile({
    id: 2,
    user_id: 4,
    company_name: 'Basic Bath Co',
    vsd_id: 'ZX98YW76',
    theme_color: '#B91C1C', // set, but not entitled: the default theme applies
  }),
};

/** Edit distance (insert, delete, substitute) between two short texts. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

/** The [start, end) ranges of `text` where `q` occurs (case-insensitive). */
function matchesOf(text: string, q: string): [number, number][] {
  const at = text.toLowerCase().indexOf(q);
  return at < 0 ? [] : [[at, at + q.length]];
}

/** The API's 422 for a search text outside 2..100 characters. */
function badQuery(q: string): FixtureResponse | null {
  if (q.length >= 2 && q.length <= 100) return null;
  const message =
    q.length < 2
      ? 'Please type at least 2 characters to search.'
      : 'Please keep the search under 101 characters.';
  return { status: 422, body: { message, errors: { q: [message] } } };
}

/**
 * One fixture "server": its carts live as long as the object. `allowedDomains` restricts a
 * showroom to its Pro's sites, as the API does (issue 23 item 14): a request whose `Origin` is
 * on another host gets the API's 403, decided by the same function (core `embedHostAllowed`).
 */
export function createFixtureApi(options: { allowedDomains?: Record<string, string[]> } = {}) {
  const carts = new Map<string, ProjectCart>();
  /** What POST /api/embed/events counted: `<showroom> <event>`. */
  const events: string[] = [];
  let nextLine = 1;
  let nextCart = 1;

  const total = (cart: ProjectCart) => {
    cart.subtotal =
      Math.round(cart.Project_tans.reduce((sum, line) => sum + line.line_total, 0) * 100) / 100;
    return cart;
  };

  function handle(
    method: string,
    url: URL,
    body: Record<string, unknown> | null,
    origin?: string,
  ): FixtureResponse {
    const path = url.pathname;
    const q = url.searchParams;
    const vsd = q.get('showroom') ?? (body?.showroom as string | undefined) ?? '';
    const domains = options.allowedDomains?.[vsd] ?? [];
    if (origin && domains.length > 0 && !embedHostAllowed(new URL(origin).hostname, domains)) {
      return {
        status: 403,
        body: {
          message: `This showroom cannot be shown on ${origin}. Its Pro can add this site to the showroom's allowed domains.`,
        },
      };
    }
    if (method === 'GET' && path === '/api/visualization/shop_profile') {
      const found = FIXTURE_SHOWROOMS[q.get('showroom') ?? ''];
      return {
        status: 200,
        body: { data: found ? { profile: found, category: FIXTURE_CATEGORIES } : null },
      };
    }
    if (method === 'POST' && path === '/api/visualization/products') {
      const list = PRODUCTS.filter((p) => p.category_id === Number(body?.category)).map(summary);
      return {
        status: 200,
        body: {
          data: { data: list, current_page: 1, last_page: 1, per_page: 12, total: list.length },
        },
      };
    }
    if (method === 'GET' && path === '/api/search/suggest') {
      // Substring matches: categories first, then products; at most 8.
      const text = (q.get('q') ?? '').trim();
      const bad = badQuery(text);
      if (bad) return bad;
      const needle = text.toLowerCase();
      const data = [
        ...FIXTURE_CATEGORIES.map((c) => ({
          type: 'category',
          id: c.id,
          hash: null,
          text: c.name,
        })),
        ...PRODUCTS.map((p) => ({ type: 'product', id: p.id, hash: p.hash, text: p.name })),
      ]
        .map((s) => ({ ...s, match: matchesOf(s.text, needle) }))
        .filter((s) => s.match.length > 0)
        .slice(0, 8);
      return { status: 200, body: { success: true, data } };
    }
    if (method === 'GET' && path === '/api/search') {
      // Every word of q in the name; did_you_mean: the nearest name word when nothing matched.
      const text = (q.get('q') ?? '').trim();
      const bad = badQuery(text);
      if (bad) return bad;
      const words = text.toLowerCase().split(/\s+/);
      const all = PRODUCTS.filter((p) => words.every((w) => p.name.toLowerCase().includes(w)));
      const perPage = Number(q.get('per_page') ?? 12);
      const page = Number(q.get('page') ?? 1);
      const lastPage = Math.max(1, Math.ceil(all.length / perPage));
      const nameWords = PRODUCTS.flatMap((p) => p.name.toLowerCase().split(' '));
      const near = nameWords.find((w) => words.length === 1 && distance(w, words[0] ?? '') <= 2);
      return {
        status: 200,
        body: {
          success: true,
          data: {
            data: all.slice((page - 1) * perPage, page * perPage).map(summary),
            current_page: page,
            last_page: lastPage,
            per_page: perPage,
            total: all.length,
            facets: { categories: [], vendors: [], prices: [] },
            did_you_mean: all.length === 0 && near ? near : null,
          },
        },
      };
    }
    if (method === 'GET' && path === '/api/public') {
      const found = PRODUCTS.find((p) => String(p.id) === q.get('pid'));
      return found
        ? {
            status: 200,
            body: {
              data: {
                product: found,
                category: FIXTURE_CATEGORIES.find((c) => c.id === found.category_id) ?? null,
              },
            },
          }
        : { status: 404, body: { message: 'Record not found for processing.' } };
    }
    if (method === 'POST' && path === '/api/projectCart/sync_to_cart') {
      const found = PRODUCTS.find((p) => p.id === Number(body?.product_id));
      if (!found) return { status: 422, body: { message: 'The given data was invalid.' } };
      const id = String(body?.temp_project_id ?? `tmp-cart-${String(nextCart++).padStart(4, '0')}`);
      const cart =
        carts.get(id) ??
        ({
          id: null,
          extra_info: null,
          temp_project_id: id,
          is_cart: true,
          showroom: String(body?.showroom),
          Project_tans: [],
          subtotal: 0,
        } satisfies ProjectCart);
      const size = found.sizes.find((s) => s.id === Number(body?.size_id)) ?? null;
      const unit = size?.customer_price ?? found.customer_price;
      const qty = Number(body?.qty);
      const existing = cart.Project_tans.find(
        (l) => l.product_id === found.id && l.size_id === (size?.id ?? null),
      );
      if (existing) {
        existing.qty += qty;
        existing.line_total = Math.round(existing.unit_price * existing.qty * 100) / 100;
      } else {
        const line: ProjectTan = {
          id: nextLine++,
          project_id: null,
          temp_project_id: id,
          product_id: found.id,
          product: summary(found),
          size_id: size?.id ?? null,
          size,
          qty,
          unit_price: unit,
          line_total: Math.round(unit * qty * 100) / 100,
        };
        cart.Project_tans.push(line);
      }
      carts.set(id, total(cart));
      return { status: 200, body: { message: 'Product added to the cart.', data: cart } };
    }
    if (method === 'GET' && path === '/api/projectCart') {
      const cart = carts.get(q.get('temp_project_id') ?? '');
      return cart
        ? { status: 200, body: { data: cart } }
        : { status: 404, body: { message: 'Record not found for processing.' } };
    }
    if (method === 'POST' && path === '/api/projectCart/update_cart') {
      const cart = carts.get(String(body?.temp_project_id));
      const line = cart?.Project_tans.find((l) => l.id === Number(body?.id));
      if (!cart || !line)
        return { status: 404, body: { message: 'Record not found for processing.' } };
      line.qty = Number(body?.qty);
      line.line_total = Math.round(line.unit_price * line.qty * 100) / 100;
      return { status: 200, body: { message: 'Cart updated.', data: total(cart) } };
    }
    const destroy = /^\/api\/cart\/destroy\/(\d+)$/.exec(path);
    if (method === 'DELETE' && destroy) {
      const cart = carts.get(q.get('temp_project_id') ?? '');
      if (!cart) return { status: 404, body: { message: 'Record not found for processing.' } };
      cart.Project_tans = cart.Project_tans.filter((l) => l.id !== Number(destroy[1]));
      total(cart);
      return {
        status: 200,
        body: { success: true, message: 'Removed from the cart.', data: null },
      };
    }
    if (method === 'POST' && path === '/api/embed/events') {
      events.push(`${body?.showroom} ${body?.event}`);
      return { status: 201, body: { success: true, message: 'Counted.', data: null } };
    }
    return { status: 404, body: { message: 'Record not found for processing.' } };
  }

  return { handle, carts, events };
}

/** A `fetch` answering from a fixture API: for the unit tests in the browser. */
export function fixtureFetch(api = createFixtureApi(), calls: string[] = []): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text =
      request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const { status, body } = api.handle(request.method, url, text ? JSON.parse(text) : null);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
