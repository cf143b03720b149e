/**
 * Undo and redo over immutable snapshots (tldraw's history manager and Excalidraw's history, in
 * miniature): the present, what came before it and what an undo set aside. Pure and framework
 * free: `record`, `undo` and `redo` are functions of the history, and `createHistory` is a
 * small store over them that a screen subscribes to (useSyncExternalStore).
 */

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** A history that starts at `present`, with nothing to undo or redo. */
export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

/**
 * `next` becomes the present; the old present can be undone and the redo list is dropped. An
 * equal present (`same`, Object.is by default) records nothing: the history is returned as is.
 * With `limit`, the oldest snapshots beyond it are forgotten.
 */
export function record<T>(
  history: History<T>,
  next: T,
  options: { same?: (a: T, b: T) => boolean; limit?: number } = {},
): History<T> {
  const same = options.same ?? Object.is;
  if (same(history.present, next)) return history;
  const past = [...history.past, history.present];
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  return { past: past.slice(Math.max(0, past.length - limit)), present: next, future: [] };
}

/** The previous snapshot becomes the present (the present can be redone); as is when none. */
export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

/** The snapshot an undo set aside becomes the present again; as is when none. */
export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}

export interface HistoryStore<T> {
  getState(): History<T>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (history: History<T>) => void): () => void;
  /** Records `next` (or what `update` makes of the present). */
  set(next: T | ((present: T) => T)): void;
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
}

/** A history a screen subscribes to; listeners hear only real changes. */
export function createHistory<T>(
  initial: T,
  options: { same?: (a: T, b: T) => boolean; limit?: number } = {},
): HistoryStore<T> {
  let state = startHistory(initial);
  const listeners = new Set<(history: History<T>) => void>();
  const move = (next: History<T>) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener(state);
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      const value = typeof next === 'function' ? (next as (present: T) => T)(state.present) : next;
      move(record(state, value, options));
    },
    undo: () => move(undo(state)),
    redo: () => move(redo(state)),
    canUndo: () => state.past.length > 0,
    canRedo: () => state.future.length > 0,
  };
}
