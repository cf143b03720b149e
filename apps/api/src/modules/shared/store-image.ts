import { randomUUID } from 'node:crypto';
import {
  fileExtension,
  TRACE_IMAGE_MESSAGES,
  traceImageProblem,
  validateImageUpload,
} from '@brand/core/rules';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { imageKind, imageSize, sanitizeSvg } from '../../services/images.ts';

/**
 * An uploaded image checked and stored the one way every upload is (spec 1 §5's image rule,
 * core `validateImageUpload`: jpg, svg, jpeg, png, bmp, gif, minimum size; SVG through the
 * allowlist sanitiser), then written through the storage adapter under `<folder>/<uuid>.<ext>`.
 * Problems are 422s on `field`. Answers the public path (`/storage/<key>`).
 */
export async function storeImage(
  deps: Deps,
  file: File | undefined,
  { field, folder }: { field: string; folder: string },
): Promise<string> {
  if (!file) throw invalid(field, 'Please choose a file.');
  let data: Uint8Array = new Uint8Array(await file.arrayBuffer());
  const ext = fileExtension(file.name);
  const size = ext === 'svg' ? null : imageSize(data);
  const problem = validateImageUpload({
    name: file.name,
    type: file.type,
    size: file.size,
    width: size?.width,
    height: size?.height,
  });
  if (problem) throw invalid(field, problem);
  if (ext === 'svg') {
    const clean = await sanitizeSvg(data);
    if (!clean) throw invalid(field, 'This file is not a readable SVG image.');
    data = clean;
  }
  const key = `${folder}/${randomUUID()}.${ext}`;
  await deps.storage.put(key, data, file.type);
  return `/storage/${key}`;
}

export const RASTER_MIME = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * A raster image checked and stored (issue 15 item 5's floor-plan image, issue 29 item 6's
 * saved photo): core `traceImageProblem` (PNG, JPEG or WebP, at most 4 MB, 200 to 8,000 px a
 * side, the pixel size read from the file itself) and its first bytes (a PNG named .png, a JPEG
 * .jpg/.jpeg, a WebP .webp). Stored under `<folder>/<random uuid>.<ext>`: an image
 * request carries no token, so the random name keeps it private. Problems are 422s on `field`.
 */
export async function storeRasterImage(
  deps: Deps,
  file: File | undefined,
  { field, folder }: { field: string; folder: string },
) {
  const read = await readRasterImage(file, field);
  const key = `${folder}/${randomUUID()}.${read.ext}`;
  await deps.storage.put(key, read.data, RASTER_MIME[read.kind]);
  return { image: `/storage/${key}`, width: read.width, height: read.height };
}

/**
 * The checks of `storeRasterImage` alone (nothing written): answers the bytes, their kind, the
 * extension to store them under and their pixel size.
 */
export async function readRasterImage(file: File | undefined, field: string) {
  if (!file) throw invalid(field, 'Please choose a file.');
  const data = new Uint8Array(await file.arrayBuffer());
  const size = imageSize(data);
  const problem = traceImageProblem({
    name: file.name,
    type: file.type,
    size: data.byteLength,
    width: size?.width,
    height: size?.height,
  });
  if (problem) throw invalid(field, problem);
  const ext = fileExtension(file.name);
  const kind = imageKind(data);
  if (kind === null || kind !== (ext === 'jpg' ? 'jpeg' : ext)) {
    throw invalid(field, TRACE_IMAGE_MESSAGES.unreadable);
  }
  return { data, kind, ext, width: size?.width ?? 0, height: size?.height ?? 0 };
}
