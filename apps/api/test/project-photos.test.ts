// Issue 29 item 6: a photo-mode result saved into a project. The customer saves (the rendered
// image, the product and surface it shows) and deletes; the project's participants (customer,
// Pro, hired designers) list and read; anyone else gets a 403. The image is checked like the
// other raster uploads (PNG, JPEG or WebP, 200-8,000 px a side, at most 4 MB); a project keeps
// at most PROJECT_PHOTOS_MAX. Runs on PGlite and PostgreSQL (scripts/test.mjs).
import { PROJECT_PHOTOS_FULL, PROJECT_PHOTOS_MAX, TRACE_IMAGE_MESSAGES } from '@brand/core/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { client, login, pngHeader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let customer = '';
let other = '';
let pro = '';
let basicPro = '';
let projectId = 0;
let product = { id: 0, name: '' };
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
  other = await login(server.url, 'newcustomer@demo.test');
  pro = await login(server.url, 'pro@demo.test');
  basicPro = await login(server.url, 'basicpro@demo.test');
  projectId = (await api.get('/api/projectCart', { token: customer })).body.data.id;
  const [row] = await server.deps.database.db
    .select({ id: t.products.id, name: t.products.name })
    .from(t.products)
    .where(isNull(t.products.retiredAt))
    .limit(1);
  product = row ?? product;
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

const photos = (id = projectId) => `/api/projects/${id}/photos`;

function save(
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string; type: string } | null,
  token = customer,
  id = projectId,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append('image', new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  return api.call('POST', photos(id), { token, raw: form });
}
const png = (w = 1024, h = 768) => ({
  bytes: pngHeader(w, h),
  name: 'room.png',
  type: 'image/png',
});
const floor = () => ({ product_id: String(product.id), surface: 'floor' });

async function rowsOfProject() {
  return server.deps.database.db
    .select()
    .from(t.projectPhotos)
    .where(eq(t.projectPhotos.projectId, projectId));
}

describe('photo-mode results saved into a project (issue 29 item 6)', () => {
  it('saves the image with its product and surface; the participants list and read it', async () => {
    const res = await save(floor(), png());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Photo saved to your project.');
    const photo = res.body.data;
    expect(photo).toEqual({
      id: expect.any(Number),
      project_id: projectId,
      image: expect.stringMatching(
        new RegExp(`^/storage/photos/${projectId}/[0-9a-f-]{36}\\.png$`),
      ),
      width: 1024,
      height: 768,
      product_id: product.id,
      product_name: product.name,
      surface: 'floor',
      created_at: expect.any(String),
    });
    const file = await fetch(server.url + photo.image);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pngHeader(1024, 768));

    for (const token of [customer, pro]) {
      const list = await api.get(photos(), { token });
      expect(list.status).toBe(200);
      expect(list.body.data.max).toBe(PROJECT_PHOTOS_MAX);
      expect(list.body.data.photos[0]).toEqual(photo);
      const one = await api.get(`${photos()}/${photo.id}`, { token });
      expect(one.status).toBe(200);
      expect(one.body.data).toEqual(photo);
    }
  });

  it('refuses strangers (403), the Pro saving or deleting (403), a photo of another project (404)', async () => {
    const mine = (await api.get(photos(), { token: customer })).body.data.photos[0];
    for (const token of [other, basicPro]) {
      expect((await api.get(photos(), { token })).status).toBe(403);
      expect((await api.get(`${photos()}/${mine.id}`, { token })).status).toBe(403);
      expect((await save(floor(), png(), token)).status).toBe(403);
      expect((await api.del(`${photos()}/${mine.id}`, { token })).status).toBe(403);
    }
    const before = (await rowsOfProject()).length;
    expect((await save(floor(), png(), pro)).status).toBe(403);
    expect((await api.del(`${photos()}/${mine.id}`, { token: pro })).status).toBe(403);
    expect(await rowsOfProject()).toHaveLength(before);
    expect((await api.get(`${photos()}/999999`, { token: customer })).status).toBe(404);
    expect((await api.get(photos(999999), { token: customer })).status).toBe(404);
    expect((await api.get(photos())).status).toBe(401);
  });

  it('answers 422 with field errors for a non-image, a bad product or surface, nothing stored', async () => {
    const before = (await rowsOfProject()).length;
    const text = {
      bytes: new TextEncoder().encode('not an image'),
      name: 'room.png',
      type: 'image/png',
    };
    const cases: [Record<string, string>, Parameters<typeof save>[1], Record<string, string[]>][] =
      [
        [floor(), text, { image: [TRACE_IMAGE_MESSAGES.unreadable] }],
        [
          floor(),
          { ...png(), name: 'room.gif', type: 'image/gif' },
          { image: [TRACE_IMAGE_MESSAGES.type] },
        ],
        [floor(), png(100, 100), { image: [TRACE_IMAGE_MESSAGES.tooSmall] }],
        [floor(), null, { image: ['Please choose a file.'] }],
        [{ ...floor(), product_id: '999999' }, png(), { product_id: ['Choose a product.'] }],
        [{ ...floor(), product_id: 'abc' }, png(), { product_id: ['Choose a product.'] }],
        [{ ...floor(), surface: 'ceiling' }, png(), { surface: ['Choose the floor or a wall.'] }],
      ];
    for (const [fields, file, errors] of cases) {
      const res = await save(fields, file);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    expect(await rowsOfProject()).toHaveLength(before);
  });

  it(`keeps at most ${PROJECT_PHOTOS_MAX} photos a project (422 past it, also when saved at once)`, async () => {
    const have = (await rowsOfProject()).length;
    const left = PROJECT_PHOTOS_MAX - have;
    // Two more than fit, sent at once: exactly `left` are saved.
    const answers = await Promise.all(
      Array.from({ length: left + 2 }, () => save({ ...floor(), surface: 'wall' }, png())),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(left);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(2);
    for (const res of refused) {
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ image: [PROJECT_PHOTOS_FULL] });
    }
    expect(await rowsOfProject()).toHaveLength(PROJECT_PHOTOS_MAX);
    const list = await api.get(photos(), { token: customer });
    expect(list.body.data.photos).toHaveLength(PROJECT_PHOTOS_MAX);
  });

  it('deletes a photo and its file for the customer; then it is gone (404)', async () => {
    const [first] = (await api.get(photos(), { token: customer })).body.data.photos;
    const res = await api.del(`${photos()}/${first.id}`, { token: customer });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Photo deleted.');
    expect((await api.get(`${photos()}/${first.id}`, { token: customer })).status).toBe(404);
    expect((await fetch(server.url + first.image)).status).toBe(404);
    expect((await api.del(`${photos()}/${first.id}`, { token: customer })).status).toBe(404);
    const rows = await server.deps.database.db
      .select()
      .from(t.projectPhotos)
      .where(and(eq(t.projectPhotos.projectId, projectId), eq(t.projectPhotos.id, first.id)));
    expect(rows).toEqual([]);
    // Room again for one.
    expect((await save(floor(), png())).status).toBe(201);
  });
});
