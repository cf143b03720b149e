import type {
  Category,
  MenuCategoryEntry,
  Paginated,
  Product,
  ProductSummary,
  SearchResponse,
  ShopProfileData,
  ShowroomProfile,
  User,
} from '@brand/core/contract';
import type { ShowroomItem } from '@brand/core/session';
import { customer } from './fixture-api.ts';

/**
 * The showroom and catalogue of the page stories (issue 17 item 5), typed by the contract:
 * DOMAIN.md's themed showroom AB12CD34 (Premium 199, #0F766E), its categories and a page of
 * Tile Flooring. Images are the API's own drawings of these products, generated once into
 * `fixture-images/` (served at /demo/ by Storybook; `node apps/site/scripts/story-images.ts`).
 */

export const SHOWROOM_VSD = 'AB12CD34';
export const SHOWROOM_OWNER = 3;

export const showroomProfile: ShowroomProfile = {
  id: 1,
  user_id: SHOWROOM_OWNER,
  company_name: 'Teal Tile Studio',
  vsd_id: SHOWROOM_VSD,
  theme_color: '#0F766E',
  business_logo: null,
  basic_addon: null,
  custom_addon: null,
  latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 199 },
};

/** The showroom as the site stores it after the Showroom ID entry (`my_item`). */
export const showroomItem: ShowroomItem = {
  showroom: SHOWROOM_OWNER,
  vsd_id: SHOWROOM_VSD,
  company_name: showroomProfile.company_name,
  shop_profile_id: showroomProfile.id,
  theme_color: showroomProfile.theme_color,
  business_logo: showroomProfile.business_logo,
  basic_addon: null,
  custom_addon: null,
  latest_subscription: showroomProfile.latest_subscription,
};

/** localStorage of a visitor who entered the showroom. */
export const inShowroom = { my_item: JSON.stringify(showroomItem) };

const category = (id: number, name: string, children: Category[] = []): Category => ({
  id,
  name,
  parent_id: null,
  photo: null,
  resized_photo: null,
  children,
});

export const TILE_FLOORING = category(13, 'Tile Flooring', [
  { ...category(31, 'Porcelain Tile'), parent_id: 13 },
  { ...category(32, 'Natural Stone Tile'), parent_id: 13 },
]);
const CATEGORIES = [
  TILE_FLOORING,
  category(14, 'Hardwood Flooring'),
  category(15, 'Backsplash Tiles'),
  category(21, 'Toilets'),
  category(22, 'Vanities'),
  category(23, 'Kitchen Faucets'),
];

export const menuCategories: MenuCategoryEntry[] = CATEGORIES.map((c) => ({
  category: c,
  category_id: c.id,
}));

export const shopProfile: ShopProfileData = { profile: showroomProfile, category: CATEGORIES };

/** What a product is drawn from and priced at (the generator reads the same list). */
export interface FixtureProductSpec {
  id: number;
  name: string;
  brand: string;
  category: Category;
  /** Vendor wholesale price per box, dollars; the customer price adds the 20% markup. */
  wholesale: number;
  width: string | null;
  length: string | null;
  pattern: string | null;
  boxSqft: number | null;
  description: string;
}

const FINISHES = ['Matte', 'Honed', 'Glossy', 'Textured', 'Polished'];

const tile = (
  id: number,
  name: string,
  brand: string,
  wholesale: number,
  size: [string | null, string | null, string | null],
  boxSqft: number,
): FixtureProductSpec => ({
  id,
  name,
  brand,
  category: TILE_FLOORING,
  wholesale,
  width: size[0],
  length: size[1],
  pattern: size[2],
  boxSqft,
  // As the seed writes it: the name's finish and colour (docs/design.md).
  description: `${FINISHES.find((f) => name.includes(f)) ?? 'Natural'} finish, ${name.split(' ')[0]?.toLowerCase()} tone. For floors and walls.`,
});

export const PRODUCT_SPECS: FixtureProductSpec[] = [
  tile(101, 'Ivory Matte Porcelain Tile', 'Bellhaven Tile', 38.5, ['12', '24', null], 15.5),
  tile(102, 'Charcoal Honed Slate Tile', 'Arbor & Stone', 54, ['12', '12', null], 10),
  tile(103, 'Oak Look Matte Porcelain Plank', 'Bellhaven Tile', 41.25, ['8', '48', null], 15.9),
  tile(104, 'White Glossy Subway Tile', 'Cascade Tile Co', 22, ['3', '6', 'Subway'], 5.4),
  tile(105, 'Sage Matte Hexagon Tile', 'Cascade Tile Co', 33.8, ['8', '8', 'Hexagon'], 9.6),
  tile(106, 'Sand Textured Porcelain Paver', 'Arbor & Stone', 47.9, ['24', '24', null], 15.5),
  tile(107, 'Walnut Look Porcelain Plank', 'Bellhaven Tile', 44, ['6', '36', null], 14.5),
  tile(108, 'Pearl Polished Marble Tile', 'Arbor & Stone', 89, ['18', '18', null], 9),
  tile(109, 'Graphite Matte Porcelain Tile', 'Bellhaven Tile', 36.4, ['24', '48', null], 15.5),
  tile(110, 'Slate Herringbone Porcelain', 'Cascade Tile Co', 58, ['3', '12', 'Herringbone'], 8.2),
];

/** The showroom's markup (20%) on the vendor's price, to the cent (the server's arithmetic). */
const withMarkup = (dollars: number) => Math.round(dollars * 120) / 100;

