import { useResource } from '@brand/ui';
import { useRef } from 'react';
import { type Load, loadState } from './load-state.ts';

export { errorMessage, type Load } from './load-state.ts';

export type LoadResult<T> = Load<T> & {
  /** Loads the current key again (the last data stays shown); resolves when it settled. */
  reload: () => Promise<void>;
  /** Shows `data` (e.g. a write's answer) without a request; an updater gets the data shown. */
  setData: (data: T | ((current: T | null) => T)) => void;
};

/**
 * The site's data-loading hook, on the one loading engine of the SDK (@brand/ui's
 * `useResource`, which the embed uses too): runs `load` when `key` changes (null: nothing to
 * load) and keeps the last data while a new one loads and after a failure, so a page never
 * blanks what it showed (./load-state.ts). `reload` runs it again. Answers of a stale key are
 * dropped (and their requests' signals aborted).
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): LoadResult<T> {
  const resource = useResource<T>(key, () => load(), { keepPreviousData: true });
  // The last answer of any key: shown while the next one loads, and beside an error.
  const last = useRef<T | null>(null);
  if (resource.data !== undefined) last.current = resource.data;
  const { refetch, setData } = resource;
  return {
    ...loadState(resource, last.current),
    reload: refetch,
    setData: (next) =>
      setData(
        typeof next === 'function'
          ? (current) => (next as (current: T | null) => T)(current ?? null)
          : next,
      ),
  };
}
