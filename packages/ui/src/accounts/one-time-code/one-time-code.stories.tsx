import { VALIDATION_MESSAGES } from '@brand/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneTimeCodeEntry } from './one-time-code';

const meta = {
  title: 'Accounts/OneTimeCodeEntry',
  component: OneTimeCodeEntry,
  args: {
    onVerify: fn(async () => ({ valid: true, message: 'Code verified.' })),
    onRequestCode: fn(async () => 'We emailed a 6-digit code to admin@demo.test.'),
  },
} satisfies Meta<typeof OneTimeCodeEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const CodeRequested: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a code' }));
    await expect(args.onRequestCode).toHaveBeenCalled();
    await expect(
      await canvas.findByText('We emailed a 6-digit code to admin@demo.test.'),
    ).toBeVisible();
  },
};

export const Pasted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('482 913');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('3');
  },
};

export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.otpInvalid);
  },
};

export const WrongCode: Story = {
  args: { onVerify: fn(async () => ({ valid: false, message: 'Invalid OTP.' })) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerify).toHaveBeenCalledWith('000000');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid OTP.');
  },
};

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText('Code verified.')).toBeVisible();
  },
};
