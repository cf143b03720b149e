import { VALIDATION_MESSAGES as M } from '@brand/core/contract';
import { CARD_MESSAGES } from '@brand/core/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type RegistrationFormValues, RegistrationWizard } from './registration-wizard';

const VALID: Partial<RegistrationFormValues> = {
  full_name: 'Jane Homeowner',
  email: 'jane@example.com',
  password: 'demo-pass-123',
  phone_number: '(555) 123-4567',
  zip_code: '90210',
  agree: true,
  i_accept: true,
  shipping_street: '1 Main St',
  shipping_city: 'Los Angeles',
  shipping_state: 'CA',
  shipping_zip_code: '90001',
};

const meta = {
  title: 'Accounts/RegistrationWizard',
  component: RegistrationWizard,
  args: { onSubmit: fn(async () => undefined), onStepChange: fn() },
} satisfies Meta<typeof RegistrationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step1: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Jane Homeowner');
    await userEvent.type(canvas.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo-pass-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await userEvent.type(canvas.getByLabelText('Phone number'), '5551234567');
    await expect(canvas.getByLabelText('Phone number')).toHaveValue('(555) 123-4567');
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveDisplayValue(
      'United States (+1)',
    );
  },
};

export const Step1Errors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByLabelText('Full name')).toHaveAccessibleDescription(
      expect.stringContaining(M.fullNameRequired),
    );
    // One agreement box, one message (issue 25 item 6).
    await expect(canvas.getByText(M.agreeRequired)).toBeVisible();
    await expect(canvas.queryByText(M.acceptRequired)).toBeNull();
    await expect(args.onStepChange).not.toHaveBeenCalled();
    // Focus moves to the first invalid field in the next frame (a stable snapshot waits for it).
    await waitFor(() => expect(canvas.getByLabelText('Full name')).toHaveFocus());
  },
};

export const TermsModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the Terms of Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    await waitFor(() => expect(dialog).toBeVisible());
    // To read: step 1's one box accepts it (issue 25 item 6).
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
  },
};

export const PrivacyModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the Privacy Policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Step2: Story = {
  args: { defaultValues: VALID },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onStepChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const Step2Errors: Story = {
  args: { defaultStep: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByLabelText('Street address')).toHaveAccessibleDescription(
      M.streetRequired,
    );
    await waitFor(() => expect(canvas.getByLabelText('Street address')).toHaveFocus());
  },
};

export const Step3: Story = {
  args: { defaultStep: 3, defaultValues: VALID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Card number'), '4242424242424242');
    await expect(canvas.getByLabelText('Name on card')).toHaveFocus();
    await userEvent.type(canvas.getByLabelText('Name on card'), 'Jane Homeowner');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '1234');
    await expect(canvas.getByLabelText('CVV')).toHaveFocus();
    await expect(
      canvas.getByRole('checkbox', { name: 'Billing address same as shipping' }),
    ).toBeChecked();
    await expect(canvas.queryByLabelText('Billing street')).toBeNull();
  },
};

/** Issue 25 item 6: another billing address, once the box is cleared (prefilled from shipping). */
export const Step3OwnBilling: Story = {
  name: 'Step 3 / Another billing address',
  args: { defaultStep: 3, defaultValues: VALID },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Billing address same as shipping' }),
    );
    await expect(canvas.getByLabelText('Billing street')).toHaveValue('1 Main St');
  },
};

export const Step3CardErrors: Story = {
  args: { defaultStep: 3, defaultValues: VALID },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Card number'), '4242424242424241');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '0120');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.getByText(CARD_MESSAGES.number)).toBeVisible();
    await expect(canvas.getByText(CARD_MESSAGES.expiry)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Card number')).toHaveFocus());
  },
};

export const ServerErrorRouting: Story = {
  args: {
    defaultStep: 3,
    defaultValues: VALID,
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Invalid input OR some mandatory fields are blank.'), {
        fieldErrors: { email: ['The email has already been taken.'] },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
        'The email has already been taken.',
      ),
    );
    // Focus moves to the field in the next frame: wait for it, so the snapshot is stable.
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveFocus());
  },
};

export const ThankYou: Story = {
  args: { defaultStep: 3, defaultValues: VALID },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for registering!' });
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Return to Home' })).toBeVisible(),
    );
  },
};

/** Issue 25 item 6: the user came from the cart: the modal continues to checkout. */
export const ThankYouContinue: Story = {
  name: 'Thank you / Continue to checkout',
  args: {
    defaultStep: 3,
    defaultValues: VALID,
    continueLink: { href: '/checkout', label: 'Continue to checkout' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for registering!' });
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Continue to checkout' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('link', { name: 'Return to Home' })).toBeVisible();
  },
};
