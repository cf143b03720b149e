import { VALIDATION_MESSAGES } from '@brand/core/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInForm } from './sign-in-form';

// Typing-heavy tests: keep them green on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

/** A rejected call as core's transport throws it for a 422 (ApiError with fieldErrors). */
function validationError(fieldErrors: Record<string, string[]>) {
  return Object.assign(new Error('Invalid input OR some mandatory fields are blank.'), {
    status: 422,
    fieldErrors,
  });
}

describe('given an empty sign-in form', () => {
  it('shows every element of spec 1 §2 with its route', () => {
    render(<SignInForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    const table = [
      ['Forgot your password?', '/reset_password'],
      ['Sign up for free as a homeowner', '/register'],
      ['Continue Shopping', '/'],
    ] as const;
    for (const [name, href] of table) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it("blocks the submit and shows core's messages under the fields", async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(VALIDATION_MESSAGES.emailRequired);
    expect(password).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordRequired);
    expect(email).toHaveFocus();
  });

  it('rejects a malformed email with the valid-email message', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      VALIDATION_MESSAGES.emailInvalid,
    );
  });
});

describe('given valid credentials', () => {
  it('submits email, password and the Remember me choice', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'customer@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-pass-123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'customer@demo.test',
      password: 'demo-pass-123',
      remember: true,
    });
  });

  it('pre-fills the remembered email and keeps the box ticked', async () => {
    const onSubmit = vi.fn();
    render(<SignInForm onSubmit={onSubmit} defaultEmail="pro@demo.test" defaultRemember />);
    expect(screen.getByLabelText('Email')).toHaveValue('pro@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-pass-123');
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'pro@demo.test',
      password: 'demo-pass-123',
      remember: true,
    });
  });
});

describe('given the server rejects the sign-in', () => {
  it('shows only the first server error under the fields, tied to both inputs', async () => {
    const onSubmit = vi.fn().mockRejectedValue(
      validationError({
        email: ['These credentials do not match our records.'],
        password: ['A second message that is not shown.'],
      }),
    );
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'customer@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(screen.queryByText('A second message that is not shown.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'These credentials do not match our records.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'These credentials do not match our records.',
    );
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('data-state', 'error');
  });

  it("falls back to the error's message and clears it on the next try", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new Error("Your account has been deactivated. Please contact the provider's Support."),
      )
      .mockResolvedValueOnce(undefined);
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'deactivated@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your account has been deactivated. Please contact the provider's Support.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error given by the caller', () => {
    render(<SignInForm onSubmit={vi.fn()} error="Please login to proceed." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to proceed.');
  });
});

describe('given a sign-in in progress', () => {
  it('marks the button busy and disables it until the call settles', async () => {
    let settle: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'customer@demo.test');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-pass-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    settle();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });
});

describe('given social sign-on and a router link', () => {
  it('calls onSocialLogin with the provider', async () => {
    const onSocialLogin = vi.fn();
    render(<SignInForm onSubmit={vi.fn()} onSocialLogin={onSocialLogin} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(onSocialLogin).toHaveBeenCalledWith('google');
  });

  it('labels a listed provider by its name and calls onSocialLogin with its id', async () => {
    const onSocialLogin = vi.fn();
    render(
      <SignInForm
        onSubmit={vi.fn()}
        onSocialLogin={onSocialLogin}
        socialProviders={[{ id: 'oidc', name: 'Acme ID' }, 'apple']}
      />,
    );
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Acme ID' }));
    expect(onSocialLogin).toHaveBeenCalledWith('oidc');
  });

  it('renders every link through renderLink', () => {
    const renderLink = vi.fn(({ href, children, ...props }) => (
      <a data-router="yes" href={`#${href}`} {...props}>
        {children}
      </a>
    ));
    render(<SignInForm onSubmit={vi.fn()} renderLink={renderLink} />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    const links = within(form).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '#/reset_password',
    );
  });
});
