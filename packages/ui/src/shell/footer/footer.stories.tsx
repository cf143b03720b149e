import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    licenseNumber: 'CSLB 1045678',
    onLeadSubmit: fn(async () => ({
      success: true,
      message: 'Thank you! We will contact you shortly.',
    })),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutLeadForm: Story = { args: { onLeadSubmit: undefined } };

export const LeadFormOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save up to 30%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save up to 30%' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};
