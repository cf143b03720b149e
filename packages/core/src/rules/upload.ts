/**
 * spec 1 §5: "Image upload rule: accepted types jpg, svg, jpeg, png, bmp, gif, with a minimum
 * width and height. File upload has a configurable rule and a max file count (default 1;
 * multiple selection if more than 1)."
 */

import { MAX_IMAGE_PIXELS } from './security-policy';

/** spec 1 §5: the accepted image types, in the spec's order. */
export const IMAGE_UPLOAD_TYPES = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif'] as const;
/** Ours: logos and room photos below 200 x 200 px look blurred in the showroom header. */
export const MIN_IMAGE_WIDTH = 200;
export const MIN_IMAGE_HEIGHT = 200;
/** spec 1 §5: "max file count (default 1)". */
export const DEFAULT_MAX_FILES = 1;

const MIME_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpg',
  'image/pjpeg': 'jpeg',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};

/** A file as the browser (File) or the server (multipart part) describes it. */
export interface UploadFileInput {
  name: string;
  /** MIME type, when known. */
  type?: string | null;
  /** Size in bytes, when known. */
  size?: number | null;
}

export interface ImageUploadInput extends UploadFileInput {
  /** Pixel size of the decoded image; an SVG may leave these out. */
  width?: number | null;
  height?: number | null;
}

/** The lower-case extension of a file name ('Logo.PNG' -> 'png'), or ''. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

function typeMatches(file: UploadFileInput, types: readonly string[]): boolean {
  const allowed = types.map((t) => t.replace(/^\./, '').toLowerCase());
  const extension = fileExtension(file.name);
  if (!allowed.includes(extension)) return false;
  if (!file.type) return true;
  const fromMime = MIME_EXTENSIONS[file.type.toLowerCase()];
  // A JPEG may be named .jpg or .jpeg; otherwise the MIME type must agree with the name.
  const same = (a: string, b: string) =>
    a === b || (['jpg', 'jpeg'].includes(a) && ['jpg', 'jpeg'].includes(b));
  // An unknown MIME type is trusted only for non-image types (the server sniffs content).
  if (fromMime === undefined) return !(IMAGE_UPLOAD_TYPES as readonly string[]).includes(extension);
  return same(fromMime, extension);
}

/** The `accept` attribute for a file input: '.jpg,.svg,...'. */
export function acceptAttribute(types: readonly string[] = IMAGE_UPLOAD_TYPES): string {
  return types.map((t) => `.${t.replace(/^\./, '').toLowerCase()}`).join(',');
}

export const UPLOAD_MESSAGES = {
  imageType: `Please upload an image of type ${IMAGE_UPLOAD_TYPES.join(', ')}.`,
  imageSize: `The image must be at least ${MIN_IMAGE_WIDTH} x ${MIN_IMAGE_HEIGHT} pixels.`,
  fileType: (types: readonly string[]) => `Please upload a file of type ${types.join(', ')}.`,
  tooMany: (max: number) =>
    max === 1 ? 'Please upload only one file.' : `Please upload at most ${max} files.`,
  tooLarge: (maxBytes: number) =>
    `Each file must be at most ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB.`,
  required: 'Please choose a file.',
  imagePixels: `The image must have at most ${MAX_IMAGE_PIXELS.toLocaleString('en-US')} pixels (25 megapixels, e.g. 6,000 x 4,000).`,
} as const;

/**
 * Issue 23 item 3: a raster image of more than MAX_IMAGE_PIXELS pixels (from its header,
 * before anything decodes it) is refused: a 746 KB PNG of 16,000 x 16,000 px decodes to 1 GB.
 * Returns the message, or null.
 */
export function imagePixelsProblem(width: number, height: number): string | null {
  return width * height > MAX_IMAGE_PIXELS ? UPLOAD_MESSAGES.imagePixels : null;
}

/**
 * The image rule: one of the accepted types and at least 200 x 200 px (ours: an SVG scales, so
 * its pixel size is not checked; a raster image with an unknown size fails). Returns the
 * message to show, or null when valid.
 */
