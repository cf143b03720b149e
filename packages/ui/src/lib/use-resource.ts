'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  failed,
  hashKey,
  IDLE,
  isAbort,
  type ResourceKey,
  type ResourceState,
  started,
  succeeded,
} from './resource';

export interface UseResourceOptions<T> {
  /** False keeps the resource idle (no request), as a `null` key does. Default true. */
  enabled?: boolean;
  /** Shown (as 'success') before the first answer, e.g. data rendered on the server. */
  initialData?: T;
  /** Keep showing the previous key's data while the next key loads (paging). Default false. */
  keepPreviousData?: boolean;
}

/** The load's state (a union keyed on `status`) and what a screen does with it. */
export type UseResourceResult<T> = ResourceState<T> & {
  /** Loads the current key again (the running request is aborted); resolves when settled. */
  refetch(): Promise<void>;
  /** Replaces the data shown (e.g. with a write's answer) without a request. */
  setData(update: T | ((current: T | undefined) => T)): void;
};

interface Entry<T> {
  hash: string | null;
  state: ResourceState<T>;
}

/**
 * One data-loading hook for @brand/ui, the site and the embed: `load(signal)` runs for `key`
 * (compared by value) and again whenever the key changes; the answer of a request that is no
 * longer current (key changed, refetched, unmounted) is dropped, and that request is aborted
 * through its signal. `status` is 'idle' | 'loading' | 'success' | 'error', ready for
 * `data-state`. A `null` key or `enabled: false` keeps it idle. `load` may be a new function on
 * every render (the latest one runs): the key alone decides when to load again, so put every
 * input of the load in it.
 *
 * ```tsx
 * const products = useResource(['products', showroom, page], (signal) =>
 *   client.catalog.products({ showroom, page }, { signal }));
 * ```
 */
export function useResource<T>(
  key: ResourceKey | undefined,
  load: (signal: AbortSignal) => Promise<T>,
  options: UseResourceOptions<T> = {},
): UseResourceResult<T> {
  const { enabled = true, initialData, keepPreviousData = false } = options;
  const hash = key === null || key === undefined || !enabled ? null : hashKey(key);
  const loadRef = useRef(load);
  loadRef.current = load;
  const [entry, setEntry] = useState<Entry<T>>(() => ({
    hash,
    state:
      hash === null
        ? (IDLE as ResourceState<T>)
        : initialData !== undefined
          ? succeeded(initialData)
          : started(IDLE as ResourceState<T>, false),
  }));
  const current = useRef<{ id: number; abort?: AbortController }>({ id: 0 });

  const run = useCallback((target: string, keep: boolean): Promise<void> => {
    current.current.abort?.abort();
    const abort = new AbortController();
    const id = current.current.id + 1;
    current.current = { id, abort };
    setEntry((previous) => ({
      hash: target,
      state: started(previous.state, keep || previous.hash === target),
    }));
    const settle = (next: (previous: ResourceState<T>) => ResourceState<T>) => {
      if (current.current.id !== id) return; // a newer request (or unmount) took over
      current.current = { id };
      setEntry((previous) => ({ hash: target, state: next(previous.state) }));
    };
    let promise: Promise<T>;
    try {
      promise = Promise.resolve(loadRef.current(abort.signal));
    } catch (error) {
      promise = Promise.reject(error);
    }
    return promise.then(
      (data) => settle(() => succeeded(data)),
      (error: unknown) => {
        if (abort.signal.aborted && isAbort(error)) return;
        settle(() => failed(error));
      },
    );
  }, []);

  useEffect(() => {
    if (hash === null) {
      setEntry({ hash: null, state: IDLE as ResourceState<T> });
      return;
    }
    void run(hash, keepPreviousData);
    return () => {
      // Unmount or a new key: abort, and let no late answer through.
      current.current.abort?.abort();
      current.current = { id: current.current.id + 1 };
    };
  }, [hash, keepPreviousData, run]);

  const refetch = useCallback(
    () => (hash === null ? Promise.resolve() : run(hash, true)),
    [hash, run],
  );
  const setData = useCallback((update: T | ((current: T | undefined) => T)) => {
    setEntry((previous) => {
      const data =
        typeof update === 'function'
          ? (update as (current: T | undefined) => T)(previous.state.data)
          : update;
      return { hash: previous.hash, state: succeeded(data) };
    });
  }, []);

  // The render right after a key change, before the effect runs: show the new key's state
  // (loading, or the previous data with keepPreviousData), never the old key's answer.
  let state = entry.state;
  if (entry.hash !== hash) {
    state = hash === null ? (IDLE as ResourceState<T>) : started(entry.state, keepPreviousData);
  }
  return { ...state, refetch, setData };
}
