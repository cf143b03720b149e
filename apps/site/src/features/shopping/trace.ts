/**
 * The own-room editor's pure parts (issue 15 item 5): the floor-plan image traced over, its
 * scale from two measured points, and a saved room turned back into the editor's frame.
 */
import type { CustomRoom, TraceImage } from '@brand/core/contract';
import { scaleFromPoints, scaleProblem } from '@brand/core/rules';

/** A floor-plan image in the editor: uploaded, its two measured points (pixels) and distance. */
export interface TraceState {
  image: string;
  width: number;
  height: number;
  a: { x: string; y: string };
  b: { x: string; y: string };
  /** The real distance between a and b, in feet, as typed. */
  feet: string;
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** A freshly uploaded image: the points at its top corners, so its width is what to measure. */
export function newTrace(upload: { image: string; width: number; height: number }): TraceState {
  return {
    image: upload.image,
    width: upload.width,
    height: upload.height,
    a: { x: '0', y: '0' },
    b: { x: String(upload.width), y: '0' },
    feet: '',
  };
}

/** The scale (feet per pixel) the points and distance give, and what is wrong when none. */
export function traceScale(trace: TraceState): { scale: number | null; problem: string | null } {
  const a = { x: num(trace.a.x), y: num(trace.a.y) };
  const b = { x: num(trace.b.x), y: num(trace.b.y) };
  if (![a.x, a.y, b.x, b.y].every(Number.isFinite)) {
    return { scale: null, problem: 'Type both points in pixels.' };
  }
  const feet = num(trace.feet);
  return { scale: scaleFromPoints(a, b, feet), problem: scaleProblem(a, b, feet) };
}

/** Three significant digits, no trailing zeros: 0.05, 0.0333, 12.5. */
const short = (n: number) => String(Number(n.toPrecision(3)));

/** "1 px = 0.05 ft; the image is 20 x 15 ft" */
export function scaleText(trace: Pick<TraceState, 'width' | 'height'>, scale: number): string {
  return `1 px = ${short(scale)} ft; the image is ${short(trace.width * scale)} x ${short(trace.height * scale)} ft`;
}

/** What the room keeps: the image at the editor's origin (0, 0), at `scale`. */
export function traceBody(trace: TraceState, scale: number): TraceImage {
  return { image: trace.image, width: trace.width, height: trace.height, scale, x: 0, y: 0 };
}

/**
 * A saved room in the editor's frame: with a trace image, moved so the image's top-left corner
 * is the grid's origin again (the server stores the outline from 0, 0 and the image beside
 * it); the points measure the image's width at the kept scale.
 */
export function editorRoom(room: CustomRoom) {
  const dx = room.trace ? -room.trace.x : 0;
  const dy = room.trace ? -room.trace.y : 0;
  const move = (n: number) => Number(n.toFixed(3));
  return {
    name: room.name,
    roomType: room.room_type,
    height: String(room.geometry.height),
    corners: room.geometry.walls.map((p) => ({ x: move(p.x + dx), y: move(p.y + dy) })),
    openings: room.geometry.openings.map((o) => ({
      kind: o.kind,
      wall: String(o.wall),
      offset: String(o.offset),
      width: String(o.width),
    })),
    trace: room.trace
      ? {
          ...newTrace(room.trace),
          feet: String(Number((room.trace.width * room.trace.scale).toPrecision(6))),
        }
      : null,
  };
}
