import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { useResource } from './use-resource';

/** A load whose answers the test releases by hand, recording every signal it was given. */
function deferredLoads<T>() {
  const calls: {
    key: unknown;
    signal: AbortSignal;
    resolve(value: T): void;
    reject(e: unknown): void;
  }[] = [];
  const load = (key: unknown) => (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ key, signal, resolve, reject });
    });
  return { calls, load };
}

describe('given a key', () => {
  it('is loading, then success with the answer', async () => {
    const { calls, load } = deferredLoads<string[]>();
    const { result } = renderHook(() => useResource(['products', 1], load(1)));
    expect(result.current.status).toBe('loading');
    expect(result.current.isFetching).toBe(true);
    expect(result.current.data).toBeUndefined();
    await act(async () => calls[0]?.resolve(['Carrara Marble Tile']));
    expect(result.current.status).toBe('success');
    expect(result.current.data).toEqual(['Carrara Marble Tile']);
    expect(result.current.isFetching).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('does not load again for an equal key (compared by value)', async () => {
    const load = vi.fn(async () => 'ok');
    const { result, rerender } = renderHook(({ page }) => useResource(['page', page], load), {
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    rerender({ page: 1 });
    rerender({ page: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('given a key that changes while a load runs', () => {
  it('aborts the old request and never shows its late answer', async () => {
    const { calls, load } = deferredLoads<string>();
    const { result, rerender } = renderHook(({ page }) => useResource(['page', page], load(page)), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    // The render of the new key already shows it loading, not the first key's state.
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    await act(async () => calls[1]?.resolve('page 2'));
    await act(async () => calls[0]?.resolve('page 1'));
    expect(result.current.data).toBe('page 2');
    expect(result.current.status).toBe('success');
  });

  it('keeps showing the previous data while the next key loads with keepPreviousData', async () => {
    const { calls, load } = deferredLoads<string>();
    const { result, rerender } = renderHook(
      ({ page }) => useResource(['page', page], load(page), { keepPreviousData: true }),
      { initialProps: { page: 1 } },
    );
    await act(async () => calls[0]?.resolve('page 1'));
    rerender({ page: 2 });
    expect(result.current.status).toBe('success');
    expect(result.current.data).toBe('page 1');
    expect(result.current.isFetching).toBe(true);
    await act(async () => calls[1]?.resolve('page 2'));
    expect(result.current.data).toBe('page 2');
    expect(result.current.isFetching).toBe(false);
  });
});

describe('given a failing load', () => {
  it('is error with the reason, and a refetch loads again', async () => {
    const { calls, load } = deferredLoads<string>();
    const { result } = renderHook(() => useResource('profile', load('profile')));
    const reason = new Error('No Showroom Found, Please Enter Correct Showroom Id.');
    await act(async () => calls[0]?.reject(reason));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(reason);
    expect(result.current.data).toBeUndefined();
    let refetched: Promise<void> | undefined;
    act(() => {
      refetched = result.current.refetch();
    });
    expect(result.current.status).toBe('loading');
    await act(async () => {
      calls[1]?.resolve('AB12CD34');
      await refetched;
    });
    expect(result.current.status).toBe('success');
    expect(result.current.error).toBeUndefined();
  });

  it('reports a load that throws synchronously as an error too', async () => {
    const reason = new Error('Please enter a valid showroom ID.');
    const { result } = renderHook(() =>
      useResource('bad', () => {
        throw reason;
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(reason);
  });
});

describe('given data on screen', () => {
  it('keeps it while refetching, then shows the new answer', async () => {
    const { calls, load } = deferredLoads<number>();
    const { result } = renderHook(() => useResource('count', load('count')));
    await act(async () => calls[0]?.resolve(1));
    act(() => {
      void result.current.refetch();
    });
    expect(result.current.status).toBe('success');
    expect(result.current.data).toBe(1);
    expect(result.current.isFetching).toBe(true);
    expect(calls[0]?.signal.aborted).toBe(false);
    await act(async () => calls[1]?.resolve(2));
    expect(result.current.data).toBe(2);
  });

  it('takes a write’s answer through setData without a request', async () => {
    const load = vi.fn(async () => ({ count: 1 }));
    const { result } = renderHook(() => useResource('cart', load));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.setData((cart) => ({ count: (cart?.count ?? 0) + 2 })));
    expect(result.current.data).toEqual({ count: 3 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts from initialData as success and refreshes it in the background', async () => {
    const { calls, load } = deferredLoads<string>();
    const { result } = renderHook(() =>
      useResource('profile', load('profile'), { initialData: 'from the server' }),
    );
    expect(result.current.status).toBe('success');
    expect(result.current.data).toBe('from the server');
    await act(async () => calls[0]?.resolve('fresh'));
    expect(result.current.data).toBe('fresh');
  });
});

describe('given no key or a disabled resource', () => {
  it('stays idle and never loads', () => {
    const load = vi.fn(async () => 'x');
    const { result: none } = renderHook(() => useResource(null, load));
    const { result: off } = renderHook(() => useResource('x', load, { enabled: false }));
    expect(none.current.status).toBe('idle');
    expect(off.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('given an unmount while loading', () => {
  it('aborts the request', async () => {
    const { calls, load } = deferredLoads<string>();
    const { unmount } = renderHook(() => useResource('product', load('product')));
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    expect(calls[0]?.signal.aborted).toBe(true);
  });
});

describe('given strict TypeScript (the README example)', () => {
  it('narrows on status: data is there on success, error on error', async () => {
    const { result } = renderHook(() => useResource(['product', 1], async () => ({ name: 'Oak' })));
    await waitFor(() => expect(result.current.status).toBe('success'));
    const product = result.current;
    // Compiles under `strict` without "'product.data' is possibly 'undefined'".
    if (product.status === 'success') {
      expectTypeOf(product.data).toEqualTypeOf<{ name: string }>();
      expect(product.data.name).toBe('Oak');
    }
    if (product.status === 'loading' || product.status === 'idle') {
      expectTypeOf(product.data).toEqualTypeOf<undefined>();
    }
    if (product.status === 'error') expectTypeOf(product.error).toEqualTypeOf<unknown>();
  });
});
