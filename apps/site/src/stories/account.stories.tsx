import type { Lead } from '@brand/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { proFixtures, vendorFixtures } from './fixture-accounts.ts';
import {
  admin,
  applications,
  customer,
  customerProfile,
  noOrders,
  noProjects,
  STORY_TOKEN,
  settings,
  users,
} from './fixture-api.ts';
import { pageOf } from './fixture-catalog.ts';
import { PageStory } from './page-story.tsx';
import { findText, heading } from './story-play.ts';

/**
 * The account dashboard of each role (issues 5, 12, 17), rendered from the site's real screens
 * and fed by the fixture API: the same `Pages/Site` stories as ./pages.stories.tsx (so their
 * ids and baselines stay), in a file of their own. Its docs page is the other file's.
 */
const meta = {
  title: 'Pages/Site',
  component: PageStory,
  parameters: { layout: 'fullscreen' },
  tags: ['page', '!autodocs'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

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

const leads: Lead[] = [
  {
    id: 12,
    full_name: 'Maria Lopez',
    email: 'maria.lopez@example.test',
    phone_number: '(415) 555-0134',
    lead_type: 'Pop-Ups',
    action: 'save_30',
    created_at: '2026-11-26T17:20:00.000000Z',
    contacted_at: null,
  },
  {
    id: 9,
    full_name: 'James Carter',
    email: 'james.carter@example.test',
    phone_number: '(212) 555-0199',
    lead_type: 'Pop-Ups',
    action: 'save_30',
    created_at: '2026-11-20T15:05:00.000000Z',
    contacted_at: '2026-11-21T16:00:00.000000Z',
  },
];

export const AccountProLeads: Story = {
  name: 'Account / Pro leads',
  args: {
    path: '/account?section=leads',
    storage: signedIn,
    fixtures: {
      ...proFixtures(),
      '/api/showroom/leads': { data: pageOf('/api/showroom/leads', leads) },
    },
  },
  play: async (context) => {
    await dashboard('Leads', 'Maria Lopez')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Maria Lopez contacted' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'James Carter contacted' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const AccountProLeadsEmpty: Story = {
  name: 'Account / Pro leads, empty',
  args: {
    path: '/account?section=leads',
    storage: signedIn,
    fixtures: {
      ...proFixtures(true),
      '/api/showroom/leads': { data: pageOf('/api/showroom/leads', []) },
    },
  },
  play: async (context) => {
    await dashboard('Leads', /^No leads yet\./)(context);
    await expect(
      within(context.canvasElement).getByRole('button', { name: 'Export CSV' }),
    ).toBeDisabled();
  },
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
