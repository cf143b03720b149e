import { createHash } from 'node:crypto';

/** A drawn catalogue image and its ETag. */
export interface Drawing {
  svg: string;
  etag: string;
}

/** At most this many drawings, and this many bytes of them, stay in memory (least recent go). */
const MAX_ENTRIES = 512;
const MAX_BYTES = 64 * 1024 * 1024;

const drawings = new Map<string, Drawing>();
let bytes = 0;
let made = 0;

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The drawing of `inputs` (issue 23 item 1: drawn images are cached by content): the key is
 * everything the drawing is made from (a product's look, its seed, the width), so a request for
 * the same image draws nothing, two instances agree, and a product whose size or name changes
 * simply has another key. An LRU of MAX_ENTRIES drawings and MAX_BYTES bounds the memory.
 */
export function cachedDrawing(inputs: unknown, draw: () => string): Drawing {
  const key = sha(JSON.stringify(inputs));
  const hit = drawings.get(key);
  if (hit) {
    drawings.delete(key);
    drawings.set(key, hit);
    return hit;
  }
  const svg = draw();
  made++;
  const drawing = { svg, etag: `"${sha(svg).slice(0, 22)}"` };
  drawings.set(key, drawing);
  bytes += svg.length;
  for (const [oldest, old] of drawings) {
    if (drawings.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    drawings.delete(oldest);
    bytes -= old.svg.length;
  }
  return drawing;
}

/** How many drawings were drawn (not served from the cache) since the process started. */
export const drawingsMade = () => made;
