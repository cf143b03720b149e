import {
  type Quad,
  TRACE_IMAGE_MESSAGES,
  TRACE_IMAGE_MIN_PX,
  traceImageProblem,
} from '@brand/core/rules';
import type { PixelImage } from './photo-render';
import type { PhotoSurfaceKind } from './photo-surfaces';

/** Ours: the photo is worked on at most this many pixels on its long side (speed). */
export const PHOTO_WORK_PX = 1024;

/**
 * A room photo read in the browser (nothing is uploaded): the traced floor-plan image's rule
 * (core `traceImageProblem`: PNG, JPEG or WebP, at most 4 MB, 200 to 8,000 px a side), then
 * decoded and scaled to at most PHOTO_WORK_PX on its long side. Answers the pixels or the
 * message to show.
 */
export async function readPhoto(
  file: File,
): Promise<{ photo: PixelImage; problem: null } | { photo: null; problem: string }> {
  const early = traceImageProblem({
    name: file.name,
    type: file.type,
    size: file.size,
    width: TRACE_IMAGE_MIN_PX,
    height: TRACE_IMAGE_MIN_PX,
  });
  if (early) return { photo: null, problem: early };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { photo: null, problem: TRACE_IMAGE_MESSAGES.unreadable };
  }
  const problem = traceImageProblem({
    name: file.name,
    type: file.type,
    size: file.size,
    width: bitmap.width,
    height: bitmap.height,
  });
  if (problem) {
    bitmap.close();
    return { photo: null, problem };
  }
  const scale = Math.min(1, PHOTO_WORK_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return { photo: null, problem: TRACE_IMAGE_MESSAGES.unreadable };
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const { data } = ctx.getImageData(0, 0, width, height);
  return { photo: { width, height, data }, problem: null };
}

/**
 * Where the corners start: a floor as a trapezoid in the photo's lower part (Corner 1 and 2
 * the far edge), a wall as a rectangle in its upper part (Corner 1 and 2 the top edge).
 */
export function startCorners(kind: PhotoSurfaceKind, width: number, height: number): Quad {
  const at = (x: number, y: number) => ({ x: Math.round(x * width), y: Math.round(y * height) });
  return kind === 'floor'
    ? [at(0.3, 0.6), at(0.7, 0.6), at(0.9, 0.92), at(0.1, 0.92)]
    : [at(0.2, 0.12), at(0.8, 0.12), at(0.8, 0.55), at(0.2, 0.55)];
}

/** Draws pixels on a canvas, sizing it to them. */
export function paint(canvas: HTMLCanvasElement, image: PixelImage) {
  canvas.width = image.width;
  canvas.height = image.height;
  const ctx = canvas.getContext('2d');
  ctx?.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width), 0, 0);
}
