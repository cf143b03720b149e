import { CHUNK_LOAD_TIMEOUT_MS } from '@brand/core/rules';
import { type ComponentType, createElement, lazy } from 'react';

/** A screen's script chunk did not arrive within the timeout (spec 1 §8, §9: 120000 ms). */
export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(
      `This page took longer than ${Math.round(timeoutMs / 1000)} seconds to load. Check your connection and try again.`,
    );
    this.timeoutMs = timeoutMs;
  }
}

/** A screen's script chunk failed to download (network error, new deployment, ...). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super('This page could not be loaded. Check your connection and try again.', { cause });
  }
}

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: never) => void;
};

/**
 * Runs `load` and rejects with a ChunkLoadTimeoutError when it has not settled after
 * `timeoutMs`; a failed load rejects with a ChunkLoadError (a timeout error is passed through).
 */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
  timers: Timers = globalThis as unknown as Timers,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = timers.setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadTimeoutError(timeoutMs));
    }, timeoutMs);
    const finish = () => {
      settled = true;
      timers.clearTimeout(timer as never);
    };
    load().then(
      (value) => {
        if (settled) return;
        finish();
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        finish();
        reject(error instanceof ChunkLoadTimeoutError ? error : new ChunkLoadError(error));
      },
    );
  });
}

const resetters = new Set<() => void>();

/** Lets every screen whose chunk failed to load try again (the error boundary's retry). */
export function resetFailedPages(): void {
  for (const reset of resetters) reset();
}

type PageModule<P> = { default: ComponentType<P> };

/**
 * Route-level code splitting: React.lazy over `load` with the chunk load timeout. After a
 * failure, `resetFailedPages()` makes the next render load the chunk again (React.lazy alone
 * would keep the rejected promise forever).
 */
export function lazyPage<P extends object>(
  load: () => Promise<PageModule<P>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): ComponentType<P> {
  let failed = false;
  const make = () =>
    lazy(() =>
      loadWithTimeout(load, timeoutMs).catch((error: unknown) => {
        failed = true;
        throw error;
      }),
    );
  let Lazy = make();
  resetters.add(() => {
    if (!failed) return;
    failed = false;
    Lazy = make();
  });
  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, a factory called once per route at module level
  function LazyPage(props: P) {
    return createElement(Lazy as ComponentType<P>, props);
  }
  return LazyPage;
}
