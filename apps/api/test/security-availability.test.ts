// Issue 23, availability: no one request may stall the server. Each test performs the attack of
// its item: a product size that makes the catalogue drawing tile forever (1), forty sign-ins at
// once (2), a decompression bomb as an upload (3), a multipart body of 85,000 fields (4).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PASSWORD_HASHING, productLook, TRACE_IMAGE_MESSAGES } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashingLimiter } from '../src/auth/crypto.ts';
import * as t from '../src/db/schema.ts';
import { MAX_SURFACE_ELEMENTS, surfaceElements } from '../src/modules/imagery/draw-surface.ts';
import { drawingsMade } from '../src/modules/imagery/drawing-cache.ts';
import { client, login, pngHeader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let vendor = '';
let tileCategory = 0;
let tileCategoryName = '';
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  vendor = await login(server.url, 'vendor@demo.test');
  const [category] = await server.deps.database.db
    .select()
    .from(t.categories)
    .where(eq(t.categories.name, 'Tile Flooring'));
  tileCategory = category?.id ?? 0;
  tileCategoryName = category?.name ?? '';
}, 120_000);
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const elements = (svg: string) => (svg.match(/<[a-zA-Z]/g) ?? []).length;

describe('item 1: a product size that draws forever', () => {
  const product = (sizes: unknown) => ({
    sku: `SZ-${Math.random().toString(36).slice(2, 10)}`,
    name: 'Textured White Mosaic Tile',
    category_id: tileCategory,
    price: 10,
    box_sqft: 10,
    sizes,
  });

  it.each([
    ['0.05', 'sizes.0.width_size', 'width'],
    ['1e-300', 'sizes.0.width_size', 'width'],
    ['241', 'sizes.0.width_size', 'width'],
    ['0', 'sizes.0.width_size', 'width'],
  ])('the form refuses a width of %s with a 422 naming the field', async (width, field, word) => {
    const res = await api.post(
      '/api/vendor/products',
      product([{ width_size: width, height_size: '12' }]),
      { token: vendor },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([
      `Please enter the ${word} in inches, from 0.25 to 240 (e.g. 12 or 0.5).`,
    ]);
  });

  it('the form takes the bounds themselves, 0.25 and 240', async () => {
    const res = await api.post(
      '/api/vendor/products',
      product([{ width_size: '0.25', height_size: '240' }]),
      { token: vendor },
    );
    expect(res.status).toBe(201);
  });

  it('the CSV import rejects the row, naming its line and the column', async () => {
    const csv = [
      'sku,name,category,price,sizes',
      `CSV-OK,Fine Tile,${tileCategoryName},10.00,12x24`,
      `CSV-TINY,Tiny Tile,${tileCategoryName},10.00,0.05x12`,
      `CSV-ZERO,Zero Tile,${tileCategoryName},10.00,12x24|12x24x0`,
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'sizes.csv');
    const res = await api.call('POST', '/api/vendor/product_imports?key=sizes-1', {
      token: vendor,
      raw: form,
    });
    expect(res.body.data).toMatchObject({ status: 'done', created: 1, rejected: 2 });
    const message =
      'sizes: Each size is width x height (x length) in inches, each from 0.25 to 240, e.g. 12x24.';
    expect(res.body.data.errors).toEqual([
      { line: 3, messages: [message] },
      { line: 4, messages: [message] },
    ]);
  });

  it('a size stored before the check (0.05 inch) draws a bounded image', async () => {
    const { db } = server.deps.database;
    const [created] = await db
      .insert(t.products)
      .values({
        hash: `tiny${Date.now().toString(36)}`,
        name: 'Textured White Mosaic Tile',
        brand: 'Demo',
        vendorId: 1,
        categoryId: tileCategory,
        priceCents: 1000,
        boxSqft: 10,
        minUnit: 1,
      })
      .returning();
    const id = created?.id ?? 0;
    await db.insert(t.productSizes).values({
      productId: id,
      widthSize: '0.05',
      heightSize: null,
      lengthSize: '0.05',
      priceCents: 1000,
    });
    const res = await fetch(`${server.url}/demo/products/${id}.svg?w=1280`);
    expect(res.status).toBe(200);
    const svg = await res.text();
    // Before: 30 MB of tiles drawn in 9 s while /healthz waited.
    expect(elements(svg)).toBeLessThanOrEqual(MAX_SURFACE_ELEMENTS + 10);
    expect(svg.length).toBeLessThan(3 * 1024 * 1024);
  });

  it.each([
    'grid',
    'offset',
    'herringbone',
    'chevron',
    'hexagon',
    'basketweave',
    'ledger',
  ] as const)('a %s drawing of a 1e-300 inch unit stops at the element cap', (pattern) => {
    const base = productLook({ id: 3, name: 'Textured Oak', category: 'Tile Flooring' });
    for (const kind of ['tile', 'wood', 'stone', 'coping'] as const) {
      const look = {
        ...base,
        kind,
        pattern,
        unit: { width: 1e-300, length: 1e-300 },
        finish: 'textured' as const,
      };
      let calls = 0;
      const rnd = () => {
        calls++;
        return 0.5;
      };
      const svg = surfaceElements(look, { x: 0, y: 0, w: 400, h: 300 }, 1, rnd, 'full');
      expect(elements(svg)).toBeLessThanOrEqual(MAX_SURFACE_ELEMENTS + 10);
      expect(calls).toBeLessThan(20 * MAX_SURFACE_ELEMENTS);
    }
  });

  it('draws an image once: the same content is served from the cache', async () => {
    const first = await fetch(`${server.url}/demo/products/5.svg?w=640`);
    const etag = first.headers.get('etag');
    await first.text();
    const made = drawingsMade();
    const again = await fetch(`${server.url}/demo/products/5.svg?w=640`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toMatch(/^<svg/);
    expect(drawingsMade()).toBe(made);
    // Another width is another drawing; a template and a category are cached alike.
    await (await fetch(`${server.url}/demo/products/5.svg?w=320`)).text();
    expect(drawingsMade()).toBe(made + 1);
    for (const path of ['/demo/templates/1.svg', '/demo/categories/tile-flooring.svg']) {
      await (await fetch(`${server.url}${path}`)).text();
      const before = drawingsMade();
      await (await fetch(`${server.url}${path}`)).text();
      expect(drawingsMade()).toBe(before);
    }
  });
});

describe('item 2: forty sign-ins at once', () => {
  let hashed: TestServer;
  let site = '';
  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'hash-storm-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Showroom</title>');
    hashed = await startServer({
      env: { TRUST_PROXY: 'loopback' },
      // 2^15: each hash is slow enough that the queue fills, fast enough for a test (production: 2^17).
      scryptN: 2 ** 15,
      staticRoots: { site },
    });
  });
  afterAll(async () => {
    await hashed.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('runs at most a few hashes at once, answers the overflow 503 with Retry-After, and pages keep answering', async () => {
    const limiter = hashingLimiter(hashed.deps.config);
    const storm = Array.from({ length: 40 }, (_, i) =>
      client(hashed.url).post(
        '/api/login',
        { email: `storm-${i}@example.test`, password: 'wrong-password-1' },
        { headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` } },
      ),
    );
    // A page read while the storm runs: its file read needs a worker thread too.
    const started = performance.now();
    const page = await fetch(`${hashed.url}/`);
    const pageMs = Math.round(performance.now() - started);
    const answers = await Promise.all(storm);
    const statuses = answers.map((a) => a.status);
    console.log(
      `40 sign-ins at N=2^15: ${statuses.filter((s) => s === 422).length} checked, ${statuses.filter((s) => s === 503).length} answered 503; the page took ${pageMs} ms; peak ${limiter.load().peak} hashes at once`,
    );
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Showroom');
    expect(limiter.load().peak).toBeLessThanOrEqual(PASSWORD_HASHING.concurrent);
    expect(statuses.every((s) => s === 422 || s === 503)).toBe(true);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.headers.get('retry-after')).toBe(String(PASSWORD_HASHING.retryAfterSeconds));
      expect(answer.body.message).toBe(
        'The server is busy checking passwords. Please try again in 2 seconds.',
      );
    }
    // A 503 spends no sign-in attempt: that address may sign in at once.
    const again = await client(hashed.url).post(
      '/api/login',
      { email: 'customer@demo.test', password: 'demo-pass-123' },
      { headers: { 'X-Forwarded-For': `198.51.100.${statuses.indexOf(503) + 1}` } },
    );
    expect(again.status).toBe(200);
    expect(limiter.load()).toMatchObject({ running: 0, waiting: 0 });
  }, 120_000);
});

describe('item 3: a decompression bomb as an upload', () => {
  const LIMIT =
    'The image must have at most 25,000,000 pixels (25 megapixels, e.g. 6,000 x 4,000).';
  /** A PNG whose header says 16,000 x 16,000 px (746 KB would decode to 1 GB in a browser). */
  const bomb = () => {
    const bytes = new Uint8Array(64 * 1024);
    bytes.set(pngHeader(16_000, 16_000));
    return bytes;
  };
  const send = (path: string, field: string, token: string, bytes: Uint8Array, name: string) => {
    const form = new FormData();
    form.set(field, new File([bytes as BlobPart], name, { type: 'image/png' }));
    return api.call('POST', path, { raw: form, token });
  };

  it('is refused as a product image, a Pro logo, a chat image and a floor-plan trace', async () => {
    const created = await api.post(
      '/api/vendor/products',
      {
        sku: 'BOMB-1',
        name: 'Bomb Tile',
        category_id: tileCategory,
        price: 10,
        sizes: [{ width_size: '12', height_size: '12' }],
      },
      { token: vendor },
    );
    const pro = await login(server.url, 'pro@demo.test');
    const customer = await login(server.url, 'customer@demo.test');
    const projectId = (await api.get('/api/projectCart', { token: customer })).body.data.id;
    const uploads = [
      [`/api/vendor/products/${created.body.data.id}/image`, 'image', vendor, LIMIT],
      ['/api/showroom/logo', 'logo', pro, LIMIT],
      [`/api/projectChat/${projectId}/files`, 'file', customer, LIMIT],
      // A trace is also at most 8,000 px a side, which it says first.
      ['/api/my_rooms/trace_image', 'image', customer, TRACE_IMAGE_MESSAGES.tooBig],
    ] as const;
    for (const [path, field, token, message] of uploads) {
      const res = await send(path, field, token, bomb(), 'bomb.png');
      expect(res.status, path).toBe(422);
      expect(res.body.errors[field], path).toEqual([message]);
    }
    // Within 8,000 px a side, 64 megapixels: the pixel limit.
    const square = await send(
      '/api/my_rooms/trace_image',
      'image',
      customer,
      pngHeader(8000, 8000),
      'plan.png',
    );
    expect(square.body.errors.image).toEqual([LIMIT]);
    // 5,000 x 5,000 (exactly 25 megapixels) is taken.
    const fine = await send(uploads[0][0], 'image', vendor, pngHeader(5000, 5000), 'big.png');
    expect(fine.status).toBe(200);
  });
});

describe('item 4: multipart floods', () => {
  const lead = () => {
    const form = new FormData();
    form.set('full_name', 'Lee Lead');
    form.set('email', 'lee@example.test');
    form.set('phone_number', '(415) 555-0111');
    form.set('lead_type', 'Pop-Ups');
    return form;
  };

  it('85,000 fields in one form: 413 at the 51st, the rest is never parsed', async () => {
    // 4.4 MB of multipart, under the 5 MB body limit: 85,000 one-letter fields.
    const boundary = 'b';
    const parts = Array.from(
      { length: 85_000 },
      (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    );
    const form = `${parts.join('')}--${boundary}--\r\n`;
    expect(form.length).toBeLessThan(5 * 1024 * 1024);
    const started = performance.now();
    const res = await api.call('POST', '/api/sample_request', {
      raw: form,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    console.log(
      `85,000-field form answered ${res.status} in ${Math.round(performance.now() - started)} ms`,
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(
      'This form is too large: more than 50 fields. Please send a smaller form.',
    );
    // The same flood form-encoded, and before the file of a CSV import.
    const encoded = new URLSearchParams();
    for (let i = 0; i < 85_000; i++) encoded.append(`f${i}`, 'x');
    const urlencoded = await api.call('POST', '/api/sample_request', {
      raw: encoded.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.status).toBe(413);
    const withFile = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nsku,name,category,price\r\n--${boundary}--\r\n`;
    const imported = await api.call('POST', '/api/vendor/product_imports?key=flood-1', {
      token: vendor,
      raw: withFile,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(imported.status).toBe(413);
    expect(imported.body.message).toMatch(/more than 50 fields/);
  });

  it('too many parts, a field over 64 KB, a 100-byte name and 16 KB of part headers', async () => {
    const files = lead();
    for (let i = 0; i < 61; i++) files.append('file', new File(['x'], `${i}.txt`));
    expect((await api.call('POST', '/api/sample_request', { raw: files })).body.message).toMatch(
      /more than (60 parts|10 files)/,
    );
    const big = lead();
    big.set('message', 'x'.repeat(64 * 1024 + 1));
    const bigField = await api.call('POST', '/api/sample_request', { raw: big });
    expect(bigField.status).toBe(413);
    expect(bigField.body.message).toMatch(/a field over 65536 bytes/);
    const longName = lead();
    longName.set('n'.repeat(101), 'x');
    expect((await api.call('POST', '/api/sample_request', { raw: longName })).status).toBe(413);
    const boundary = 'xBOUNDARYx';
    const headers = Array.from({ length: 400 }, (_, i) => `X-Pad-${i}: ${'y'.repeat(40)}`).join(
      '\r\n',
    );
    const raw = `--${boundary}\r\nContent-Disposition: form-data; name="full_name"\r\n${headers}\r\n\r\nLee\r\n--${boundary}--\r\n`;
    const padded = await api.call('POST', '/api/sample_request', {
      raw,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(padded.status).toBe(400);
  });

  it('a normal form still goes through', async () => {
    const res = await api.call('POST', '/api/sample_request', { raw: lead() });
    expect(res.status).toBe(201);
  });
});
