import { describe, expect, it, vi } from 'vitest';
import { createHistory, record, redo, startHistory, undo } from './history.ts';

describe('given a new history', () => {
  it('has its present and nothing to undo or redo', () => {
    const history = startHistory({ floor: 1 });
    expect(history).toEqual({ past: [], present: { floor: 1 }, future: [] });
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });
});

describe('given steps recorded', () => {
  it('undoes them newest first and redoes them in order', () => {
    let h = startHistory('a');
    h = record(h, 'b');
    h = record(h, 'c');
    expect(h).toEqual({ past: ['a', 'b'], present: 'c', future: [] });
    h = undo(h);
    expect(h).toEqual({ past: ['a'], present: 'b', future: ['c'] });
    h = undo(h);
    expect(h).toEqual({ past: [], present: 'a', future: ['b', 'c'] });
    h = redo(h);
    expect(h).toEqual({ past: ['a'], present: 'b', future: ['c'] });
  });

  it('drops what could be redone when a new step is recorded after an undo', () => {
    let h = record(record(startHistory(1), 2), 3);
    h = undo(h);
    h = record(h, 4);
    expect(h).toEqual({ past: [1, 2], present: 4, future: [] });
  });

  it('records nothing for an equal present (Object.is, or the given equality)', () => {
    const h = record(startHistory(5), 6);
    expect(record(h, 6)).toBe(h);
    const byId = (a: { id: number }, b: { id: number }) => a.id === b.id;
    const objects = startHistory({ id: 1 });
    expect(record(objects, { id: 1 }, { same: byId })).toBe(objects);
    expect(record(objects, { id: 1 })).not.toBe(objects);
  });

  it('keeps at most `limit` steps to undo, forgetting the oldest', () => {
    let h = startHistory(0);
    for (const n of [1, 2, 3, 4]) h = record(h, n, { limit: 2 });
    expect(h.past).toEqual([2, 3]);
    expect(h.present).toBe(4);
  });
});

describe('given a history store', () => {
  it('tells its subscribers about real changes only', () => {
    const store = createHistory('a');
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.undo();
    store.set('a');
    expect(listener).not.toHaveBeenCalled();
    store.set('b');
    store.set((present) => `${present}c`);
    expect(store.getState().present).toBe('bc');
    expect(store.canUndo()).toBe(true);
    store.undo();
    expect(store.canRedo()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    store.redo();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getState().present).toBe('bc');
  });
});
