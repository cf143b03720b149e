import { VALIDATION_MESSAGES } from '@brand/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Accounts/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithSocialLogin: Story = {
  args: { onSocialLogin: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSocialLogin).toHaveBeenCalledWith('google');
  },
};

/** The providers a server lists (GET /api/auth/oidc/providers), a generic issuer among them. */
export const WithConfiguredProviders: Story = {
  args: {
    onSocialLogin: fn(),
    socialProviders: [
      { id: 'google', name: 'Google' },
      { id: 'oidc', name: 'Acme ID' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Acme ID' }));
    await expect(args.onSocialLogin).toHaveBeenCalledWith('oidc');
  },
};

export const RememberedEmail: Story = {
  args: { defaultEmail: 'customer@demo.test', defaultRemember: true },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'customer@');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.emailInvalid,
    );
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.passwordRequired,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Invalid input OR some mandatory fields are blank.'), {
        fieldErrors: { email: ['These credentials do not match our records.'] },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'customer@demo.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'customer@demo.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo-pass-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  },
};
