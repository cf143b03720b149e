/**
 * Save once the value rests (the design studio's autosave): every `schedule` restarts the wait;
 * when it ends the latest value is written through ui's action engine (`createAction`), so a
 * write that an earlier value started never reports over a later one. Framework free: the
 * studio subscribes to its status. A failure waits for `retry` (no automatic loop).
 */
import { createAction } from '@brand/ui';

/** Where the autosave stands: nothing changed yet, waiting or writing, written, or refused. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface Autosave<T> {
  getStatus(): SaveStatus;
  subscribe(listener: (status: SaveStatus) => void): () => void;
  /** `value` changed: saving from now, written once it rested `delayMs`. */
  schedule(value: T): void;
  /** Writes the last scheduled value again (after the same rest). */
  retry(): void;
  /**
   * Stops for now (the screen unmounts): a waiting write is dropped and a running one no longer
   * reports. A later `schedule` starts again (React's strict mode mounts a screen twice).
   */
  cancel(): void;
}

export interface AutosaveOptions<T> {
  delayMs: number;
  save: (value: T) => Promise<unknown>;
  /** The clock (tests pass fake timers' functions); the global timers by default. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createAutosave<T>(options: AutosaveOptions<T>): Autosave<T> {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const write = createAction({ perform: (value: T) => options.save(value) });
  const listeners = new Set<(status: SaveStatus) => void>();
  let timer: unknown = null;
  let last: { value: T } | null = null;

  const statusOf = (): SaveStatus => {
    if (timer !== null) return 'saving';
    const state = write.getState();
    if (state.status === 'pending') return 'saving';
    if (state.status === 'success') return 'saved';
    if (state.status === 'error') return 'failed';
    return 'idle';
  };
  let status = statusOf();
  const update = () => {
    const next = statusOf();
    if (next === status) return;
    status = next;
    for (const listener of [...listeners]) listener(status);
  };
  write.subscribe(update);

  const schedule = (value: T) => {
    last = { value };
    if (timer !== null) clearTimer(timer);
    timer = setTimer(() => {
      timer = null;
      void write.run(value);
      update();
    }, options.delayMs);
    update();
  };

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    schedule,
    retry() {
      if (last) schedule(last.value);
    },
    cancel() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      write.reset();
      update();
    },
  };
}
