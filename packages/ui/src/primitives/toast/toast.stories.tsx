import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { ToastProvider, type ToastVariant, useToast } from './toast';

const MESSAGES: Record<ToastVariant, string> = {
  success: 'Product added to your cart.',
  warning: 'No Showroom Found, Please Enter Correct Showroom Id.',
  error: 'Internal Server error please try again.',
  info: 'Logged Out Successfully',
};

function Demo({ variants }: { variants: ToastVariant[] }) {
  const { toast } = useToast();
  return (
    <Button
      onClick={() => {
        for (const variant of variants) toast({ variant, message: MESSAGES[variant] });
      }}
    >
      Show toast
    </Button>
  );
}

const meta = {
  title: 'Foundation/Toast',
  component: ToastProvider,
  // Long enough that the screenshot sees the toast; the real default is 10 s.
  args: { duration: 60_000 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function storyFor(variants: ToastVariant[]): Story {
  return {
    render: (args) => (
      <ToastProvider {...args}>
        <div style={{ padding: 16, minHeight: 320 }}>
          <Demo variants={variants} />
        </div>
      </ToastProvider>
    ),
    play: async ({ canvasElement }) => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
      for (const variant of variants) {
        const message = await within(canvasElement).findByText(MESSAGES[variant]);
        await waitFor(() => expect(message).toBeVisible());
      }
    },
  };
}

export const Success = storyFor(['success']);
export const Warning = storyFor(['warning']);
export const ErrorToast: Story = { ...storyFor(['error']), name: 'Error' };
export const Info = storyFor(['info']);
export const Stacked = storyFor(['success', 'warning', 'error']);

export const PausedOnHover: Story = {
  ...storyFor(['info']),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const message = await within(canvasElement).findByText(MESSAGES.info);
    await userEvent.hover(message);
    const toast = message.closest('[data-slot="toast"]');
    await expect(toast).toHaveAttribute('data-paused', 'true');
    // spec 1 §8: toasts show at the top right of the window.
    const box = (toast as HTMLElement).getBoundingClientRect();
    await expect(box.top).toBeLessThan(40);
    await expect(window.innerWidth - box.right).toBeLessThan(40);
    await expect(box.left).toBeGreaterThan(window.innerWidth / 2 - box.width);
  },
};

/** A success closes the error toasts still open (a retry that worked); a warning stays. */
export const SuccessAfterError: Story = {
  render: storyFor(['error', 'warning', 'success']).render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await waitFor(() => expect(canvas.getByText(MESSAGES.success)).toBeVisible());
    await waitFor(() => expect(canvas.queryByText(MESSAGES.error)).toBeNull());
    await expect(canvas.getByText(MESSAGES.warning)).toBeVisible();
  },
};
