import { randomUUID } from 'node:crypto';
import { fileExtension, TRACE_IMAGE_MESSAGES, traceImageProblem } from '@brand/core/rules';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { imageKind, imageSize } from '../../services/images.ts';

const MIME = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * Issue 15 item 5: a floor-plan image to trace an own room over. Checked by core
 * `traceImageProblem` (type, bytes, the pixel size read from the file itself) and by its first
 * bytes (a PNG named .png, a JPEG .jpg/.jpeg, a WebP .webp), then stored through the storage
 * adapter as `rooms/<owner id>/<random uuid>.<ext>`: an image request carries no token, so
 * the random name keeps it private (docs/decisions/visualizer.md). Problems are 422s on `image`.
 */
export async function uploadTraceImage(deps: Deps, ownerId: number, file: File | undefined) {
  if (!file) throw invalid('image', 'Please choose a file.');
  const data = new Uint8Array(await file.arrayBuffer());
  const size = imageSize(data);
  const problem = traceImageProblem({
    name: file.name,
    type: file.type,
    size: data.byteLength,
    width: size?.width,
    height: size?.height,
  });
  if (problem) throw invalid('image', problem);
  const ext = fileExtension(file.name);
  const kind = imageKind(data);
  if (kind === null || kind !== (ext === 'jpg' ? 'jpeg' : ext)) {
    throw invalid('image', TRACE_IMAGE_MESSAGES.unreadable);
  }
  const key = `rooms/${ownerId}/${randomUUID()}.${ext}`;
  await deps.storage.put(key, data, MIME[kind]);
  return { image: `/storage/${key}`, width: size?.width ?? 0, height: size?.height ?? 0 };
}
