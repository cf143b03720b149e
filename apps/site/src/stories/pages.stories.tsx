import { formatUsd, priceLine, toCents } from '@brand/core/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { customer, emptyCart, STORY_TOKEN } from './fixture-api.ts';
import {
  CART_ID,
  cartWithLines,
  checkoutProfile,
  checkoutQuote,
  checkoutQuoteCouponExpired,
  checkoutQuoteWithCoupon,
  PROJECT_ID,
  projectCart,
} from './fixture-cart.ts';
import {
  inShowroom,
  menuCategories,
  porcelainSearch,
  pro,
  productSummary,
  publicProduct,
  SHOWROOM_OWNER,
  shopProfile,
  suggestions,
  tileListing,
  tilePreview,
} from './fixture-catalog.ts';
import { PageStory } from './page-story.tsx';
import { findText, heading } from './story-play.ts';

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
    // Paging (page 1 of 2, 24 a page, a "Per page" choice) and the filters.
    await expect(await canvas.findByRole('button', { name: /page 2/i })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Per page' })).toHaveValue('24');
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
    // Inside the showroom each result goes to the cart from its card (issue 25 item 2).
    await expect(
      within(card).getByRole('button', { name: /^Add to cart: Oak Look Matte Porcelain Plank/ }),
    ).toBeVisible();
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

/** Issue 25 item 7: the coupon kept on the cart, on the lines it changes and as a sum that adds up. */
export const CheckoutWithCoupon: Story = {
  name: 'Checkout / Coupon applied',
  args: {
    ...Checkout.args,
    fixtures: {
      ...Checkout.args?.fixtures,
      '/api/checkout/quote': { data: checkoutQuoteWithCoupon, message: 'Your order, priced.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Checkout');
    await expect(await canvas.findByRole('button', { name: 'Remove coupon' })).toBeVisible();
    await expect(canvasElement).toHaveTextContent(/Coupon\s*WELCOME5\s*applied/);
    const t = checkoutQuoteWithCoupon.totals;
    for (const [label, cents] of [
      ['Items before coupon', toCents(t.items_subtotal) + toCents(t.discount)],
      ['Coupon WELCOME5', -toCents(t.discount)],
      ['Subtotal', toCents(t.items_subtotal)],
      ['Total', toCents(t.total)],
    ] as const) {
      await expect(await findText(canvasElement, label)).toBeVisible();
      await expect(canvasElement).toHaveTextContent(formatUsd(cents));
    }
    await expect(canvas.getByRole('button', { name: 'Remove coupon' })).toBeVisible();
  },
};

/** Issue 25 item 7: the kept coupon stopped applying: said before payment, with Remove coupon. */
export const CheckoutCouponExpired: Story = {
  name: 'Checkout / Coupon no longer applies',
  args: {
    ...Checkout.args,
    fixtures: {
      ...Checkout.args?.fixtures,
      '/api/checkout/quote': { data: checkoutQuoteCouponExpired, message: 'Your order, priced.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Coupon WELCOME5 no longer applies: This coupon has expired.',
    );
    await expect(canvas.getByRole('button', { name: 'Remove coupon' })).toBeVisible();
  },
};
