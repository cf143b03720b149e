/**
 * The floor-plan image kept with an own room (a helper of creating, changing and deleting one):
 * the image moved into the stored outline's frame, and its file dropped afterwards.
 */
import type { CustomRoomBody, TraceImage } from '@brand/core/contract';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';

/**
 * The floor-plan image to keep with the room, in the stored outline's frame (the outline is
 * moved to 0, 0 when stored: the image moves with it). Only an image the owner uploaded
 * (`/storage/rooms/<owner id>/...`) is kept; another's path is a 422. `undefined` (left out on
 * a change) keeps `current`, moved as the outline is; null removes it.
 */
export function traceOf(
  body: CustomRoomBody,
  ownerId: number,
  current: TraceImage | null,
): TraceImage | null {
  const given = body.trace === undefined ? current : body.trace;
  if (!given) return null;
  if (body.trace && !body.trace.image.startsWith(`/storage/rooms/${ownerId}/`)) {
    throw invalid('trace.image', 'Upload the floor-plan image again.');
  }
  const minX = Math.min(...body.walls.map((p) => p.x));
  const minY = Math.min(...body.walls.map((p) => p.y));
  return { ...given, x: given.x - minX, y: given.y - minY };
}

/** The stored file behind a trace image path (after the database change; a failure is logged). */
export async function dropTraceFile(deps: Deps, trace: TraceImage | null | undefined) {
  if (!trace) return;
  await deps.storage
    .delete(trace.image.slice('/storage/'.length))
    .catch((error) => console.error('could not delete a trace image', error));
}
