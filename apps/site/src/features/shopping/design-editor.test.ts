import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDesignEditor, type Design } from './design-editor.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const OPENING: Design = { floor: 101, walls: 201 };

describe('given the opening design', () => {
  it('shows it with nothing to undo, redo or save', () => {
    const editor = createDesignEditor({ initial: OPENING, delayMs: 800, save: vi.fn() });
    expect(editor.getSnapshot()).toEqual({
      design: OPENING,
      canUndo: false,
      canRedo: false,
      saveStatus: 'idle',
    });
  });
});

describe('given products chosen', () => {
  it('undoes and redoes the choices, and tells the screen each time', () => {
    const editor = createDesignEditor({ initial: OPENING, delayMs: 800 });
    const listener = vi.fn();
    editor.subscribe(listener);
    editor.choose('floor', 102);
    editor.choose('walls', 202);
    expect(editor.getSnapshot().design).toEqual({ floor: 102, walls: 202 });
    editor.undo();
    expect(editor.getSnapshot()).toMatchObject({
      design: { floor: 102, walls: 201 },
      canUndo: true,
      canRedo: true,
    });
    editor.undo();
    expect(editor.getSnapshot()).toMatchObject({ design: OPENING, canUndo: false });
    editor.redo();
    expect(editor.getSnapshot().design).toEqual({ floor: 102, walls: 201 });
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it('records nothing when the chosen product is already on the surface', () => {
    const editor = createDesignEditor({ initial: OPENING, delayMs: 800 });
    const before = editor.getSnapshot();
    editor.choose('floor', 101);
    expect(editor.getSnapshot()).toBe(before);
    expect(before.canUndo).toBe(false);
  });

  it('drops the redo list when a new product is chosen after an undo', () => {
    const editor = createDesignEditor({ initial: OPENING, delayMs: 800 });
    editor.choose('floor', 102);
    editor.undo();
    editor.choose('floor', 103);
    expect(editor.getSnapshot()).toMatchObject({ design: { floor: 103 }, canRedo: false });
  });

  it('keeps one snapshot object between changes (what useSyncExternalStore needs)', () => {
    const editor = createDesignEditor({ initial: OPENING, delayMs: 800 });
    expect(editor.getSnapshot()).toBe(editor.getSnapshot());
  });
});

describe('given an autosave', () => {
  it('saves the design once it rests, and an undo back to the opening design too', async () => {
    const save = vi.fn(async (_design: Design) => {});
    const editor = createDesignEditor({ initial: OPENING, delayMs: 800, save });
    editor.choose('floor', 102);
    expect(editor.getSnapshot().saveStatus).toBe('saving');
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith({ floor: 102, walls: 201 });
    expect(editor.getSnapshot().saveStatus).toBe('saved');
    editor.undo();
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith(OPENING);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('says failed, and Save again writes the same design', async () => {
    const save = vi
      .fn<(design: Design) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const editor = createDesignEditor({ initial: OPENING, delayMs: 800, save });
    editor.choose('walls', 203);
    await vi.advanceTimersByTimeAsync(800);
    expect(editor.getSnapshot().saveStatus).toBe('failed');
    editor.retrySave();
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0]).toEqual({ floor: 101, walls: 203 });
    expect(editor.getSnapshot().saveStatus).toBe('saved');
  });

  it('saves nothing after dispose, nor without a save function', async () => {
    const save = vi.fn(async () => {});
    const editor = createDesignEditor({ initial: OPENING, delayMs: 800, save });
    editor.choose('floor', 102);
    editor.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
    const unsaved = createDesignEditor({ initial: OPENING, delayMs: 800 });
    unsaved.choose('floor', 102);
    expect(unsaved.getSnapshot().saveStatus).toBe('idle');
  });
});

describe('given finishes chosen (issue 29 item 3)', () => {
  it('sets, undoes and clears a finish and saves it with the products', async () => {
    const save = vi.fn(() => Promise.resolve());
    const editor = createDesignEditor({ initial: OPENING, delayMs: 800, save });
    editor.finish('paint', 'sage-green');
    editor.finish('cabinetColour', 'navy');
    expect(editor.getSnapshot().design).toEqual({
      ...OPENING,
      finishes: { paint: 'sage-green', cabinetColour: 'navy' },
    });
    editor.undo();
    expect(editor.getSnapshot().design.finishes).toEqual({ paint: 'sage-green' });
    // The same finish again records nothing; null goes back to the default look.
    const before = editor.getSnapshot();
    editor.finish('paint', 'sage-green');
    expect(editor.getSnapshot()).toBe(before);
    editor.finish('paint', null);
    expect(editor.getSnapshot().design.finishes).toEqual({ paint: null });
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenLastCalledWith({ ...OPENING, finishes: { paint: null } });
  });
});
