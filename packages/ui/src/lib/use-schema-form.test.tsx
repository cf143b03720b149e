import { ValidationError } from '@brand/core/client';
import { type LeadForm, LeadFormSchema } from '@brand/core/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../primitives/field/field';
import { type UseSchemaFormOptions, useSchemaForm } from './use-schema-form';

type Values = { full_name: string; email: string; phone_number: string };
const EMPTY: Values = { full_name: '', email: '', phone_number: '' };

function LeadFormExample(props: Partial<UseSchemaFormOptions<Values, LeadForm, string>>) {
  const form = useSchemaForm<Values, LeadForm, string>({
    schema: LeadFormSchema,
    initialValues: EMPTY,
    prepare: (values) => ({ ...values, shop_profile_id: null }),
    submit: async () => 'Thanks!',
    ...props,
  });
  return (
    <form aria-label="Lead" noValidate onSubmit={form.handleSubmit} data-state={form.status}>
      <TextField label="Name" {...form.field('full_name')} />
      <TextField label="Email" type="email" {...form.field('email')} />
      <TextField label="Phone number" {...form.field('phone_number')} />
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      {form.status === 'success' ? <p role="status">{form.data}</p> : null}
      <button type="submit" disabled={form.isPending}>
        Send
      </button>
    </form>
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Jane Homeowner');
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.type(screen.getByLabelText('Phone number'), '5551234567');
}

describe('given invalid values', () => {
  it("shows core's messages beside the fields, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => 'sent');
    render(<LeadFormExample submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("clears a field's message as soon as it is edited", async () => {
    const user = userEvent.setup();
    render(<LeadFormExample />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByLabelText('Name'), 'J');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('given valid values', () => {
  it("sends the schema's output and the values, pending meanwhile, then succeeds", async () => {
    const user = userEvent.setup();
    let release: (message: string) => void = () => {};
    const submit = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    render(<LeadFormExample submit={submit} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('form', { name: 'Lead' })).toHaveAttribute('data-state', 'pending');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ full_name: 'Jane Homeowner', shop_profile_id: null }),
      { full_name: 'Jane Homeowner', email: 'jane@example.com', phone_number: '5551234567' },
    );
    release('Thanks!');
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks!');
  });

  it("shows a 422's messages beside their fields and the first as the form's message", async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () =>
      Promise.reject(
        new ValidationError('The given data was invalid.', {
          fieldErrors: { email: ['The email has already been taken.'] },
        }),
      ),
    );
    render(<LeadFormExample submit={submit} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email has already been taken.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'The email has already been taken.',
    );
  });

  it('keeps a 422 off the fields with serverFieldErrors: false (only the message)', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () =>
      Promise.reject(
        new ValidationError('Invalid.', {
          fieldErrors: { email: ['These credentials do not match.'] },
        }),
      ),
    );
    render(<LeadFormExample submit={submit} serverFieldErrors={false} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('These credentials do not match.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('ignores a second submit while the first is pending', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(() => new Promise<string>(() => {}));
    render(<LeadFormExample submit={submit} />);
    await fill(user);
    const form = screen.getByRole('form', { name: 'Lead' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});

describe('given checks of its own', () => {
  it('runs validate with or without a schema', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => 'ok');
    render(
      <LeadFormExample
        schema={undefined}
        validate={(values): Record<string, string> =>
          values.full_name ? {} : { full_name: 'Name your lead.' }
        }
        submit={submit}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name your lead.');
    expect(submit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
