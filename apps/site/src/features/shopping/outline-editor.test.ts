import { describe, expect, it, vi } from 'vitest';
import {
  createOutlineEditor,
  MIN_CORNERS,
  NEW_ROOM,
  type OutlineStart,
  outlineView,
  roomBody,
  saveProblems,
} from './outline-editor.ts';
import { newTrace } from './trace.ts';

const xy = (editor: ReturnType<typeof createOutlineEditor>) =>
  editor.getState().corners.map((c) => [c.x, c.y]);

describe('given a new room', () => {
  it('starts as a 12 x 10 ft rectangle of 120 sq ft, without a name', () => {
    const editor = createOutlineEditor();
    expect(xy(editor)).toEqual([
      ['0', '0'],
      ['12', '0'],
      ['12', '10'],
      ['0', '10'],
    ]);
    const view = outlineView(editor.getState());
    expect(view.area).toBe(120);
    expect(view.problems).toEqual([]);
    expect(saveProblems(editor.getState())).toEqual({ name: 'Name your room.', outline: false });
  });

  it('gives every corner and opening its own key, per editor (no shared counter)', () => {
    const a = createOutlineEditor();
    const b = createOutlineEditor();
    a.addOpening('door');
    const keys = [...a.getState().corners, ...a.getState().openings].map((x) => x.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(b.getState().corners.map((c) => c.key)).toEqual(a.getState().corners.map((c) => c.key));
  });
});

describe('given the grid', () => {
  it('adds a clicked corner snapped to the half foot, never below 0', () => {
    const editor = createOutlineEditor();
    editor.addCornerAt(3.26, -2);
    expect(xy(editor).at(-1)).toEqual(['3.5', '0']);
  });

  it('moves a dragged corner (snapped) and nudges a focused one by half a foot', () => {
    const editor = createOutlineEditor();
    const [first, second] = editor.getState().corners;
    editor.moveCorner(second?.key ?? 0, 14.2, 0.1);
    expect(xy(editor)[1]).toEqual(['14', '0']);
    editor.nudgeCorner(first?.key ?? 0, -0.5, 0.5);
    expect(xy(editor)[0]).toEqual(['0', '0.5']);
    editor.nudgeCorner(first?.key ?? 0, 0.5, 0);
    expect(xy(editor)[0]).toEqual(['0.5', '0.5']);
  });

  it('does not nudge a corner whose x or y is not a number', () => {
    const editor = createOutlineEditor();
    const key = editor.getState().corners[0]?.key ?? 0;
    editor.setCorner(key, 'x', '');
    const before = editor.getState();
    editor.nudgeCorner(key, 0.5, 0);
    expect(editor.getState()).toBe(before);
  });

  it(`keeps at least ${MIN_CORNERS} corners`, () => {
    const editor = createOutlineEditor();
    const keys = editor.getState().corners.map((c) => c.key);
    editor.removeCorner(keys[0] ?? 0);
    expect(editor.getState().corners).toHaveLength(3);
    const before = editor.getState();
    editor.removeCorner(keys[1] ?? 0);
    expect(editor.getState()).toBe(before);
  });
});

describe('given typed corners', () => {
  it('adds a corner at the last x and y 0, or x 0 when the last x is not a number', () => {
    const editor = createOutlineEditor();
    editor.appendCorner();
    expect(xy(editor).at(-1)).toEqual(['0', '0']);
    const last = editor.getState().corners.at(-1)?.key ?? 0;
    editor.setCorner(last, 'x', '7.5');
    editor.appendCorner();
    expect(xy(editor).at(-1)).toEqual(['7.5', '0']);
    editor.setCorner(editor.getState().corners.at(-1)?.key ?? 0, 'x', 'abc');
    editor.appendCorner();
    expect(xy(editor).at(-1)).toEqual(['0', '0']);
  });

  it('says so when a corner is not a number, and has no area then', () => {
    const editor = createOutlineEditor();
    editor.setCorner(editor.getState().corners[2]?.key ?? 0, 'y', '');
    const view = outlineView(editor.getState());
    expect(view.numeric).toBe(false);
    expect(view.problems).toEqual(['Type every corner in feet.']);
    expect(view.area).toBe(0);
    expect(saveProblems({ ...editor.getState(), name: 'Den' })).toEqual({ outline: true });
  });
});

describe('given doors and windows', () => {
  it('adds them on the first wall, changes and removes them', () => {
    const editor = createOutlineEditor();
    editor.addOpening('door');
    editor.addOpening('window');
    const [door, window] = editor.getState().openings;
    expect(door).toMatchObject({ kind: 'door', wall: '0', offset: '1', width: '3' });
    editor.setOpening(window?.key ?? 0, { wall: '2', width: '4' });
    expect(editor.getState().openings[1]).toMatchObject({ kind: 'window', wall: '2', width: '4' });
    editor.removeOpening(door?.key ?? 0);
    expect(editor.getState().openings.map((o) => o.kind)).toEqual(['window']);
  });

  it("reports an opening wider than its wall (core's outline rules)", () => {
    const editor = createOutlineEditor();
    editor.addOpening('door');
    editor.setOpening(editor.getState().openings[0]?.key ?? 0, { width: '40' });
    expect(outlineView(editor.getState()).problems.length).toBeGreaterThan(0);
  });
});

describe('given a traced image', () => {
  it("adds the trace's problem until its scale is known, then saves it with the room", () => {
    const editor = createOutlineEditor();
    editor.setName('  Den  ');
    editor.setTrace(newTrace({ image: '/trace/1.png', width: 400, height: 300 }));
    expect(
      outlineView(editor.getState()).problems.some((p) => p.startsWith('Floor-plan image:')),
    ).toBe(true);
    const trace = editor.getState().trace;
    editor.setTrace(trace && { ...trace, feet: '20' });
    const body = roomBody(editor.getState());
    expect(body).toMatchObject({
      name: 'Den',
      room_type: 'Living Room',
      height: 9,
      openings: [],
      trace: { image: '/trace/1.png', width: 400, height: 300, scale: 0.05, x: 0, y: 0 },
    });
    expect(body.walls).toHaveLength(4);
  });
});

describe('given a saved room', () => {
  it('starts from its values', () => {
    const saved: OutlineStart = {
      ...NEW_ROOM,
      name: 'Kitchen nook',
      roomType: 'Kitchen',
      height: '8',
      corners: [
        { x: 0, y: 0 },
        { x: 8, y: 0 },
        { x: 8, y: 6 },
      ],
      openings: [{ kind: 'window', wall: '1', offset: '2', width: '3' }],
    };
    const editor = createOutlineEditor(saved);
    expect(editor.getState()).toMatchObject({ name: 'Kitchen nook', roomType: 'Kitchen' });
    expect(outlineView(editor.getState()).area).toBe(24);
    expect(roomBody(editor.getState()).openings).toEqual([
      { kind: 'window', wall: 1, offset: 2, width: 3 },
    ]);
  });
});

describe('given a subscriber', () => {
  it('hears every command that changes the state, and nothing after it leaves', () => {
    const editor = createOutlineEditor();
    const listener = vi.fn();
    const stop = editor.subscribe(listener);
    editor.setName('Den');
    editor.setHeight('10');
    editor.setRoomType('Bathroom');
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    editor.setName('Study');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
