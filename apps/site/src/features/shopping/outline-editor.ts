/**
 * The own-room editor's state outside the screen (Excalidraw's actions on a scene, tldraw's
 * editor commands): the room's name, type and wall height, its corners and openings as typed,
 * and the traced floor-plan image; each change is a named command, and what the screen shows
 * (points, problems, area, the body to save) is derived by pure functions. Framework free: the
 * screen subscribes to the state (useSyncExternalStore) and calls commands. Keys of corners
 * and openings come from the editor's own counter, so two editors never share one.
 */
import type { CustomRoomBody, RoomType } from '@brand/core/contract';
import { outlineProblems, polygonArea, snapFeet } from '@brand/core/rules';
import { type TraceState, traceBody, traceScale } from './trace.ts';

/** A corner as typed (feet, x east and y south); `key` identifies it while it moves. */
export type Corner = { key: number; x: string; y: string };

/** A door or window on a wall (the wall's index as text, as its select gives it). */
export type Opening = {
  key: number;
  kind: 'door' | 'window';
  wall: string;
  offset: string;
  width: string;
};

export interface OutlineState {
  name: string;
  roomType: RoomType;
  height: string;
  corners: readonly Corner[];
  openings: readonly Opening[];
  trace: TraceState | null;
}

/** A saved room as the editor starts from it (./trace.ts `editorRoom`). */
export interface OutlineStart {
  name: string;
  roomType: RoomType;
  height: string;
  corners: readonly { x: number; y: number }[];
  openings: readonly Omit<Opening, 'key'>[];
  trace: TraceState | null;
}

/** Ours: a new room starts as a 12 x 10 ft rectangle, a Living Room 9 ft high. */
export const NEW_ROOM: OutlineStart = {
  name: '',
  roomType: 'Living Room',
  height: '9',
  corners: [
    { x: 0, y: 0 },
    { x: 12, y: 0 },
    { x: 12, y: 10 },
    { x: 0, y: 10 },
  ],
  openings: [],
  trace: null,
};

/** Ours: the least corners an outline keeps (a Remove or Delete below it does nothing). */
export const MIN_CORNERS = 3;

/** A typed number: NaN for blank text, else Number(text). */
export const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** What the screen shows of the state. */
export interface OutlineView {
  points: { x: number; y: number }[];
  /** Every corner is a number. */
  numeric: boolean;
  openings: { kind: 'door' | 'window'; wall: number; offset: number; width: number }[];
  /** The trace image's scale (feet per pixel), or why there is none. */
  scale: { scale: number | null; problem: string | null } | null;
  /** The outline's problems (core `outlineProblems`) and the trace's, as sentences. */
  problems: string[];
  /** The floor area in sq ft (0 without a numeric outline of three corners). */
  area: number;
}

/** The derived view of a state (pure). */
export function outlineView(state: OutlineState): OutlineView {
  const points = state.corners.map((c) => ({ x: num(c.x), y: num(c.y) }));
  const numeric = points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const openings = state.openings.map((o) => ({
    kind: o.kind,
    wall: Number(o.wall),
    offset: num(o.offset),
    width: num(o.width),
  }));
  const scale = state.trace ? traceScale(state.trace) : null;
  const problems = [
    ...(numeric
      ? outlineProblems(points, openings).map((p) => p.message)
      : ['Type every corner in feet.']),
    ...(scale?.problem ? [`Floor-plan image: ${scale.problem}`] : []),
  ];
  const area = numeric && points.length >= 3 ? polygonArea(points) : 0;
  return { points, numeric, openings, scale, problems, area };
}

/** Why the room cannot be saved yet: a missing name, or the outline's problems. */
export function saveProblems(state: OutlineState): { name?: string; outline: boolean } {
  const view = outlineView(state);
  return {
    ...(state.name.trim() ? {} : { name: 'Name your room.' }),
    outline: view.problems.length > 0,
  };
}

/** The body of POST / PUT /api/my_rooms for the state (call when saveProblems finds none). */
export function roomBody(state: OutlineState): CustomRoomBody {
  const view = outlineView(state);
  return {
    name: state.name.trim(),
    room_type: state.roomType,
    walls: view.points,
    height: num(state.height),
    openings: view.openings,
    trace: state.trace && view.scale?.scale ? traceBody(state.trace, view.scale.scale) : null,
  };
}

