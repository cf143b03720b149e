import { VALIDATION_MESSAGES as M } from '@brand/core/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { LeadFields, type UseLeadFormOptions, useLeadForm } from './lead-fields';

/** The lead's fields inside a page's own form (the Pro page's "Book a demo"). */
function InlineLeadForm({ onSubmit, sentMessage }: UseLeadFormOptions & { sentMessage?: string }) {
  const form = useLeadForm({ onSubmit, extra: { action: 'book_demo' } });
  return (
    <form
      aria-label="Book a demo"
      noValidate
      onSubmit={form.handleSubmit}
      className="bui-lead-form"
    >
      <LeadFields form={form} sentMessage={sentMessage} />
      <Button type="submit" loading={form.isPending}>
        Book a demo
      </Button>
    </form>
  );
}

const meta = {
  title: 'Accounts/LeadFields',
  component: InlineLeadForm,
  args: {
    onSubmit: fn(async () => ({ success: true })),
    sentMessage: 'Thank you: we will call you to book your demo.',
  },
} satisfies Meta<typeof InlineLeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Errors: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Book a demo' }));
    await expect(form.getByLabelText('Name')).toHaveAccessibleDescription(M.leadNameRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

async function fillAndSend(canvasElement: HTMLElement) {
  const form = within(canvasElement);
  await userEvent.type(form.getByLabelText('Name'), 'Jane Pro');
  await userEvent.type(form.getByLabelText('Email'), 'jane@example.com');
  await userEvent.type(form.getByLabelText('Phone number'), '(555) 123-4567');
  await userEvent.click(form.getByRole('button', { name: 'Book a demo' }));
}

export const Sent: Story = {
  play: async ({ args, canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ full_name: 'Jane Pro', action: 'book_demo' }),
    );
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Thank you: we will call you to book your demo.',
    );
    await expect(within(canvasElement).getByLabelText('Name')).toHaveValue('');
  },
};

export const ServerRefused: Story = {
  args: { onSubmit: fn(async () => ({ success: false, message: 'Please try again later.' })) },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Please try again later.',
    );
    await expect(within(canvasElement).getByLabelText('Name')).toHaveValue('Jane Pro');
  },
};
