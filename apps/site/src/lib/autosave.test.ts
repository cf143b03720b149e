import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type SaveStatus } from './autosave.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Writes the test settles by hand. */
function writes() {
  const calls: { value: string; resolve(): void; reject(e: unknown): void }[] = [];
  const save = (value: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ value, resolve, reject });
    });
  return { calls, save };
}

describe('given changes that rest', () => {
  it('is idle until a change, saving while it rests and writes, then saved', async () => {
    const { calls, save } = writes();
    const autosave = createAutosave({ delayMs: 800, save });
    const seen: SaveStatus[] = [];
    autosave.subscribe((status) => seen.push(status));
    expect(autosave.getStatus()).toBe('idle');
    autosave.schedule('one');
    expect(autosave.getStatus()).toBe('saving');
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.value)).toEqual(['one']);
    expect(autosave.getStatus()).toBe('saving');
    calls[0]?.resolve();
    await vi.runAllTimersAsync();
    expect(autosave.getStatus()).toBe('saved');
    expect(seen).toEqual(['saving', 'saved']);
  });

  it('writes only the latest of quick changes (each restarts the wait)', async () => {
    const { calls, save } = writes();
    const autosave = createAutosave({ delayMs: 800, save });
    autosave.schedule('a');
    await vi.advanceTimersByTimeAsync(500);
    autosave.schedule('b');
    await vi.advanceTimersByTimeAsync(500);
    autosave.schedule('c');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.value)).toEqual(['c']);
  });
});

describe('given a write that an older value started', () => {
  it('never reports over the newer one', async () => {
    const { calls, save } = writes();
    const autosave = createAutosave({ delayMs: 800, save });
    autosave.schedule('old');
    await vi.advanceTimersByTimeAsync(800);
    autosave.schedule('new');
    calls[0]?.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    // The old write failed, but the new value is still on its way: saving, not failed.
    expect(autosave.getStatus()).toBe('saving');
    await vi.advanceTimersByTimeAsync(800);
    calls[1]?.resolve();
    await vi.runAllTimersAsync();
    expect(autosave.getStatus()).toBe('saved');
  });
});

describe('given a refused write', () => {
  it('is failed until retry writes the last value again', async () => {
    const { calls, save } = writes();
    const autosave = createAutosave({ delayMs: 800, save });
    autosave.schedule('design');
    await vi.advanceTimersByTimeAsync(800);
    calls[0]?.reject(new Error('Your design could not be saved.'));
    await vi.runAllTimersAsync();
    expect(autosave.getStatus()).toBe('failed');
    autosave.retry();
    expect(autosave.getStatus()).toBe('saving');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.value)).toEqual(['design', 'design']);
    calls[1]?.resolve();
    await vi.runAllTimersAsync();
    expect(autosave.getStatus()).toBe('saved');
  });

  it('does nothing on retry before any change', () => {
    const save = vi.fn(async () => {});
    const autosave = createAutosave({ delayMs: 800, save });
    autosave.retry();
    expect(autosave.getStatus()).toBe('idle');
  });
});

describe('given a cancel (the studio closes)', () => {
  it('drops the waiting write, never reports the running one, and can start again', async () => {
    const { calls, save } = writes();
    const autosave = createAutosave({ delayMs: 800, save });
    autosave.schedule('written');
    await vi.advanceTimersByTimeAsync(800);
    autosave.schedule('unsaved');
    autosave.cancel();
    expect(autosave.getStatus()).toBe('idle');
    const listener = vi.fn();
    autosave.subscribe(listener);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.map((c) => c.value)).toEqual(['written']);
    expect(listener).not.toHaveBeenCalled();
    expect(autosave.getStatus()).toBe('idle');
    // Mounted again (strict mode): a new change saves as before.
    autosave.schedule('again');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.value)).toEqual(['written', 'again']);
  });
});
