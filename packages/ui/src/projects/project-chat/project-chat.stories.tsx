import { ValidationError } from '@brand/core/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ChatMessageRow, ProjectChat } from './project-chat';

const messages: ChatMessageRow[] = [
  {
    id: 1,
    senderName: 'Dana Reyes (Pro)',
    message: 'Here is the kitchen layout with the island moved 6 inches.',
    created_at: '2026-03-05T18:00:00Z',
    files: [{ id: 9, name: 'kitchen-layout-v2.pdf', url: '#layout' }],
  },
  {
    id: 2,
    senderName: 'You',
    mine: true,
    message: 'Looks great. <b>Can we</b> try the matte tile too?',
    created_at: '2026-03-06T18:00:00Z',
  },
];

const meta = {
  title: 'Projects/ProjectChat',
  component: ProjectChat,
  args: {
    messages,
    files: [
      { id: 9, name: 'kitchen-layout-v2.pdf', url: '#layout' },
      { id: 10, name: 'tile-quote.pdf', url: '#quote' },
    ],
    onSend: fn(async () => {}),
    onHireDesigner: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ProjectChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Looks great. <b>Can we</b> try the matte tile too?'),
    ).toBeInTheDocument();
  },
};

export const Composing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Matte please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({ message: 'Matte please.', files: [] });
  },
};

export const Loading: Story = { args: { messages: [], files: [], status: 'loading' } };
export const Empty: Story = { args: { messages: [], files: [] } };
export const ErrorState: Story = {
  name: 'Error',
  args: {
    messages: [],
    files: [],
    status: 'error',
    errorMessage: 'Internal Server error please try again.',
    onRetry: fn(),
  },
};

/** The server refuses a file (422 with a field error): it shows beside the file input. */
export const ServerRefusesFile: Story = {
  args: {
    messages: [],
    files: [],
    onSend: fn(async () => {
      throw new ValidationError('Invalid input OR some mandatory fields are blank.', {
        fieldErrors: { file: ['The image must be at least 200 x 200 pixels.'] },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Attach files');
    await userEvent.upload(input, new File(['x'], 'tiny.png', { type: 'image/png' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The image must be at least 200 x 200 pixels.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};
