// Issue 15 item 5: a floor-plan image an own room is traced over. Uploaded like the other
// images (the storage adapter; PNG, JPEG or WebP of 200-8,000 px a side and at most 4 MB,
// checked from the file itself), kept with the room in the stored outline's frame, private to
// its owner (a random stored name; another user's path is refused), deleted with the room.
import { TRACE_IMAGE_MESSAGES as M } from '@brand/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, pngHeader, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let customer = '';
let other = '';
let vendor = '';
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
  other = await login(server.url, 'newcustomer@demo.test');
  vendor = await login(server.url, 'vendor@demo.test');
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

/** The first bytes of a WebP (VP8X) of `width` x `height`. */
function webpHeader(width: number, height: number) {
  const b = new Uint8Array(30);
  b.set(new TextEncoder().encode('RIFF'), 0);
  b.set(new TextEncoder().encode('WEBPVP8X'), 8);
  b.set([10, 0, 0, 0], 16);
  const u24 = (at: number, n: number) => b.set([n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff], at);
  u24(24, width - 1);
  u24(27, height - 1);
  return b;
}

/** The first bytes of a baseline JPEG of `width` x `height` (SOI, APP0, SOF0). */
function jpegHeader(width: number, height: number) {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0x11, 0]);
}

function upload(bytes: Uint8Array, name: string, type: string, token: string | null = customer) {
  const form = new FormData();
  form.append('image', new Blob([bytes as BlobPart], { type }), name);
  return api.call('POST', '/api/my_rooms/trace_image', { token: token ?? undefined, raw: form });
}

const IMAGE = /^\/storage\/rooms\/\d+\/[0-9a-f-]{36}\.(png|jpg|webp)$/;

/** A 14 x 12 ft room drawn 5 ft east and 2 ft south of the image's top-left corner. */
const room = (trace: unknown) => ({
  name: 'Traced den',
  room_type: 'Living Room',
  walls: [
    { x: 5, y: 2 },
    { x: 19, y: 2 },
    { x: 19, y: 14 },
    { x: 5, y: 14 },
  ],
  height: 9,
  trace,
});

