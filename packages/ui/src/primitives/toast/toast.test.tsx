import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, type ToastVariant, useToast } from './toast';

function Trigger({ variant, message }: { variant: ToastVariant; message: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ variant, message })}>
      Show
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('given each toast variant', () => {
  it.each([
    ['success', 'Success'],
    ['warning', 'Warning'],
    ['error', 'Error'],
    ['info', 'Information'],
  ] as const)(
    '%s shows its title, the message, a close button and a progress bar',
    async (variant, title) => {
      render(
        <ToastProvider>
          <Trigger
            variant={variant}
            message="No Showroom Found, Please Enter Correct Showroom Id."
          />
        </ToastProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Show' }));
      const message = await screen.findByText(
        'No Showroom Found, Please Enter Correct Showroom Id.',
      );
      const toast = message.closest('[data-slot="toast"]') as HTMLElement;
      expect(toast).toHaveAttribute('data-variant', variant);
      expect(screen.getByText(title)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
      expect(toast.querySelector('[data-slot="toast-progress"]')).toHaveStyle({
        animationDuration: '10000ms',
      });
    },
  );
});

describe('given a shown toast', () => {
  it('closes with its close button', async () => {
    render(
      <ToastProvider>
        <Trigger variant="success" message="Saved to cart" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    await vi.waitFor(() => expect(screen.queryByText('Saved to cart')).not.toBeInTheDocument());
  });

  it('closes by itself after 10 seconds, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ToastProvider>
        <Trigger variant="info" message="Logged Out Successfully" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    expect(screen.getByText('Logged Out Successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByText('Logged Out Successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_500));
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Logged Out Successfully')).not.toBeInTheDocument();
  });
});

describe('given a toast under the pointer (spec 1 §8: pause on hover)', () => {
  it('stays while hovered, then closes 10 seconds after the pointer leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger variant="info" message="Hover keeps me" />
      </ToastProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Show' }).click());
    const toast = screen.getByText('Hover keeps me').closest('[data-slot="toast"]') as HTMLElement;
    await user.hover(toast);
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText('Hover keeps me')).toBeInTheDocument();
    await user.unhover(toast);
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByText('Hover keeps me')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_500));
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Hover keeps me')).not.toBeInTheDocument();
  });
});

function Steps() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ variant: 'error', message: 'Could not save.' })}>
        Fail
      </button>
      <button type="button" onClick={() => toast({ variant: 'warning', message: 'Low stock.' })}>
        Warn
      </button>
      <button type="button" onClick={() => toast({ variant: 'success', message: 'Saved.' })}>
        Succeed
      </button>
    </>
  );
}

describe('given an error toast, then a success (issue 25 item 10)', () => {
  it('the success closes the stale error and leaves other toasts open', async () => {
    render(
      <ToastProvider>
        <Steps />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Warn' }));
    expect(await screen.findByText('Could not save.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Succeed' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Could not save.')).not.toBeInTheDocument());
    expect(screen.getByText('Low stock.')).toBeInTheDocument();
  });
});

describe('given no ToastProvider', () => {
  it('useToast says what to do', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger variant="info" message="x" />)).toThrow('Missing <ToastProvider>');
    vi.restoreAllMocks();
  });
});