export const specOf = (id: number): FixtureProductSpec => {
  const spec = PRODUCT_SPECS.find((s) => s.id === id);
  if (!spec) throw new Error(`No fixture product ${id}`);
  return spec;
};

/**
 * A product as the listing shows it. `pro` is the Pro's view: the API sends the vendor's price
 * only to those who may see it (to a customer `price` is the customer price).
 */
export function productSummary(id: number, pro = false): ProductSummary {
  const s = specOf(id);
  const customerPrice = withMarkup(s.wholesale);
  return {
    id: s.id,
    hash: `story${s.id}`,
    name: s.name,
    brand: s.brand,
    category_id: s.category.id,
    price: pro ? s.wholesale : customerPrice,
    customer_price: customerPrice,
    unit: 'Box',
    uom: 'Sq Ft',
    box_sqft: s.boxSqft,
    min_unit: 1,
    image: `/demo/products/${s.id}.svg`,
  };
}

/** GET /api/public for a product (with its one size and its drawing). */
export function publicProduct(id: number, pro = false): { product: Product; category: Category } {
  const s = specOf(id);
  const summary = productSummary(id, pro);
  return {
    product: {
      id: s.id,
      hash: summary.hash,
      name: s.name,
      brand: s.brand,
      description: s.description,
      vendor_id: 5,
      category_id: s.category.id,
      price: summary.price,
      customer_price: summary.customer_price,
      unit: summary.unit,
      uom: summary.uom,
      box_sqft: s.boxSqft,
      min_unit: 1,
      sizes: [
        {
          id: s.id * 10 + 1,
          width_size: s.width,
          height_size: null,
          length_size: s.length,
          pattern: s.pattern,
          box_sqft: s.boxSqft,
          price: summary.price,
          customer_price: summary.customer_price,
        },
      ],
      images: [{ id: s.id, url: `/demo/products/${s.id}.svg`, resized_url: null, alt: s.name }],
    },
    category: s.category,
  };
}

/** A Laravel-style page of `items` (core's Paginated). */
export function pageOf<T>(
  path: string,
  items: T[],
  { total = items.length, perPage = 10, current = 1 } = {},
): Paginated<T> {
  const last = Math.max(1, Math.ceil(total / perPage));
  const from = items.length === 0 ? null : (current - 1) * perPage + 1;
  return {
    data: items,
    current_page: current,
    per_page: perPage,
    total,
    last_page: last,
    path,
    links: [],
    first_page_url: `${path}?page=1`,
    last_page_url: `${path}?page=${last}`,
    next_page_url: current < last ? `${path}?page=${current + 1}` : null,
    prev_page_url: current > 1 ? `${path}?page=${current - 1}` : null,
    from,
    to: from === null ? null : from + items.length - 1,
  };
}

const ALL_IDS = PRODUCT_SPECS.map((s) => s.id);

/** POST /api/visualization/products: page 1 of 2 (24 a page) of Tile Flooring, with its filters. */
export const tileListing = {
  data: pageOf(
    '/api/visualization/products',
    ALL_IDS.map((id) => productSummary(id)),
    { total: 26, perPage: 24 },
  ),
  filters: {
    vendors: [
      { id: 5, name: 'Bellhaven Tile' },
      { id: 6, name: 'Arbor & Stone' },
      { id: 8, name: 'Cascade Tile Co' },
    ],
    min_price: withMarkup(22),
    max_price: withMarkup(89),
  },
};

/** POST /api/visualization/products for the category page's preview: the newest four. */
export const tilePreview = {
  ...tileListing,
  data: pageOf(
    '/api/visualization/products',
    ALL_IDS.slice(0, 4).map((id) => productSummary(id)),
    { total: 26, perPage: 4 },
  ),
};

const porcelain = PRODUCT_SPECS.filter((s) => /porcelain/i.test(s.name));
const byBrand = [...new Set(porcelain.map((s) => s.brand))].map((name, index) => ({
  id: [5, 6, 8][index] ?? 9,
  name,
  count: porcelain.filter((s) => s.brand === name).length,
}));
const cheaper = porcelain.filter((s) => withMarkup(s.wholesale) < 50).length;

/** GET /api/search?q=porcelain in the showroom: its matches, facets and no correction. */
export const porcelainSearch: SearchResponse['data'] = {
  ...pageOf(
    '/api/search',
    porcelain.map((s) => productSummary(s.id)),
  ),
  facets: {
    categories: [{ id: TILE_FLOORING.id, name: TILE_FLOORING.name, count: porcelain.length }],
    vendors: byBrand,
    prices: [
      { min: 0, max: 50, count: cheaper },
      { min: 50, max: null, count: porcelain.length - cheaper },
    ],
  },
  did_you_mean: null,
};

/** The three suggestion strips under a product. */
export const suggestions = (ids: number[], pro = false) => ({
  data: ids.map((id) => productSummary(id, pro)),
});

/** The demo Pro (DOMAIN.md: pro@demo.test, showroom AB12CD34). */
export const pro: User = {
  ...customer,
  id: SHOWROOM_OWNER,
  first_name: 'Pat',
  last_name: 'Pro',
  email: 'pro@demo.test',
  type: 'Contractor',
  status: 'Approve',
  custom_addon: null,
  latest_subscription: showroomProfile.latest_subscription,
  shop_profile: {
    id: showroomProfile.id,
    user_id: SHOWROOM_OWNER,
    vsd_id: SHOWROOM_VSD,
    company_name: showroomProfile.company_name,
    theme_color: showroomProfile.theme_color,
    business_logo: null,
    basic_addon: null,
  },
};
