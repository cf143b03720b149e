import { ValidationError } from '@brand/core/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ChatMessageRow, ProjectChat } from './project-chat';

const messages: ChatMessageRow[] = [
  {
    id: 1,
    senderName: 'Dana (Pro)',
    message: 'Here is the layout.',
    created_at: '2026-03-05T18:00:00Z',
    files: [{ id: 9, name: 'layout.pdf', url: '/files/layout.pdf' }],
  },
  {
    id: 2,
    senderName: 'You',
    mine: true,
    message: '<img src=x onerror=alert(1)> looks good',
    created_at: '2026-03-06T18:00:00Z',
  },
];

describe('given messages', () => {
  it('shows them in a live log as text, never HTML', () => {
    const { container } = render(<ProjectChat messages={messages} />);
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('<img src=x onerror=alert(1)> looks good')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(within(log).getByRole('link', { name: 'layout.pdf' })).toHaveAttribute(
      'href',
      '/files/layout.pdf',
    );
    expect(within(log).getByText('03.05.2026')).toBeInTheDocument();
  });

  it('updates live when new messages arrive', () => {
    const { rerender } = render(<ProjectChat messages={messages.slice(0, 1)} />);
    // The log's outer list (the attachment lists inside messages are lists too).
    const log = () =>
      within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('list')[0] as HTMLElement;
    // Only the log's own items (one per message), not the attachments inside them.
    const shown = () =>
      within(log())
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === log());
    expect(shown()).toHaveLength(1);
    expect(screen.queryByText('<img src=x onerror=alert(1)> looks good')).not.toBeInTheDocument();
    rerender(<ProjectChat messages={messages} />);
    expect(shown()).toHaveLength(2);
    expect(shown()[0]).toHaveTextContent('Here is the layout.');
    expect(shown()[1]).toHaveTextContent('<img src=x onerror=alert(1)> looks good');
  });

  it('lists the room files', () => {
    render(<ProjectChat messages={[]} files={[{ id: 3, name: 'quote.pdf', url: '/q.pdf' }]} />);
    expect(
      within(screen.getByRole('region', { name: 'Files' })).getByRole('link', {
        name: 'quote.pdf',
      }),
    ).toBeInTheDocument();
  });
});

describe('given the composer', () => {
  it('sends the text and clears it', async () => {
    const onSend = vi.fn(async () => {});
    render(<ProjectChat messages={[]} onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(input, 'Can we use matte tile?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ message: 'Can we use matte tile?', files: [] });
    expect(input).toHaveValue('');
  });

  it("applies core's upload rule (image types by default)", async () => {
    render(<ProjectChat messages={[]} onSend={async () => {}} />);
    const files = screen.getByLabelText('Attach files');
    expect(files).not.toHaveAttribute('multiple');
    await userEvent.upload(
      files,
      new File(['x'], 'setup.exe', { type: 'application/x-msdownload' }),
      {
        applyAccept: false,
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload a file of type jpg, svg, jpeg, png, bmp, gif.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it("shows the server's field error for a refused file and keeps Send disabled until another file", async () => {
    const onSend = vi.fn(async () => {
      throw new ValidationError('Invalid input OR some mandatory fields are blank.', {
        fieldErrors: { file: ['The image must be at least 200 x 200 pixels.'] },
      });
    });
    render(<ProjectChat messages={[]} onSend={onSend} />);
    const files = screen.getByLabelText('Attach files');
    await userEvent.upload(files, new File(['x'], 'tiny.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image must be at least 200 x 200 pixels.',
    );
    expect(files).toHaveAttribute('aria-invalid', 'true');
    expect(files).toHaveAccessibleDescription('The image must be at least 200 x 200 pixels.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.upload(files, new File(['x'], 'room.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it("shows the server's field error for the message text", async () => {
    const onSend = vi.fn(async () => {
      throw new ValidationError('Invalid input OR some mandatory fields are blank.', {
        fieldErrors: { message: ['The message may not be greater than 5000 characters.'] },
      });
    });
    render(<ProjectChat messages={[]} onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message may not be greater than 5000 characters.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('allows several files when the rule says more than one', () => {
    render(<ProjectChat messages={[]} onSend={async () => {}} uploadRule={{ maxFiles: 3 }} />);
    expect(screen.getByLabelText('Attach files')).toHaveAttribute('multiple');
  });
});

describe('given each state', () => {
  it('loading', () => {
    render(<ProjectChat messages={[]} status="loading" />);
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
  });

  it('empty', () => {
    render(<ProjectChat messages={[]} />);
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  });

  it('error', () => {
    render(
      <ProjectChat
        messages={[]}
        status="error"
        errorMessage="Internal Server error please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Internal Server error please try again.');
  });

  it('hire a designer', async () => {
    const onHireDesigner = vi.fn();
    render(<ProjectChat messages={[]} onHireDesigner={onHireDesigner} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hire a designer' }));
    expect(onHireDesigner).toHaveBeenCalled();
  });
});