describe('a floor-plan image to trace (issue 15 item 5)', () => {
  it('stores a PNG, a JPEG and a WebP under a random name and answers its path and size', async () => {
    const png = await upload(pngHeader(1200, 900), 'plan.png', 'image/png');
    expect(png.status, JSON.stringify(png.body)).toBe(201);
    expect(png.body.data).toEqual({
      image: expect.stringMatching(IMAGE),
      width: 1200,
      height: 900,
    });
    const file = await fetch(server.url + png.body.data.image);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pngHeader(1200, 900));

    const jpeg = await upload(jpegHeader(640, 480), 'plan.jpg', 'image/jpeg');
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(201);
    expect(jpeg.body.data).toMatchObject({ width: 640, height: 480 });
    expect(jpeg.body.data.image).toMatch(/\.jpg$/);

    const webp = await upload(webpHeader(2000, 1500), 'scan.webp', 'image/webp');
    expect(webp.status, JSON.stringify(webp.body)).toBe(201);
    expect(webp.body.data).toMatchObject({ width: 2000, height: 1500 });
    // Two uploads of the same file get two names.
    const again = await upload(pngHeader(1200, 900), 'plan.png', 'image/png');
    expect(again.body.data.image).not.toBe(png.body.data.image);
  });

  it('refuses a wrong type, a file that is not what its name says, too small, too big', async () => {
    const cases: [Uint8Array, string, string, string][] = [
      [new TextEncoder().encode('<svg/>'), 'plan.svg', 'image/svg+xml', M.type],
      [pngHeader(800, 800), 'plan.gif', 'image/gif', M.type],
      [new TextEncoder().encode('not an image'), 'plan.png', 'image/png', M.unreadable],
      [webpHeader(800, 800), 'plan.png', 'image/png', M.unreadable],
      [pngHeader(199, 800), 'plan.png', 'image/png', M.tooSmall],
      [pngHeader(8001, 800), 'plan.png', 'image/png', M.tooBig],
    ];
    for (const [bytes, name, type, message] of cases) {
      const res = await upload(bytes, name, type);
      expect(res.status, name).toBe(422);
      expect(res.body.errors, name).toEqual({ image: [message] });
    }
    const big = new Uint8Array(4 * 1024 * 1024 + 1);
    big.set(pngHeader(1200, 900));
    const tooBig = await upload(big, 'plan.png', 'image/png');
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors).toEqual({ image: ['Each file must be at most 4 MB.'] });
    const none = await api.call('POST', '/api/my_rooms/trace_image', {
      token: customer,
      raw: new FormData(),
    });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ image: ['Please choose a file.'] });
  });

  it('is for signed-in customers and Pros: a visitor gets 401, a vendor 403', async () => {
    expect((await upload(pngHeader(800, 800), 'plan.png', 'image/png', null)).status).toBe(401);
    expect((await upload(pngHeader(800, 800), 'plan.png', 'image/png', vendor)).status).toBe(403);
  });

  it('keeps the image and its scale with the room, moved with the stored outline, for its owner only', async () => {
    const { image } = (await upload(pngHeader(1200, 900), 'plan.png', 'image/png')).body.data;
    const trace = { image, width: 1200, height: 900, scale: 0.05, x: 0, y: 0 };
    const saved = await api.post('/api/my_rooms', room(trace), { token: customer });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const id = saved.body.data.id;
    // The outline is stored from 0, 0: the image's corner is now 5 ft west and 2 ft north.
    expect(saved.body.data.geometry.walls[0]).toEqual({ x: 0, y: 0 });
    expect(saved.body.data.trace).toEqual({ ...trace, x: -5, y: -2 });
    expect(saved.body.data.sqft).toBe(168);

    const one = await api.get(`/api/my_rooms/${id}`, { token: customer });
    expect(one.status).toBe(200);
    expect(one.body.data.trace).toEqual({ ...trace, x: -5, y: -2 });
    expect(one.body.data.name).toBe('Traced den');
    const mine = await api.get('/api/my_rooms', { token: customer });
    expect(mine.body.data.find((r: { id: number }) => r.id === id).trace.image).toBe(image);

    // Nobody else learns it: a 404 for the room, nothing in their list or the public plans.
    expect((await api.get(`/api/my_rooms/${id}`, { token: other })).status).toBe(404);
    expect((await api.get(`/api/floor_plans/${id}`, { token: other })).body).not.toHaveProperty(
      'data.trace',
    );
    const theirs = await api.get('/api/my_rooms', { token: other });
    expect(JSON.stringify(theirs.body)).not.toContain(image);
    const plans = await api.get('/api/floor_plans?per_page=100', { token: other });
    expect(JSON.stringify(plans.body)).not.toContain('/storage/rooms/');
    // ... and cannot attach it to their own room.
    const stolen = await api.post('/api/my_rooms', room(trace), { token: other });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors).toEqual({ 'trace.image': ['Upload the floor-plan image again.'] });
  });

  it('keeps the image on a change that leaves it out, removes it on null, and deletes files it drops', async () => {
    const { image } = (await upload(pngHeader(1000, 1000), 'plan.png', 'image/png')).body.data;
    const trace = { image, width: 1000, height: 1000, scale: 0.02, x: 0, y: 0 };
    const saved = (await api.post('/api/my_rooms', room(trace), { token: customer })).body.data;
    const id = saved.id;
    const stored = () => fetch(server.url + image).then((r) => r.status);

    // A change without `trace` sends the stored outline (from 0, 0), here moved 1 ft east: the
    // kept image stays where it was under the room.
    const { trace: _left, ...withoutTrace } = room(undefined);
    const walls = saved.geometry.walls.map((p: { x: number; y: number }) => ({
      x: p.x + 1,
      y: p.y,
    }));
    const kept = await api.put(
      `/api/my_rooms/${id}`,
      { ...withoutTrace, name: 'Renamed den', walls },
      { token: customer },
    );
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.name).toBe('Renamed den');
    expect(kept.body.data.trace).toEqual({ ...trace, x: -6, y: -2 });

    const bad = await api.put(`/api/my_rooms/${id}`, room({ ...trace, scale: 0 }), {
      token: customer,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['trace.scale']).toEqual([M.scale]);
    expect(await stored()).toBe(200);

    const removed = await api.put(`/api/my_rooms/${id}`, room(null), { token: customer });
    expect(removed.status).toBe(200);
    expect(removed.body.data.trace).toBeNull();
    expect(await stored()).toBe(404);

    const second = (await upload(pngHeader(1000, 1000), 'plan.png', 'image/png')).body.data.image;
    await api.put(`/api/my_rooms/${id}`, room({ ...trace, image: second }), { token: customer });
    expect((await fetch(server.url + second)).status).toBe(200);
    expect((await api.del(`/api/my_rooms/${id}`, { token: customer })).status).toBe(200);
    expect((await fetch(server.url + second)).status).toBe(404);
  });
});