export interface OutlineEditor {
  getState(): OutlineState;
  subscribe(listener: () => void): () => void;
  setName(name: string): void;
  setRoomType(roomType: RoomType): void;
  setHeight(height: string): void;
  /** A corner where the grid was clicked (feet, snapped to the half foot, at least 0). */
  addCornerAt(x: number, y: number): void;
  /** "Add corner": after the last, at the last corner's x (0 when not a number) and y 0. */
  appendCorner(): void;
  /** A dragged corner (feet, snapped, at least 0). */
  moveCorner(key: number, x: number, y: number): void;
  /** An arrow key on a corner: by (dx, dy) feet, never below 0; nothing when not a number. */
  nudgeCorner(key: number, dx: number, dy: number): void;
  /** A corner's x or y as typed. */
  setCorner(key: number, axis: 'x' | 'y', value: string): void;
  /** Remove or Delete: nothing when the outline would keep fewer than MIN_CORNERS. */
  removeCorner(key: number): void;
  /** "Add door" or "Add window": on the first wall, 1 ft from its start, 3 ft wide. */
  addOpening(kind: Opening['kind']): void;
  setOpening(key: number, patch: Partial<Omit<Opening, 'key'>>): void;
  removeOpening(key: number): void;
  /** The traced image (its points and distance), or none. */
  setTrace(trace: TraceState | null): void;
}

/** A new editor, from a saved room or a new one (NEW_ROOM). */
export function createOutlineEditor(start: OutlineStart = NEW_ROOM): OutlineEditor {
  let nextKey = 1;
  const corner = (x: number, y: number): Corner => ({
    key: nextKey++,
    x: String(x),
    y: String(y),
  });
  let state: OutlineState = {
    name: start.name,
    roomType: start.roomType,
    height: start.height,
    corners: start.corners.map((c) => corner(c.x, c.y)),
    openings: start.openings.map((o) => ({ ...o, key: nextKey++ })),
    trace: start.trace,
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<OutlineState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };
  const corners = (update: (list: readonly Corner[]) => readonly Corner[]) => {
    const next = update(state.corners);
    if (next !== state.corners) set({ corners: next });
  };
  const place = (key: number, x: number, y: number) =>
    corners((list) => list.map((c) => (c.key === key ? { ...c, x: String(x), y: String(y) } : c)));

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setName: (name) => set({ name }),
    setRoomType: (roomType) => set({ roomType }),
    setHeight: (height) => set({ height }),
    addCornerAt: (x, y) =>
      corners((list) => [...list, corner(Math.max(0, snapFeet(x)), Math.max(0, snapFeet(y)))]),
    appendCorner: () =>
      corners((list) => {
        const lastX = num(list.at(-1)?.x ?? '');
        return [...list, corner(Number.isFinite(lastX) ? lastX : 0, 0)];
      }),
    moveCorner: (key, x, y) => place(key, Math.max(0, snapFeet(x)), Math.max(0, snapFeet(y))),
    nudgeCorner(key, dx, dy) {
      const at = state.corners.find((c) => c.key === key);
      if (!at) return;
      const x = num(at.x);
      const y = num(at.y);
      if (!Number.isFinite(x) || !Number.isFinite(y)) return;
      place(key, Math.max(0, x + dx), Math.max(0, y + dy));
    },
    setCorner: (key, axis, value) =>
      corners((list) => list.map((c) => (c.key === key ? { ...c, [axis]: value } : c))),
    removeCorner: (key) =>
      corners((list) =>
        list.length > MIN_CORNERS && list.some((c) => c.key === key)
          ? list.filter((c) => c.key !== key)
          : list,
      ),
    addOpening: (kind) =>
      set({
        openings: [...state.openings, { key: nextKey++, kind, wall: '0', offset: '1', width: '3' }],
      }),
    setOpening: (key, patch) =>
      set({ openings: state.openings.map((o) => (o.key === key ? { ...o, ...patch } : o)) }),
    removeOpening: (key) => set({ openings: state.openings.filter((o) => o.key !== key) }),
    setTrace: (trace) => set({ trace }),
  };
}
