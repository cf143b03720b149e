import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  allowsMultipleFiles,
  CHAT_UPLOAD_RULE,
  fileExtension,
  IMAGE_UPLOAD_TYPES,
  MIN_IMAGE_HEIGHT,
  MIN_IMAGE_WIDTH,
  UPLOAD_MESSAGES,
  validateFileUpload,
  validateImageUpload,
} from './upload';

describe('image upload rule: "accepted types jpg, svg, jpeg, png, bmp, gif, with a minimum width and height"', () => {
  it('accepts the spec types and 200 x 200 px minimum (ours)', () => {
    expect(IMAGE_UPLOAD_TYPES).toEqual(['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif']);
    expect([MIN_IMAGE_WIDTH, MIN_IMAGE_HEIGHT]).toEqual([200, 200]);
    expect(acceptAttribute()).toBe('.jpg,.svg,.jpeg,.png,.bmp,.gif');
  });

  it.each([
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
