import { VALIDATION_MESSAGES as M } from '@brand/core/contract';
import { CARD_MESSAGES, CVV_HELP } from '@brand/core/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type RegistrationFormValues, RegistrationWizard } from './registration-wizard';
import { RegistrationWizardBase } from './registration-wizard-base';

// Typing-heavy tests: keep them green on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

/** Every required field of the three steps, valid (the card is optional and left empty). */
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

const currentStep = () =>
  within(screen.getByRole('list')).getByRole('listitem', { current: 'step' });

/** A rejected call as core's transport throws it for a 422. */
function validationError(fieldErrors: Record<string, readonly string[]>) {
  return Object.assign(new Error('Invalid input OR some mandatory fields are blank.'), {
    status: 422,
    fieldErrors,
  });
}

describe('given step 1', () => {
  it('shows its fields, the country code defaulting to +1 and no Back link', () => {
    render(<RegistrationWizard onSubmit={vi.fn()} />);
    expect(currentStep()).toHaveTextContent('Step 1 of 3: Your details');
    for (const label of ['Full name', 'Email', 'Password', 'Phone number', 'Zip code']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const countryCode = screen.getByRole('combobox', { name: 'Country code' });
    expect(countryCode).toHaveDisplayValue('United States (+1)');
    // spec 1 §9: a calling-code list of about 240 entries (role queries over 240 options are slow).
    expect((countryCode as HTMLSelectElement).options.length).toBeGreaterThan(200);
    expect(
      screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }),
    ).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it("stays on step 1 and shows core's messages beside each field", async () => {
    render(<RegistrationWizard onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const table = [
      ['Full name', M.fullNameRequired],
      ['Email', M.emailRequired],
      ['Password', M.passwordRequired],
      ['Phone number', M.phoneRequired],
      ['Zip code', M.zipRequired],
    ] as const;
    for (const [label, message] of table) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    const agree = screen.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    });
    expect(agree).toHaveAccessibleDescription(M.agreeRequired);
    expect(currentStep()).toHaveTextContent('Your details');
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
  });

  it('asks for a first and last name and a password of at least 8', async () => {
    render(<RegistrationWizard onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Full name'), 'Jane');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      expect.stringContaining(M.fullNameTwoParts),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining(M.passwordMin),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(M.emailInvalid);
  });

  it('shows and hides the password', async () => {
    render(<RegistrationWizard onSubmit={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('formats a U.S. phone number as (###) ###-#### and not another country', async () => {
    render(<RegistrationWizard onSubmit={vi.fn()} />);
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '5551234567');
    expect(phone).toHaveValue('(555) 123-4567');
    await userEvent.clear(phone);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    await userEvent.type(phone, '7700900123');
    expect(phone).toHaveValue('7700900123');
  });

  it('records both agreements with its one box, focuses it when missing, and shows the modals', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <RegistrationWizard
        onSubmit={onSubmit}
        defaultValues={{ ...VALID, agree: false, i_accept: false }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Issue 25 item 6: the failing box has the focus (not Full name), and one message shows.
    const box = screen.getByRole('checkbox', {
      name: 'I agree to the Terms of Service and Privacy Policy',
    });
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByText(M.agreeRequired)).toBeInTheDocument();
    expect(screen.queryByText(M.acceptRequired)).not.toBeInTheDocument();

    // The Terms modal is to read: no second box to tick there.
    await userEvent.click(screen.getByRole('button', { name: 'Read the Terms of Service' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(terms).toHaveTextContent('Users must be 13 or older');
    expect(within(terms).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(within(terms).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(box);
    expect(screen.queryByText(M.agreeRequired)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Read the Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toHaveTextContent(
      'May 3, 2021',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentStep()).toHaveTextContent('Shipping address');
  });
});

describe('given step 2', () => {
  it('is reached by a valid step 1, shows Back, and keeps step 1 values on Back', async () => {
    const onStepChange = vi.fn();
    render(
      <RegistrationWizard onSubmit={vi.fn()} defaultValues={VALID} onStepChange={onStepChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onStepChange).toHaveBeenLastCalledWith(2);
    expect(currentStep()).toHaveTextContent('Step 2 of 3: Shipping address');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onStepChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByLabelText('Full name')).toHaveValue('Jane Homeowner');
  });

  it('is reached from the keyboard: Enter in a step 1 field acts as Next', async () => {
    render(<RegistrationWizard onSubmit={vi.fn()} defaultValues={VALID} />);
    await userEvent.click(screen.getByLabelText('Zip code'));
    await userEvent.keyboard('{Enter}');
    expect(currentStep()).toHaveTextContent('Shipping address');
    await waitFor(() => expect(screen.getByLabelText('Street address')).toHaveFocus());
  });

  it("requires street, city, state and zip code with core's messages; apartment is optional", async () => {
    render(<RegistrationWizard onSubmit={vi.fn()} defaultStep={2} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const table = [
      ['Street address', M.streetRequired],
      ['City', M.cityRequired],
      ['State', M.stateRequired],
      ['Zip code', M.zipRequired],
    ] as const;
    for (const [label, message] of table) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByLabelText('Apartment, suite (optional)')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(currentStep()).toHaveTextContent('Shipping address');
  });

  it('works controlled: the step comes from the step prop', async () => {
    const onStepChange = vi.fn();
    render(
      <RegistrationWizard
        onSubmit={vi.fn()}
        step={2}
        onStepChange={onStepChange}
        defaultValues={VALID}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onStepChange).toHaveBeenCalledWith(3);
    expect(currentStep()).toHaveTextContent('Shipping address');
  });
});

describe('given step 3', () => {
  it('shows the CVV help and moves focus on a valid number and a valid expiry', async () => {
    render(<RegistrationWizard onSubmit={vi.fn()} defaultStep={3} defaultValues={VALID} />);
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription(CVV_HELP);
    const number = screen.getByLabelText('Card number');
    await userEvent.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    expect(screen.getByLabelText('CVV')).toHaveFocus();
  });

  it("shows the spec's card messages and does not submit", async () => {
    const onSubmit = vi.fn();
    render(<RegistrationWizard onSubmit={onSubmit} defaultStep={3} defaultValues={VALID} />);
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424241');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '0120');
    await userEvent.type(screen.getByLabelText('CVV'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const table = [
      ['Card number', CARD_MESSAGES.number],
      ['Expiry (MM/YY)', CARD_MESSAGES.expiry],
      ['CVV', CARD_MESSAGES.cvc],
    ] as const;
    for (const [label, message] of table) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    }
  });

  it("submits core's parsed details without a card (card fields are optional)", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<RegistrationWizard onSubmit={onSubmit} defaultStep={3} defaultValues={VALID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      full_name: 'Jane Homeowner',
      first_name: 'Jane',
      last_name: 'Homeowner',
      email: 'jane@example.com',
      country_code: '+1',
      phone_number: '5551234567',
      shipping_state: 'CA',
      card_number: '',
      type: 'User',
    });
  });

  it('goes back to the first step with a missing field on Done', async () => {
    render(
      <RegistrationWizard
        onSubmit={vi.fn()}
        defaultStep={3}
        defaultValues={{ ...VALID, shipping_city: '' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(currentStep()).toHaveTextContent('Shipping address');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(M.cityRequired);
  });
});

describe('given server errors (spec 1 §4 step routing)', () => {
  const table = [
    [{ email: ['The email has already been taken.'] }, 'Email', 'Your details'],
    [{ shipping_zip_code: ['We do not ship to this zip code.'] }, 'Zip code', 'Shipping address'],
    [{ card_number: ['Invalid Card Number.'] }, 'Card number', 'Payment'],
    [{ exp_date: ['Invalid Expiration Date.'] }, 'Expiry (MM/YY)', 'Payment'],
  ] as const;

  for (const [fieldErrors, label, stepTitle] of table) {
    it(`shows "${Object.values(fieldErrors)[0]?.[0]}" beside ${label} on ${stepTitle}`, async () => {
      const onSubmit = vi.fn().mockRejectedValue(validationError({ ...fieldErrors }));
      render(<RegistrationWizard onSubmit={onSubmit} defaultStep={3} defaultValues={VALID} />);
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(currentStep()).toHaveTextContent(stepTitle));
      const message = Object.values(fieldErrors)[0]?.[0] ?? '';
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    });
  }

  it('shows an error without fields above the form', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValue(new Error('Internal Server error please try again.'));
    render(<RegistrationWizard onSubmit={onSubmit} defaultStep={3} defaultValues={VALID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Internal Server error please try again.',
    );
  });
});

describe('given a successful registration', () => {
  it('continues to where the user was going, with Return to Home beside it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <RegistrationWizard
        onSubmit={onSubmit}
        defaultStep={3}
        defaultValues={VALID}
        continueLink={{ href: '/checkout', label: 'Continue to checkout' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for registering!' });
    expect(within(dialog).getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(within(dialog).getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the thank-you modal with a return-to-home link', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<RegistrationWizard onSubmit={onSubmit} defaultStep={3} defaultValues={VALID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for registering!' });
    expect(within(dialog).getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('given the dialogs as a slot (RegistrationWizardBase)', () => {
  it('calls the slot only once a dialog opens, with the state to render', async () => {
    const renderDialogs = vi.fn(() => null);
    render(
      <RegistrationWizardBase
        onSubmit={vi.fn()}
        defaultValues={{ ...VALID, i_accept: false }}
        renderDialogs={renderDialogs}
      />,
    );
    expect(renderDialogs).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Read the Terms of Service' }));
    expect(renderDialogs).toHaveBeenLastCalledWith(
      expect.objectContaining({ openModal: 'terms', thankYouOpen: false, continueLink: null }),
    );
  });
});

describe('given step 3 (issue 25 item 6)', () => {
  const CARD = {
    card_number: '4242 4242 4242 4242',
    name_on_Card: 'Jane Homeowner',
    exp_date: '12/34',
    cvv: '123',
  };

  it('bills the shipping address by default, its fields hidden', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <RegistrationWizard
        onSubmit={onSubmit}
        defaultStep={3}
        defaultValues={{ ...VALID, ...CARD }}
      />,
    );
    expect(
      screen.getByRole('checkbox', { name: 'Billing address same as shipping' }),
    ).toBeChecked();
    expect(screen.queryByLabelText('Billing street')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      pay_street: '1 Main St',
      pay_city: 'Los Angeles',
      pay_state: 'CA',
      pay_zip_code: '90001',
    });
  });

  it('takes another billing address once the box is cleared', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <RegistrationWizard
        onSubmit={onSubmit}
        defaultStep={3}
        defaultValues={{ ...VALID, ...CARD }}
      />,
    );
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Billing address same as shipping' }),
    );
    const street = screen.getByLabelText('Billing street');
    await userEvent.clear(street);
    await userEvent.type(street, '9 Other Rd');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      pay_street: '9 Other Rd',
      pay_city: 'Los Angeles',
    });
  });
});
