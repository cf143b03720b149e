import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { ThemeLogo, ThemeProvider } from './theme-provider';

const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" rx="6" fill="#1c1917"/><text x="60" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Pro Co.</text></svg>',
  );

const premium = {
  type: 'Contractor' as const,
  latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 199 },
};

const meta = {
  title: 'Foundation/ThemeProvider',
  component: ThemeProvider,
  args: { pro: premium, themeColor: '#0F766E', logo: LOGO },
  render: (args) => (
    <ThemeProvider {...args}>
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <ThemeLogo alt="Pro Co. showroom" fallback={<strong>Brand Marketplace</strong>} />
        <Button>Add to cart</Button>
        <Button variant="link">Back to shopping</Button>
      </div>
    </ThemeProvider>
  ),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Themed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Pro Co. showroom' }),
    ).toBeVisible();
  },
};

export const ThemedLightColour: Story = { args: { themeColor: '#FCD34D' } };

export const ThemedDarkColour: Story = { args: { themeColor: '#1E1B4B' } };

export const DefaultWithoutEntitlement: Story = {
  args: {
    pro: {
      type: 'Contractor',
      latest_subscription: { subscription_status: 'active', plan: 'Basic', paid_amount: 49 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Brand Marketplace')).toBeVisible();
  },
};
