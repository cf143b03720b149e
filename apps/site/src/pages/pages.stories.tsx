import { formatUsd, priceLine, toCents } from '@brand/core/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { proFixtures, vendorFixtures } from './fixture-accounts.ts';
import {
  admin,
  applications,
  customer,
  customerProfile,
  emptyCart,
  noOrders,
  noProjects,
  STORY_TOKEN,
  settings,
  users,
} from './fixture-api.ts';
import {
  CART_ID,
  cartWithLines,
  checkoutProfile,
  checkoutQuote,
  inShowroom,
  menuCategories,
  PROJECT_ID,
  porcelainSearch,
  pro,
  productSummary,
  projectCart,
  publicProduct,
  SHOWROOM_OWNER,
  shopProfile,
  suggestions,
  tileListing,
  tilePreview,
} from './fixture-catalog.ts';
import { PageStory } from './page-story.tsx';

/**
 * Pages rendered from the site's real screens (issue 17 item 5), fed by the fixture API.
 * Taken by the visual test at 375, 768 and 1280 px (packages/ui/visual/stories.spec.ts).
 */
const meta = {
  title: 'Pages/Site',
  component: PageStory,
  parameters: { layout: 'fullscreen' },
  tags: ['page'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const heading = async (canvasElement: HTMLElement, name: string | RegExp) => {
  await expect(
    await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 10_000 }),
  ).toBeVisible();
};

export const Faq: Story = {
  args: { path: '/faq' },
  play: ({ canvasElement }) => heading(canvasElement, 'Frequently Asked Questions'),
};

export const CartEmpty: Story = {
  name: 'Cart / Empty',
  args: { path: '/cart' },
  play: ({ canvasElement }) => heading(canvasElement, 'Your cart'),
};

export const CartEmptyFromApi: Story = {
  name: 'Cart / Empty (from the API)',
  args: {
    path: '/cart',
    storage: { cart_id: 'story-cart-0001' },
    fixtures: { '/api/projectCart': { data: emptyCart } },
  },
  play: ({ canvasElement }) => heading(canvasElement, 'Your cart'),
};

export const CartLoading: Story = {
  name: 'Cart / Loading',
  args: {
    path: '/cart',
    storage: { cart_id: 'story-cart-0001' },
    fixtures: { '/api/projectCart': 'loading' },
  },
  play: ({ canvasElement }) => heading(canvasElement, 'Your cart'),
};

export const CartError: Story = {
  name: 'Cart / Error',
  args: {
    path: '/cart',
    storage: { cart_id: 'story-cart-0001' },
    fixtures: { '/api/projectCart': 'error' },
  },
  play: ({ canvasElement }) => heading(canvasElement, 'Your cart'),
};

export const Home: Story = {
  args: { path: '/' },
  play: ({ canvasElement }) =>
    heading(canvasElement, 'Renovation materials direct from manufacturers'),
};

export const AccountCustomer: Story = {
  name: 'Account / Customer, empty',
  args: {
    path: '/account',
    storage: { authToken: STORY_TOKEN },
    fixtures: {
      '/api/authuser': { data: customer },
      '/api/projects': { data: noProjects },
      '/api/orders': { data: noOrders },
      '/api/profile': { data: customerProfile },
    },
  },
  play: ({ canvasElement }) => heading(canvasElement, 'My Account'),
};

export const AccountCustomerError: Story = {
  name: 'Account / Customer, API errors',
  args: {
    path: '/account',
    storage: { authToken: STORY_TOKEN },
    fixtures: {
      '/api/authuser': { data: customer },
      '/api/projects': 'error',
      '/api/orders': 'error',
      '/api/profile': 'error',
    },
  },
  play: ({ canvasElement }) => heading(canvasElement, 'My Account'),
};

/** The admin console (issue 12): one story per section of the admin's dashboard. */
const adminArgs = (section: string) => ({
  path: `/account?section=${section}`,
  storage: { authToken: STORY_TOKEN },
  otpVerified: true,
  fixtures: {
    '/api/authuser': { data: admin },
    '/api/admin/applications': { data: applications },
    '/api/admin/users': { data: users },
    '/api/admin/settings': { data: settings },
    '/api/admin/refunds': { data: [] },
    '/api/orders': { data: noOrders },
  },
});

/** Shows the section's heading and one of its fixture's texts. */
const adminSection =
  (title: string, text: string): Story['play'] =>
  async ({ canvasElement }) => {
    await heading(canvasElement, 'My Account');
    await expect(
      await within(canvasElement).findByText(text, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: title, current: 'page' }),
    ).toBeVisible();
  };

