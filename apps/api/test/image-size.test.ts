// The pixel size and kind the API reads from an uploaded image's first bytes (the image rules
// check them from the file itself, never from the client's word): PNG, JPEG and the three
// WebP forms (lossy VP8, lossless VP8L, extended VP8X) a floor-plan image may be.
import { describe, expect, it } from 'vitest';
import { imageKind, imageSize } from '../src/services/images.ts';
import { pngHeader } from './helpers.ts';

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));
function riff(chunk: string, body: number[]) {
  const b = new Uint8Array(40);
  b.set([...ascii('RIFF'), 32, 0, 0, 0, ...ascii('WEBP'), ...ascii(chunk), 20, 0, 0, 0], 0);
  b.set(body, 20);
  return b;
}

describe('imageSize and imageKind', () => {
  it('reads a PNG and a JPEG', () => {
    expect(imageSize(pngHeader(1200, 900))).toEqual({ width: 1200, height: 900 });
    expect(imageKind(pngHeader(1200, 900))).toBe('png');
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 11, 8, 0x01, 0x2c, 0x02, 0x58, 1, 0,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 600, height: 300 });
    expect(imageKind(jpeg)).toBe('jpeg');
  });

  it('reads the three WebP forms', () => {
    // VP8X: 24-bit width - 1 and height - 1 after 4 flag bytes.
    const vp8x = riff('VP8X', [0, 0, 0, 0, 0xaf, 0x04, 0, 0x83, 0x03, 0]);
    expect(imageSize(vp8x)).toEqual({ width: 1200, height: 900 });
    // VP8L: the 0x2f signature, then 14 bits of width - 1 and 14 of height - 1.
    const bits = (1199 & 0x3fff) | ((899 & 0x3fff) << 14);
    const vp8l = riff('VP8L', [
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      bits >>> 24,
    ]);
    expect(imageSize(vp8l)).toEqual({ width: 1200, height: 900 });
    // VP8 (lossy): a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height.
    const vp8 = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0xb0, 0x04, 0x84, 0x03]);
    expect(imageSize(vp8)).toEqual({ width: 1200, height: 900 });
    for (const webp of [vp8x, vp8l, vp8]) expect(imageKind(webp)).toBe('webp');
  });

  it('answers null for what it cannot read', () => {
    expect(imageSize(riff('VP8L', [0x00, 0, 0, 0, 0]))).toBeNull();
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(imageSize(riff('ALPH', [0, 0, 0, 0]))).toBeNull();
    expect(imageKind(new TextEncoder().encode('GIF89a and more bytes'))).toBeNull();
    expect(imageKind(new Uint8Array(0))).toBeNull();
  });
});