export function validateImageUpload(
  file: ImageUploadInput,
  minWidth = MIN_IMAGE_WIDTH,
  minHeight = MIN_IMAGE_HEIGHT,
): string | null {
  if (!typeMatches(file, IMAGE_UPLOAD_TYPES)) return UPLOAD_MESSAGES.imageType;
  if (fileExtension(file.name) === 'svg') return null;
  const { width, height } = file;
  if (
    !(
      typeof width === 'number' &&
      width >= minWidth &&
      typeof height === 'number' &&
      height >= minHeight
    )
  ) {
    return minWidth === MIN_IMAGE_WIDTH && minHeight === MIN_IMAGE_HEIGHT
      ? UPLOAD_MESSAGES.imageSize
      : `The image must be at least ${minWidth} x ${minHeight} pixels.`;
  }
  return imagePixelsProblem(width, height);
}

/** The configurable file rule (spec 1 §5). */
export interface FileUploadRule {
  /** Accepted extensions; default the image types. */
  types?: readonly string[];
  /** Max file count; default 1. */
  maxFiles?: number;
  /** Max bytes per file (ours: optional). */
  maxBytes?: number;
  /** At least one file is needed (ours: default false). */
  required?: boolean;
}

/**
 * The project chat's file rule (spec 1 §5's image types; ours: PDFs too, at most 5 files of
 * 10 MB each per message). The API enforces the same limits and, for raster images, the
 * 200 x 200 px minimum it reads from the file itself.
 */
export const CHAT_UPLOAD_RULE = {
  types: [...IMAGE_UPLOAD_TYPES, 'pdf'],
  maxFiles: 5,
  maxBytes: 10 * 1024 * 1024,
} as const satisfies FileUploadRule;

/** The chat's raster images: at least this many pixels each way (spec 1 §5's minimum). */
export const CHAT_IMAGE_MIN_PX = { width: MIN_IMAGE_WIDTH, height: MIN_IMAGE_HEIGHT } as const;

/** What the chat's file checks answer (the API reads the file itself). */
export const CHAT_UPLOAD_MESSAGES = {
  fileType: `Please upload an image of type ${IMAGE_UPLOAD_TYPES.join(', ')}, or a PDF.`,
  tooMany: UPLOAD_MESSAGES.tooMany(CHAT_UPLOAD_RULE.maxFiles),
  tooLarge: UPLOAD_MESSAGES.tooLarge(CHAT_UPLOAD_RULE.maxBytes),
  unreadableImage: 'This file is not a readable image.',
  imageSize: `The image must be at least ${MIN_IMAGE_WIDTH} x ${MIN_IMAGE_HEIGHT} pixels.`,
  imagePixels: UPLOAD_MESSAGES.imagePixels,
} as const;

/** spec 1 §5: "multiple selection if more than 1". */
export function allowsMultipleFiles(rule: FileUploadRule = {}): boolean {
  return (rule.maxFiles ?? DEFAULT_MAX_FILES) > 1;
}

/** The file rule: count, types and size. Returns the message to show, or null when valid. */
export function validateFileUpload(
  files: readonly UploadFileInput[],
  rule: FileUploadRule = {},
): string | null {
  const types = rule.types ?? IMAGE_UPLOAD_TYPES;
  const maxFiles = rule.maxFiles ?? DEFAULT_MAX_FILES;
  if (files.length === 0) return rule.required ? UPLOAD_MESSAGES.required : null;
  if (files.length > maxFiles) return UPLOAD_MESSAGES.tooMany(maxFiles);
  for (const file of files) {
    if (!typeMatches(file, types)) return UPLOAD_MESSAGES.fileType(types);
    if (rule.maxBytes !== undefined && (file.size ?? 0) > rule.maxBytes)
      return UPLOAD_MESSAGES.tooLarge(rule.maxBytes);
  }
  return null;
}
