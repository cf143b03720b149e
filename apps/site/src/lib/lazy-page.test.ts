import { CHUNK_LOAD_TIMEOUT_MS } from '@brand/core/rules';
import { createElement, type ReactElement, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  ChunkLoadTimeoutError,
  lazyPage,
  loadWithTimeout,
  resetFailedPages,
} from './lazy-page.ts';

describe('given the spec chunk load timeout', () => {
  it('is 120000 ms (spec 1 §9: "Script chunk load timeout is 120000 ms.")', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});

describe('given loadWithTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the module when it arrives before the timeout', async () => {
    const module = { default: 'page' };
    const result = loadWithTimeout(
      () => new Promise((resolve) => setTimeout(() => resolve(module), 119_999)),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await expect(result).resolves.toBe(module);
  });

  it('rejects with ChunkLoadTimeoutError after 120 seconds without a module', async () => {
    const result = loadWithTimeout(() => new Promise<never>(() => {}));
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    expect((error as ChunkLoadTimeoutError).timeoutMs).toBe(120_000);
    expect((error as Error).message).toBe(
      'This page took longer than 120 seconds to load. Check your connection and try again.',
    );
  });

  it('honours a custom timeout', async () => {
    const result = loadWithTimeout(() => new Promise<never>(() => {}), 5_000);
    const caught = result.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await caught).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('wraps a failed download in ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toBe(
      'This page could not be loaded. Check your connection and try again.',
    );
    expect((error as Error).cause).toBe(cause);
  });

  it('clears its timer once the module arrived (a late timeout never fires)', async () => {
    const result = loadWithTimeout(() => Promise.resolve('ok'));
    await expect(result).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores a module that arrives after the timeout already rejected', async () => {
    let resolveLate: (value: string) => void = () => {};
    const result = loadWithTimeout(
      () =>
        new Promise<string>((resolve) => {
          resolveLate = resolve;
        }),
      1_000,
    );
    const caught = result.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    resolveLate('too late');
    expect(await caught).toBeInstanceOf(ChunkLoadTimeoutError);
  });
});

/** Renders `element` to HTML the way a server prerender does: it waits for lazy pages. */
async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element, { onError: () => {} });
  return new Response(prelude).text();
}

function page(text: string) {
  return { default: () => createElement('p', null, text) };
}

describe('given a lazy page whose chunk failed', () => {
  it('shows the page once its chunk arrives', async () => {
    const Page = lazyPage(() => Promise.resolve(page('Return Policy')), 1_000);
    const out = await html(createElement(Suspense, { fallback: 'Loading' }, createElement(Page)));
    expect(out).toContain('<p>Return Policy</p>');
  });

  it('loads the chunk again after resetFailedPages (React.lazy alone would not)', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof page>>>()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValue(page('About us'));
    const Page = lazyPage(load, 1_000);
    const tree = () => createElement(Suspense, { fallback: 'Loading' }, createElement(Page));

    expect(await html(tree())).not.toContain('About us');
    expect(await html(tree())).not.toContain('About us');
    expect(load).toHaveBeenCalledTimes(1);

    resetFailedPages();
    expect(await html(tree())).toContain('<p>About us</p>');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not reload a page that loaded fine when failed pages are reset', async () => {
    const load = vi.fn(() => Promise.resolve(page('FAQ')));
    const Page = lazyPage(load, 1_000);
    const tree = () => createElement(Suspense, { fallback: 'Loading' }, createElement(Page));
    expect(await html(tree())).toContain('FAQ');
    resetFailedPages();
    expect(await html(tree())).toContain('FAQ');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
