/**
 * The loading-state engine behind `useResource` (TanStack Query's QueryObserver -> useBaseQuery
 * split, in miniature): the states a load goes through and how a new key, a refetch, an answer
 * or a failure moves between them. Pure, no React: the hook in ./use-resource.ts is a thin
 * binding, and the rules are tested here once.
 */

/** Where a load stands; components show it as `data-state`. */
export type ResourceStatus = 'idle' | 'loading' | 'success' | 'error';

/** What identifies a load: when it changes (by value), the old load is aborted and a new one starts. */
export type ResourceKey = string | number | boolean | null | readonly unknown[];

/**
 * A load's state, keyed on `status`, so `if (product.status === 'success') product.data.name`
 * compiles under `strict`: `data` is there on 'success' only (kept there while a refetch runs,
 * and across keys with keepPreviousData), `error` on 'error' only. `isFetching` is true while a
 * request is in flight, also a refetch that keeps showing data.
 */
export type ResourceState<T> =
  /** No key, or disabled: nothing loads. */
  | { status: 'idle'; data: undefined; error: undefined; isFetching: false }
  /** The first request for this key runs, nothing to show yet. */
  | { status: 'loading'; data: undefined; error: undefined; isFetching: true }
  /** The last answer for this key. */
  | { status: 'success'; data: T; error: undefined; isFetching: boolean }
  /** Why the last load failed. */
  | { status: 'error'; data: undefined; error: unknown; isFetching: false };

/** One comparable string per key value (arrays and objects by their JSON). */
export function hashKey(key: ResourceKey): string {
  return JSON.stringify(key);
}

export const IDLE: ResourceState<never> = {
  status: 'idle',
  data: undefined,
  error: undefined,
  isFetching: false,
};

/** A request starts: keep what is shown when `keep` (a refetch, or keepPreviousData), else load. */
export function started<T>(state: ResourceState<T>, keep: boolean): ResourceState<T> {
  if (keep && state.status === 'success' && state.data !== undefined) {
    return { ...state, isFetching: true };
  }
  return { status: 'loading', data: undefined, error: undefined, isFetching: true };
}

/** The answer of the current request. */
export function succeeded<T>(data: T): ResourceState<T> {
  return { status: 'success', data, error: undefined, isFetching: false };
}

/** The failure of the current request: the data shown so far goes, the error is shown. */
export function failed<T>(error: unknown): ResourceState<T> {
  return { status: 'error', data: undefined, error, isFetching: false };
}

/** True for the rejection an aborted request produces (never shown as an error). */
export function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
