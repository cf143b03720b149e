// Issue 15 item 5: a customer's own room: saved from its outline, private to them, usable in
// the visualizer like a seeded plan (its template, its geometry, the cart's project).
import { OUTLINE_MESSAGES, polygonArea } from '@brand/core/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let customer = '';
let other = '';
beforeAll(async () => {
  server = await startServer();
  api = client(server.url);
  customer = await login(server.url, 'customer@demo.test');
  other = await login(server.url, 'newcustomer@demo.test');
});
afterAll(async () => {
  expect(server.drift).toEqual([]);
  await server.close();
});

/** An L drawn counter-clockwise from its south-west corner, 5 ft off the origin. */
const L_CCW = [
  { x: 5, y: 20 },
  { x: 17, y: 20 },
  { x: 17, y: 14 },
  { x: 25, y: 14 },
  { x: 25, y: 5 },
  { x: 5, y: 5 },
];
const body = (over: Record<string, unknown> = {}) => ({
  name: 'Our den',
  room_type: 'Living Room',
  walls: L_CCW,
  height: 9,
  // wall 0 runs (5,20) -> (17,20): the south wall of the long leg, west to east
  openings: [{ kind: 'door', wall: 0, offset: 2, width: 3 }],
  ...over,
});

describe('own rooms (issue 15 item 5)', () => {
  it('saves an outline as a private plan with a template, listed only for its owner', async () => {
    const res = await api.post('/api/my_rooms', body(), { token: customer });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const room = res.body.data;
    expect(res.body.message).toBe('Room saved.');
    // 20 x 15 less the 8 x 6 corner: 252 sq ft
    expect(room.sqft).toBe(252);
    expect(room.room_type).toBe('Living Room');
    expect(room.geometry.height).toBe(9);
    // clockwise from the north-west corner, moved to 0, 0
    expect(room.geometry.walls).toEqual([
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { x: 20, y: 9 },
      { x: 12, y: 9 },
      { x: 12, y: 15 },
      { x: 0, y: 15 },
    ]);
    expect(polygonArea(room.geometry.walls)).toBe(252);
    // the door on the south wall (now wall 4, (12,15) -> (0,15)): 12 - 2 - 3 = 7 ft from its end
    expect(room.geometry.openings).toEqual([
      { kind: 'door', wall: 4, offset: 7, width: 3, height: 7, sill: 0 },
    ]);
    expect(room.geometry.rooms).toEqual([{ name: 'Our den', x: 10, y: 7.5 }]);
    expect(room.template.floor_plan_id).toBe(room.id);
    expect(room.template.surfaces.map((s: { surface: string }) => s.surface).sort()).toEqual([
      'floor',
      'walls',
    ]);
    expect(room.image).toBe(`/demo/templates/${room.template.id}.svg`);

    const mine = await api.get('/api/my_rooms', { token: customer });
    expect(mine.body.data.map((r: { id: number }) => r.id)).toContain(room.id);
    const theirs = await api.get('/api/my_rooms', { token: other });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((r: { id: number }) => r.id)).not.toContain(room.id);

    // The owner opens it like a seeded plan; anyone else gets a 404.
    expect((await api.get(`/api/floor_plans/${room.id}`, { token: customer })).status).toBe(200);
    expect((await api.get(`/api/floor_plans/${room.id}`, { token: other })).status).toBe(404);
    expect((await api.get(`/api/floor_plans/${room.id}`)).status).toBe(404);
    const tpl = await api.get(`/api/floor_templates?floor_plan_id=${room.id}`, { token: customer });
    expect(tpl.body.data.data.map((x: { id: number }) => x.id)).toEqual([room.template.id]);
    const tplOther = await api.get(`/api/floor_templates?floor_plan_id=${room.id}`, {
      token: other,
    });
    expect(tplOther.body.data.data).toEqual([]);
    // Public lists leave it out; the plan drawing is not served.
    const all = await api.get('/api/floor_plans?per_page=100', { token: customer });
    expect(all.body.data.data.map((p: { id: number }) => p.id)).not.toContain(room.id);
    const drawing = await fetch(`${server.url}/demo/floorplans/${room.id}.svg`);
    expect(drawing.status).toBe(404);
  });

  it('another user cannot change or delete it (404); the owner can', async () => {
    const created = await api.post('/api/my_rooms', body({ name: 'Bath' }), { token: customer });
    const id = created.body.data.id;
    const square = [
      { x: 0, y: 0 },
      { x: 8, y: 0 },
      { x: 8, y: 8 },
      { x: 0, y: 8 },
    ];
    const change = body({ name: 'Big bath', room_type: 'Bathroom', walls: square, openings: [] });
    expect((await api.put(`/api/my_rooms/${id}`, change, { token: other })).status).toBe(404);
    expect((await api.del(`/api/my_rooms/${id}`, { token: other })).status).toBe(404);
    const changed = await api.put(`/api/my_rooms/${id}`, change, { token: customer });
    expect(changed.status).toBe(200);
    expect(changed.body.data.sqft).toBe(64);
    expect(changed.body.data.name).toBe('Big bath');
    expect(changed.body.data.template.name).toBe('Big bath (my room)');
    const gone = await api.del(`/api/my_rooms/${id}`, { token: customer });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Room deleted.');
    expect((await api.get(`/api/floor_plans/${id}`, { token: customer })).status).toBe(404);
    expect((await api.del(`/api/my_rooms/${id}`, { token: customer })).status).toBe(404);
  });

  it('refuses a bad outline with field errors (422)', async () => {
    const bow = [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ];
    const crossing = await api.post('/api/my_rooms', body({ walls: bow, openings: [] }), {
      token: customer,
    });
    expect(crossing.status).toBe(422);
    expect(crossing.body.errors).toEqual({ walls: [OUTLINE_MESSAGES.crossing] });

    const short = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 12 },
      { x: 0, y: 12 },
    ];
    const tooShort = await api.post('/api/my_rooms', body({ walls: short, openings: [] }), {
      token: customer,
    });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.errors).toEqual({
      'walls.0': ['Wall 1 is shorter than 3 ft.'],
      'walls.2': ['Wall 3 is shorter than 3 ft.'],
    });

    const misfit = await api.post(
      '/api/my_rooms',
      body({
        openings: [
          { kind: 'door', wall: 0, offset: 11, width: 3 },
          { kind: 'window', wall: 9, offset: 0, width: 3 },
          { kind: 'window', wall: 1, offset: 0, width: 3, height: 8 },
        ],
      }),
      { token: customer },
    );
    expect(misfit.status).toBe(422);
    expect(misfit.body.errors).toEqual({
      'openings.0': ['Opening 1 does not fit on its wall.'],
      'openings.1': ['Opening 2 is on a wall the room does not have.'],
      'openings.2': ['Opening 3 is taller than the wall.'],
    });

    const schema = await api.post('/api/my_rooms', { name: '', walls: 'x' }, { token: customer });
    expect(schema.status).toBe(422);
    expect(Object.keys(schema.body.errors).sort()).toEqual(
      expect.arrayContaining(['height', 'name', 'room_type', 'walls']),
    );
  });

  it("another user's own room is an unknown plan for their cart (422)", async () => {
    const created = await api.post('/api/my_rooms', body({ name: 'Mine' }), { token: customer });
    const room = created.body.data;
    const add = (token: string) =>
      api.post(
        '/api/projectCart/sync_to_bulk_cart',
        {
          showroom: 'AB12CD34',
          items: [{ product_id: 9, qty: 1 }],
          floorplan: room.id,
          floorTemplate: room.template.id,
        },
        { token },
      );
    const theirs = await add(other);
    expect(theirs.status).toBe(422);
    expect(theirs.body.errors).toEqual({ floorplan: ['This floor plan does not exist.'] });
    const mine = await add(customer);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
  });
});
