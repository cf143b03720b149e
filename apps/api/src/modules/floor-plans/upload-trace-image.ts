import type { Deps } from '../../env.ts';
import { storeRasterImage } from '../shared/index.ts';

/**
 * Issue 15 item 5: a floor-plan image to trace an own room over. Checked and stored by
 * `storeRasterImage` (core `traceImageProblem`, the file's first bytes) as
 * `rooms/<owner id>/<random uuid>.<ext>`: an image request carries no token, so the random name
 * keeps it private (docs/decisions/visualizer.md). Problems are 422s on `image`.
 */
export async function uploadTraceImage(deps: Deps, ownerId: number, file: File | undefined) {
  const { image, width, height } = await storeRasterImage(deps, file, {
    field: 'image',
    folder: `rooms/${ownerId}`,
  });
  return { image, width, height };
}
