import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'done'; data: T; error: null }
  | { status: 'error'; data: T | null; error: string };

/** The message to show for a failed request (core's errors carry the catalogue's text). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * Runs `load` when `key` changes (null: nothing to load) and keeps the last data while a new
 * one loads. `reload` runs it again. Answers of a stale key are dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>) {
  const [state, setState] = useState<Load<T>>({ status: 'loading', data: null, error: null });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    load().then(
      (data) => live && setState({ status: 'done', data, error: null }),
      (error: unknown) =>
        live && setState((s) => ({ status: 'error', data: s.data, error: errorMessage(error) })),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return {
    ...state,
    reload,
    setData: (data: T) => setState({ status: 'done', data, error: null }),
  };
}