export const AccountAdmin: Story = {
  name: 'Account / Admin console',
  args: adminArgs('applications'),
  play: adminSection('Pro applications', 'Wes Waiting'),
};

export const AccountAdminOverview: Story = {
  name: 'Account / Admin overview',
  args: adminArgs('overview'),
  play: ({ canvasElement }) => heading(canvasElement, 'My Account'),
};

export const AccountAdminUsers: Story = {
  name: 'Account / Admin users',
  args: adminArgs('users'),
  play: adminSection('Users', 'Vera Vendor'),
};

export const AccountAdminSettings: Story = {
  name: 'Account / Admin platform settings',
  args: adminArgs('settings'),
  play: async (context) => {
    await heading(context.canvasElement, 'My Account');
    await expect(
      within(context.canvasElement).getByRole('link', {
        name: 'Platform settings',
        current: 'page',
      }),
    ).toBeVisible();
  },
};

export const AccountAdminLoading: Story = {
  name: 'Account / Admin console, loading',
  args: {
    path: '/account',
    storage: { authToken: STORY_TOKEN },
    otpVerified: true,
    fixtures: {
      '/api/authuser': { data: admin },
      '/api/admin/applications': 'loading',
      '/api/admin/users': 'loading',
      '/api/admin/settings': 'loading',
      '/api/admin/refunds': 'loading',
      '/api/orders': 'loading',
    },
  },
  play: ({ canvasElement }) => heading(canvasElement, 'My Account'),
};

const productLists = {
  '/api/top_products/': 'loading',
  '/api/customer_also_viewed/': 'loading',
  '/api/recently_viewed/': 'loading',
} as const;

export const ProductLoading: Story = {
  name: 'Product / Loading',
  args: {
    path: '/product/abc123/AB12CD34',
    fixtures: { '/api/public': 'loading', ...productLists },
  },
};

export const ProductError: Story = {
  name: 'Product / Error',
  args: {
    path: '/product/abc123/AB12CD34',
    fixtures: { '/api/public': 'error', ...productLists },
  },
  play: async ({ canvasElement }) => {
    // The page's message (a toast may say it too).
    const messages = await within(canvasElement).findAllByText(
      'Something went wrong',
      {},
      { timeout: 10_000 },
    );
    await expect(messages[0]).toBeVisible();
  },
};

export const CategoryListingLoading: Story = {
  name: 'Category listing / Loading',
  args: {
    path: '/category/Tile%20Flooring/product',
    fixtures: { '/api/visualization/products': 'loading' },
  },
};

export const CategoryListingError: Story = {
  name: 'Category listing / Error',
  args: {
    path: '/category/Tile%20Flooring/product',
    fixtures: { '/api/visualization/products': 'error' },
  },
  play: ({ canvasElement }) => heading(canvasElement, 'Tile Flooring products'),
};

// ---------------------------------------------------------------------------------------------
// Pages with data (issue 17 item 5): inside the showroom AB12CD34 (its item stored as after the
// Showroom ID entry, `inShowroom`), themed with the Pro's colour.

/** What every showroom page asks: the showroom's profile (its theme) and its categories. */
const showroomApi = {
  '/api/visualization/shop_profile': { data: shopProfile },
  [`/api/menu_category_show_all/${SHOWROOM_OWNER}`]: { data: menuCategories },
};

const findText = (canvasElement: HTMLElement, text: string | RegExp) =>
  within(canvasElement).findByText(text, {}, { timeout: 10_000 });

/** The price line a product's card or page must show: per sq ft first, then per box. */
const priceText = (id: number) => {
  const p = productSummary(id);
  return priceLine({
    unitPriceCents: toCents(p.customer_price),
    categoryUnit: p.unit,
    boxSqft: p.box_sqft,
    uom: p.uom,
  }).map((part) => `${formatUsd(part.amountCents)} / ${part.unit}`);
};

