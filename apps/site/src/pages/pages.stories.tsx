import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
