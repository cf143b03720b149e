import { ValidationError } from '@brand/core/client';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

describe('given a component with an action', () => {
  it('renders idle, pending, then success with the answer', async () => {
    let release: (value: string) => void = () => {};
    const { result } = renderHook(() =>
      useAction({
        perform: (_id: number) =>
          new Promise<string>((resolve) => {
            release = resolve;
          }),
      }),
    );
    expect(result.current.status).toBe('idle');
    expect(result.current.isPending).toBe(false);
    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = result.current.run(4);
    });
    expect(result.current.status).toBe('pending');
    expect(result.current.isPending).toBe(true);
    expect(result.current.variables).toBe(4);
    await act(async () => {
      release('saved');
      await run;
    });
    expect(result.current.status).toBe('success');
    if (result.current.status === 'success') expect(result.current.data).toBe('saved');
  });

  it('renders a refusal with its field messages, and reset clears it', async () => {
    const { result } = renderHook(() =>
      useAction({
        perform: async () =>
          Promise.reject(
            new ValidationError('Invalid.', { fieldErrors: { reason: ['Give a reason.'] } }),
          ),
      }),
    );
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.status).toBe('error');
    expect(result.current.fieldErrors).toEqual({ reason: 'Give a reason.' });
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
    expect(result.current.fieldErrors).toEqual({});
  });

  it('keeps run stable and calls the callbacks of the latest render', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(
      ({ onSuccess }) => useAction<void, string>({ perform: async () => 'ok', onSuccess }),
      { initialProps: { onSuccess: first } },
    );
    const run = result.current.run;
    rerender({ onSuccess: second });
    expect(result.current.run).toBe(run);
    await act(async () => {
      await result.current.run();
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('ok', undefined);
  });

  it('reloads the resources it lists after a success', async () => {
    const list = { refetch: vi.fn(async () => {}) };
    const { result } = renderHook(() => useAction({ perform: async () => 'ok', reload: [list] }));
    await act(async () => {
      await result.current.run();
    });
    expect(list.refetch).toHaveBeenCalledTimes(1);
  });

  it('lets a write finish after unmount without touching React', async () => {
    let release: () => void = () => {};
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() =>
      useAction<void, void>({
        perform: () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
        onSuccess,
      }),
    );
    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = result.current.run();
    });
    unmount();
    release();
    await run;
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
