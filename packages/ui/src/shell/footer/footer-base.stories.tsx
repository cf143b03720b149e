import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonVariants } from '../../primitives/button/button';
import { FooterBase } from './footer-base';

/**
 * FooterBase is the footer with the "Save up to 30%" lead form as a slot: an app renders a light
 * trigger and loads ui's LeadFormPopup when it is chosen (the site does so). `Shell/Footer` shows
 * the footer with the real popup.
 */
const onOpenLead = fn();
const meta = {
  title: 'Shell/FooterBase',
  component: FooterBase,
  args: {
    licenseNumber: 'CSLB 1045678',
    onLeadSubmit: fn(),
    renderLeadForm: () => (
      <button type="button" className={buttonVariants()} onClick={onOpenLead}>
        Save up to 30%
      </button>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FooterBase>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LeadSlot: Story = {
  name: 'Lead form slot',
  play: async ({ canvasElement }) => {
    onOpenLead.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save up to 30%' }));
    await expect(onOpenLead).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  },
};

export const WithoutLeadForm: Story = {
  args: { onLeadSubmit: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Save up to 30%' }),
    ).toBeNull();
  },
};
