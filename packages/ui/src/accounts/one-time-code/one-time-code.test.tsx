import { VALIDATION_MESSAGES } from '@brand/core/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OneTimeCodeEntry } from './one-time-code';

// Typing-heavy tests: keep them green on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 20_000 });

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const typed = () =>
  boxes()
    .map((box) => (box as HTMLInputElement).value)
    .join('');

describe('given an empty code', () => {
  it('shows six labelled digit boxes in a named group', () => {
    render(<OneTimeCodeEntry onVerify={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  });

  it("refuses to verify fewer than 6 digits with core's message", async () => {
    const onVerify = vi.fn();
    render(<OneTimeCodeEntry onVerify={onVerify} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.otpInvalid);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveFocus();
  });
});

describe('given typing', () => {
  it('keeps digits only and moves focus box to box', async () => {
    render(<OneTimeCodeEntry onVerify={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '1a2-3 4');
    expect(typed()).toBe('1234');
    expect(screen.getByRole('textbox', { name: 'Digit 5 of 6' })).toHaveFocus();
  });

  it('goes back a box on Backspace in an empty box', async () => {
    render(<OneTimeCodeEntry onVerify={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '12');
    await userEvent.keyboard('{Backspace}');
    expect(typed()).toBe('1');
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveFocus();
  });

  it('reports every change to onValueChange and follows a controlled value', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <OneTimeCodeEntry value="12" onValueChange={onValueChange} onVerify={vi.fn()} />,
    );
    expect(typed()).toBe('12');
    await userEvent.type(screen.getByRole('textbox', { name: 'Digit 3 of 6' }), '3');
    expect(onValueChange).toHaveBeenLastCalledWith('123');
    expect(typed()).toBe('12');
    rerender(<OneTimeCodeEntry value="123" onValueChange={onValueChange} onVerify={vi.fn()} />);
    expect(typed()).toBe('123');
  });
});

describe('given a pasted code', () => {
  it('spreads the digits over the boxes and ignores the rest', async () => {
    render(<OneTimeCodeEntry onVerify={vi.fn()} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('Your code: 482 913');
    expect(typed()).toBe('482913');
  });

  it('submits at once with autoSubmit', async () => {
    const onVerify = vi.fn().mockResolvedValue({ valid: true });
    render(<OneTimeCodeEntry onVerify={onVerify} autoSubmit />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('482913');
    expect(onVerify).toHaveBeenCalledWith('482913');
  });
});

describe('given a code to verify', () => {
  it('sends the six digits and marks the form verified', async () => {
    const onVerify = vi.fn().mockResolvedValue({ valid: true, message: 'Code verified.' });
    const { container } = render(<OneTimeCodeEntry onVerify={onVerify} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).toHaveBeenCalledWith('123456');
    expect(await screen.findByRole('status')).toHaveTextContent('Code verified.');
    expect(container.querySelector('[data-slot="one-time-code"]')).toHaveAttribute(
      'data-state',
      'verified',
    );
  });

  it("shows the server's message when the code is not valid", async () => {
    const onVerify = vi.fn().mockResolvedValue({ valid: false, message: 'Invalid OTP.' });
    render(<OneTimeCodeEntry onVerify={onVerify} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP.');
    for (const box of boxes()) expect(box).toHaveAccessibleDescription('Invalid OTP.');
  });

  it('shows the message of a rejected call', async () => {
    const onVerify = vi.fn().mockRejectedValue(new Error('Too many attempts. Please wait.'));
    render(<OneTimeCodeEntry onVerify={onVerify} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait.');
  });
});

describe('given a code request', () => {
  it("sends a code, shows the server's message and offers a new one", async () => {
    const onRequestCode = vi.fn().mockResolvedValue('We emailed you a code.');
    render(<OneTimeCodeEntry onVerify={vi.fn()} onRequestCode={onRequestCode} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(onRequestCode).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('We emailed you a code.');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
  });
});