export const CategoryListing: Story = {
  name: 'Category listing / Products',
  args: {
    path: '/category/Tile%20Flooring/product',
    storage: inShowroom,
    fixtures: { ...showroomApi, '/api/visualization/products': { ...tileListing } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Tile Flooring products');
    await expect(await findText(canvasElement, '1–10 of 26 products')).toBeVisible();
    // Each card: its name, its price line (per sq ft, per box) and its Add to cart.
    const card = (await canvas.findByRole('link', { name: /Ivory Matte Porcelain Tile/ })).closest(
      'li',
    ) as HTMLElement;
    const [perSqft, perBox] = priceText(101);
    await expect(card).toHaveTextContent(perSqft ?? '');
    await expect(card).toHaveTextContent(perBox ?? '');
    await expect(
      canvas.getByRole('button', { name: 'Add to cart: Ivory Matte Porcelain Tile' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Add to cart: / })).toHaveLength(10);
    // Paging (page 1 of 3) and the filters.
    await expect(canvas.getByRole('button', { name: /page 3/i })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Vendor' })).toBeVisible();
  },
};

export const Category: Story = {
  name: 'Category / Tile Flooring',
  args: {
    path: '/category/Tile%20Flooring',
    storage: inShowroom,
    fixtures: { ...showroomApi, '/api/visualization/products': { ...tilePreview } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Tile Flooring');
    await expect(await canvas.findByRole('link', { name: /See all 26 products/ })).toBeVisible();
    // Its subcategories, its newest products with their price lines, the other categories.
    await expect(canvas.getByRole('link', { name: 'Porcelain Tile' })).toBeVisible();
    await expect(await findText(canvasElement, 'White Glossy Subway Tile')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Add to cart: / })).toHaveLength(4);
    const others = canvas.getByRole('navigation', { name: 'Other categories' });
    await expect(within(others).getByRole('link', { name: 'Kitchen Faucets' })).toBeVisible();
  },
};

export const SearchResults: Story = {
  name: 'Search / Results',
  args: {
    path: '/search?q=porcelain',
    storage: inShowroom,
    fixtures: { ...showroomApi, '/api/search': { data: porcelainSearch } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Search results for “porcelain”');
    const card = (
      await canvas.findByRole('link', { name: /Oak Look Matte Porcelain Plank/ })
    ).closest('li') as HTMLElement;
    const [perSqft, perBox] = priceText(103);
    await expect(card).toHaveTextContent(perSqft ?? '');
    await expect(card).toHaveTextContent(perBox ?? '');
    await expect(canvasElement).toHaveTextContent('Bellhaven Tile');
  },
};

const productApi = (pro = false) => ({
  ...showroomApi,
  '/api/public': { data: publicProduct(101, pro) },
  '/api/top_products/': suggestions([103, 106, 109, 110], pro),
  '/api/customer_also_viewed/': suggestions([102, 105, 108, 104], pro),
  '/api/recently_viewed/': { data: [] },
});

/** The product page's buying box: name, price line, quantity stepper, Add to cart. */
const productPlay: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await heading(canvasElement, 'Ivory Matte Porcelain Tile');
  const line = canvasElement.querySelector('.shop-product [data-slot="price-line"]');
  const [perSqft, perBox] = priceText(101);
  await expect(line).toHaveTextContent(perSqft ?? '');
  await expect(line).toHaveTextContent(perBox ?? '');
  await expect(canvas.getByRole('img', { name: 'Ivory Matte Porcelain Tile' })).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(await canvas.findByRole('heading', { name: 'Top products' })).toBeVisible();
};

export const Product: Story = {
  name: 'Product / Customer',
  args: { path: '/product/story101/AB12CD34', storage: inShowroom, fixtures: productApi() },
  play: async (context) => {
    await productPlay(context);
    // A customer never sees the vendor's price.
    await expect(context.canvasElement.querySelector('.shop-wholesale')).toBeNull();
  },
};

export const ProductPro: Story = {
  name: 'Product / Pro (wholesale line)',
  args: {
    path: '/product/story101/AB12CD34',
    storage: { ...inShowroom, authToken: STORY_TOKEN },
    fixtures: { ...productApi(true), '/api/authuser': { data: pro } },
  },
  play: async (context) => {
    await productPlay(context);
    const p = publicProduct(101, true).product;
    await expect(
      context.canvasElement.querySelector('.shop-product .shop-wholesale'),
    ).toHaveTextContent(
      `Wholesale price ${formatUsd(toCents(p.price))}; customers pay ${formatUsd(toCents(p.customer_price))}`,
    );
  },
};

export const CartWithLines: Story = {
  name: 'Cart / With lines',
  args: {
    path: '/cart',
    storage: { ...inShowroom, cart_id: CART_ID },
    fixtures: { ...showroomApi, '/api/projectCart': { data: cartWithLines } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Your cart');
    await expect(await findText(canvasElement, 'Pearl Polished Marble Tile')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(formatUsd(toCents(cartWithLines.subtotal)));
    // A visitor: checking out starts with the sign-in.
    await expect(canvas.getByRole('link', { name: 'Sign in to check out' })).toBeVisible();
  },
};

export const Checkout: Story = {
  name: 'Checkout / Signed-in customer',
  args: {
    path: '/checkout',
    storage: { ...inShowroom, authToken: STORY_TOKEN, project_id: String(PROJECT_ID) },
    fixtures: {
      ...showroomApi,
      '/api/authuser': { data: customer },
      '/api/profile': { data: checkoutProfile },
      '/api/projectCart': { data: projectCart },
      '/api/checkout/quote': { data: checkoutQuote, message: 'Your order, priced.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Checkout');
    await expect(await canvas.findByRole('heading', { name: 'Order summary' })).toBeVisible();
    const t = checkoutQuote.totals;
    for (const [label, amount] of [
      ['Subtotal', t.items_subtotal],
      ['Platform fee', t.platform_fee],
      ['Tax (CA)', t.tax],
      ['Total', t.total],
    ] as const) {
      await expect(await findText(canvasElement, label)).toBeVisible();
      await expect(canvasElement).toHaveTextContent(formatUsd(toCents(amount)));
    }
    await expect(canvas.getByLabelText('Coupon code')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** The dashboard's heading, its current section in the navigation and a text of its fixture. */
const dashboard =
  (section: string, text: string | RegExp): Play =>
  async ({ canvasElement }) => {
    await heading(canvasElement, 'My Account');
    await expect(
      await within(canvasElement).findByRole(
        'link',
        { name: section, current: 'page' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(await findText(canvasElement, text)).toBeVisible();
  };

const signedIn = { authToken: STORY_TOKEN };

export const AccountPro: Story = {
  name: 'Account / Pro overview',
  args: { path: '/account', storage: signedIn, fixtures: proFixtures() },
  play: async (context) => {
    await dashboard('Overview', 'Balance available')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('$412.80')).toBeVisible();
    await expect(canvas.getByText('Client projects')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My showroom' })).toBeVisible();
  },
};

export const AccountProShowroom: Story = {
  name: 'Account / Pro showroom settings',
  args: { path: '/account?section=showroom', storage: signedIn, fixtures: proFixtures() },
  play: dashboard('My showroom', 'SPRING10'),
};

export const AccountProEmpty: Story = {
  name: 'Account / Pro orders, empty',
  args: { path: '/account?section=orders', storage: signedIn, fixtures: proFixtures(true) },
  play: async (context) => {
    await dashboard('Orders', 'No orders yet.')(context);
    await expect(
      within(context.canvasElement).getByRole('link', { name: 'Share your showroom' }),
    ).toBeVisible();
  },
};

export const AccountVendor: Story = {
  name: 'Account / Vendor overview',
  args: { path: '/account', storage: signedIn, fixtures: vendorFixtures() },
  play: async (context) => {
    await dashboard('Overview', 'Orders with items to approve')(context);
    await expect(within(context.canvasElement).getByText('$1,834.20 available')).toBeVisible();
  },
};

export const AccountVendorOrders: Story = {
  name: 'Account / Vendor order items',
  args: { path: '/account?section=orders', storage: signedIn, fixtures: vendorFixtures() },
  play: async (context) => {
    await dashboard('Orders', 'Order BR-000124')(context);
    await expect(
      within(context.canvasElement).getByRole('button', {
        name: 'Propose a new price for Ivory Matte Porcelain Tile',
      }),
    ).toBeVisible();
  },
};

export const AccountVendorItems: Story = {
  name: 'Account / Vendor order items, opened',
  args: AccountVendorOrders.args,
  play: async (context) => {
    await dashboard('Orders', 'Order BR-000124')(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: /View items/ })[0] as HTMLElement);
    // The dialog is in a portal, outside the canvas.
    const dialog = await within(document.body).findByRole(
      'dialog',
      { name: 'Order BR-000124 items' },
      { timeout: 10_000 },
    );
    await expect(
      within(dialog).getByRole('rowheader', { name: 'White Glossy Subway Tile' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('columnheader', { name: 'Status' })).toBeVisible();
  },
};

export const AccountVendorEmpty: Story = {
  name: 'Account / Vendor orders, empty',
  args: { path: '/account?section=orders', storage: signedIn, fixtures: vendorFixtures(true) },
  play: async (context) => {
    await dashboard('Orders', 'No orders yet.')(context);
    await expect(
      within(context.canvasElement).getByRole('link', { name: 'Add products to your catalogue' }),
    ).toBeVisible();
  },
};
