/**
 * A floor-plan image a customer traces their own room over (issue 15 item 5). Spec 1 §5's
 * image rule (a minimum width and height, its messages) narrowed to the raster types a plan
 * scan or photo comes in; ours: PNG, JPEG and WebP, at most 4 MB and 8,000 px a side, and a
 * scale (feet per image pixel, from two measured points) within sane bounds.
 */
import {
  fileExtension,
  type ImageUploadInput,
  imagePixelsProblem,
  UPLOAD_MESSAGES,
} from './upload';

/** Ours: the types a floor-plan image may be (no SVG: it has no pixels to measure). */
export const TRACE_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** Ours: below the API's 5 MB body limit, so the answer is the rule's 422, not a 413. */
export const TRACE_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/** Ours: the largest side of a floor-plan image, in pixels. */
export const TRACE_IMAGE_MAX_PX = 8000;
/** spec 1 §5's minimum size (the other uploads' 200 x 200 px). */
export const TRACE_IMAGE_MIN_PX = 200;
/** Ours: feet per image pixel, 0.001 (a 1,000 px image 1 ft wide) to 5. */
export const TRACE_SCALE_MIN = 0.001;
export const TRACE_SCALE_MAX = 5;

const MIME_TYPES: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/pjpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
};

export const TRACE_IMAGE_MESSAGES = {
  type: `Please upload an image of type ${TRACE_IMAGE_TYPES.join(', ')}.`,
  tooLarge: UPLOAD_MESSAGES.tooLarge(TRACE_IMAGE_MAX_BYTES),
  unreadable: 'This file is not a readable image.',
  tooSmall: UPLOAD_MESSAGES.imageSize,
  pixels: UPLOAD_MESSAGES.imagePixels,
  tooBig: `The image must be at most ${TRACE_IMAGE_MAX_PX.toLocaleString('en-US')} x ${TRACE_IMAGE_MAX_PX.toLocaleString('en-US')} pixels.`,
  scale: `The scale must be between ${TRACE_SCALE_MIN} and ${TRACE_SCALE_MAX} ft a pixel.`,
} as const;

/**
 * The problem with a floor-plan image, or null: its type (the name's extension, and the MIME
 * type when one is given must agree), its bytes, then its pixel size (unknown: unreadable).
 */
export function traceImageProblem(file: ImageUploadInput): string | null {
  const ext = fileExtension(file.name);
  if (!(TRACE_IMAGE_TYPES as readonly string[]).includes(ext)) return TRACE_IMAGE_MESSAGES.type;
  if (file.type && !MIME_TYPES[file.type.toLowerCase()]?.includes(ext)) {
    return TRACE_IMAGE_MESSAGES.type;
  }
  if ((file.size ?? 0) > TRACE_IMAGE_MAX_BYTES) return TRACE_IMAGE_MESSAGES.tooLarge;
  const { width, height } = file;
  if (typeof width !== 'number' || typeof height !== 'number') {
    return TRACE_IMAGE_MESSAGES.unreadable;
  }
  if (width < TRACE_IMAGE_MIN_PX || height < TRACE_IMAGE_MIN_PX)
    return TRACE_IMAGE_MESSAGES.tooSmall;
  if (width > TRACE_IMAGE_MAX_PX || height > TRACE_IMAGE_MAX_PX) return TRACE_IMAGE_MESSAGES.tooBig;
  return imagePixelsProblem(width, height);
}

/** Ours (issue 29 item 6): the photo-mode results one project keeps. */
export const PROJECT_PHOTOS_MAX = 20;
/** The 422 past `PROJECT_PHOTOS_MAX` (on `image`). */
export const PROJECT_PHOTOS_FULL = `A project keeps at most ${PROJECT_PHOTOS_MAX} photos. Delete one to save another.`;
