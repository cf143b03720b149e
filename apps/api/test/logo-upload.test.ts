import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startServer, type TestServer } from './helpers.ts';

/** A real greyscale PNG of the given size (the server reads its header and decodes it). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0xc0);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let server: TestServer;
let api: ReturnType<typeof client>;
let pro = '';

beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  pro = await login(server.url, 'pro@demo.test');
});
afterAll(async () => {
  await server.close();
});

describe("a Pro's logo upload (spec 1 §6)", () => {
  it('stores a 240 x 240 PNG and answers its path', async () => {
    const form = new FormData();
    form.set('logo', new File([png(240, 240) as BlobPart], 'logo.png', { type: 'image/png' }));
    const res = await api.call('POST', '/api/showroom/logo', { raw: form, token: pro });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Logo uploaded.');
    expect(res.body.data.business_logo).toMatch(/^\/storage\/logos\//);
  });

  it('reads a browser-made body: its boundary has capitals (Chrome: ----WebKitFormBoundary...)', async () => {
    // undici's FormData boundary is all lower case, so the test above could not see a reader
    // that lower-cased the Content-Type header (every browser upload failed with 400).
    const boundary = '----WebKitFormBoundaryLT5ZDHXiKpAnC1xy';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png(240, 240),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await api.call('POST', '/api/showroom/logo', {
      raw: body,
      token: pro,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.business_logo).toMatch(/^\/storage\/logos\//);
  });

  it('refuses a picture under 200 x 200 with the spec 1 §5 message', async () => {
    const form = new FormData();
    form.set('logo', new File([png(40, 40) as BlobPart], 'small.png', { type: 'image/png' }));
    const res = await api.call('POST', '/api/showroom/logo', { raw: form, token: pro });
    expect(res.status).toBe(422);
    expect(res.body.errors.logo).toEqual(['The image must be at least 200 x 200 pixels.']);
  });
});
