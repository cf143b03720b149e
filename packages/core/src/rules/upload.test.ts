import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  allowsMultipleFiles,
  CHAT_UPLOAD_RULE,
  fileExtension,
  IMAGE_UPLOAD_TYPES,
  imagePixelsProblem,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
  UPLOAD_MESSAGES,
  validateFileUpload,
  validateImageUpload,
} from './upload';

describe('the pixel limit (issue 23 item 3)', () => {
  it('names the limit', () => {
    expect(UPLOAD_MESSAGES.imagePixels).toBe(
      'The image must have at most 25,000,000 pixels (25 megapixels, e.g. 6,000 x 4,000).',
    );
    expect(imagePixelsProblem(25_000_000, 1)).toBeNull();
    expect(imagePixelsProblem(25_000_001, 1)).toBe(UPLOAD_MESSAGES.imagePixels);
  });
});

describe('image upload rule: "accepted types jpg, svg, jpeg, png, bmp, gif, with a minimum width and height"', () => {
  it('accepts the spec types and 200 x 200 px minimum (ours)', () => {
    expect(IMAGE_UPLOAD_TYPES).toEqual(['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif']);
    expect([MIN_IMAGE_WIDTH, MIN_IMAGE_HEIGHT]).toEqual([200, 200]);
    expect(acceptAttribute()).toBe('.jpg,.svg,.jpeg,.png,.bmp,.gif');
  });

  it.each([
    // Issue 23 item 3: a decompression bomb (16,000 x 16,000) and the 25 megapixel limit.
    [
      { name: 'bomb.png', type: 'image/png', width: 16_000, height: 16_000 },
      UPLOAD_MESSAGES.imagePixels,
    ],
    [
      { name: 'big.png', type: 'image/png', width: 5000, height: 5001 },
      UPLOAD_MESSAGES.imagePixels,
    ],
    [{ name: 'big.png', type: 'image/png', width: 5000, height: 5000 }, null],
    [{ name: 'logo.png', type: 'image/png', width: 400, height: 200 }, null],
    [{ name: 'logo.PNG', width: 200, height: 200 }, null],
    [{ name: 'room.jpeg', type: 'image/jpeg', width: 1200, height: 800 }, null],
    [{ name: 'room.jpg', type: 'image/jpeg', width: 1200, height: 800 }, null],
    [{ name: 'old.bmp', type: 'image/bmp', width: 300, height: 300 }, null],
    [{ name: 'anim.gif', type: 'image/gif', width: 300, height: 300 }, null],
    [{ name: 'logo.svg', type: 'image/svg+xml' }, null],
    [{ name: 'logo.png', type: 'image/png', width: 199, height: 400 }, UPLOAD_MESSAGES.imageSize],
    [{ name: 'logo.png', type: 'image/png', width: 400, height: 199 }, UPLOAD_MESSAGES.imageSize],
    [{ name: 'logo.png', type: 'image/png' }, UPLOAD_MESSAGES.imageSize],
    [
      { name: 'photo.webp', type: 'image/webp', width: 800, height: 800 },
      UPLOAD_MESSAGES.imageType,
    ],
    [{ name: 'doc.pdf', type: 'application/pdf' }, UPLOAD_MESSAGES.imageType],
    [{ name: 'fake.png', type: 'text/html', width: 800, height: 800 }, UPLOAD_MESSAGES.imageType],
    [{ name: 'fake.png', type: 'image/gif', width: 800, height: 800 }, UPLOAD_MESSAGES.imageType],
    [{ name: 'noextension', width: 800, height: 800 }, UPLOAD_MESSAGES.imageType],
  ])('%j -> %j', (file, message) => {
    expect(validateImageUpload(file)).toBe(message);
  });

  it('takes another minimum', () => {
    expect(validateImageUpload({ name: 'a.png', width: 500, height: 500 }, 600, 600)).toBe(
      'The image must be at least 600 x 600 pixels.',
    );
  });
});

describe('file upload rule: "a configurable rule and a max file count (default 1; multiple selection if more than 1)"', () => {
  it.each([
    [{}, false],
    [{ maxFiles: 1 }, false],
    [{ maxFiles: 5 }, true],
  ])('%j allows multiple: %s', (rule, multiple) => {
    expect(allowsMultipleFiles(rule)).toBe(multiple);
  });

  it.each([
    [[{ name: 'a.png' }], {}, null],
    [[{ name: 'a.png' }, { name: 'b.png' }], {}, 'Please upload only one file.'],
    [[{ name: 'a.png' }, { name: 'b.png' }], { maxFiles: 2 }, null],
    [
      [{ name: 'a.png' }, { name: 'b.png' }, { name: 'c.png' }],
      { maxFiles: 2 },
      'Please upload at most 2 files.',
    ],
    [[{ name: 'plan.pdf', type: 'application/pdf' }], { types: ['pdf'] }, null],
    [[{ name: 'plan.dwg', type: 'application/acad' }], { types: ['dwg', '.pdf'] }, null],
    [[{ name: 'plan.exe' }], { types: ['pdf', 'dwg'] }, 'Please upload a file of type pdf, dwg.'],
    [
      [{ name: 'big.pdf', size: 6 * 1024 * 1024 }],
      { types: ['pdf'], maxBytes: 5 * 1024 * 1024 },
      'Each file must be at most 5 MB.',
    ],
    [[], {}, null],
    [[], { required: true }, 'Please choose a file.'],
  ] as Array<
    [
      Array<{ name: string; type?: string; size?: number }>,
      Parameters<typeof validateFileUpload>[1],
      string | null,
    ]
  >)('%j with %j -> %j', (files, rule, message) => {
    expect(validateFileUpload(files, rule)).toBe(message);
  });

  it('reads extensions', () => {
    expect(fileExtension('a.b.JPG')).toBe('jpg');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});

describe('the chat file rule: the spec 1 §5 image types, plus PDF; 5 files of 10 MB each', () => {
  it.each([
    [[{ name: 'room.png', type: 'image/png' }], null],
    [[{ name: 'quote.pdf', type: 'application/pdf' }], null],
    [
      [{ name: 'notes.txt', type: 'text/plain' }],
      'Please upload a file of type jpg, svg, jpeg, png, bmp, gif, pdf.',
    ],
    [
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg` })),
      'Please upload at most 5 files.',
    ],
    [[{ name: 'scan.pdf', size: 11 * 1024 * 1024 }], 'Each file must be at most 10 MB.'],
  ] as Array<[Array<{ name: string; type?: string; size?: number }>, string | null]>)(
    '%j -> %j',
    (files, message) => {
      expect(validateFileUpload(files, CHAT_UPLOAD_RULE)).toBe(message);
    },
  );

  it('allows choosing several files at once', () => {
    expect(allowsMultipleFiles(CHAT_UPLOAD_RULE)).toBe(true);
  });
});
