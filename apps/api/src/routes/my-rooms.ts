import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { requireType } from '../http/guards.ts';
import { route } from '../http/route.ts';
import {
  createOwnRoom,
  deleteOwnRoom,
  getOwnRoom,
  listOwnRooms,
  updateOwnRoom,
  uploadTraceImage,
} from '../modules/floor-plans/index.ts';

/** Issue 15 item 5: customers (and Pros designing for them) keep their own rooms. */
const DESIGNERS = ['User', 'Contractor'];

export function registerMyRoomRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.myRooms, async (c) => {
    const user = requireType(c, ...DESIGNERS);
    const data = await listOwnRooms(c.get('deps').database.db, user.id);
    return { body: { success: true, data } };
  });

  route(app, endpoints.uploadTraceImage, async (c, { files }) => {
    const user = requireType(c, ...DESIGNERS);
    const data = await uploadTraceImage(c.get('deps'), user.id, files.image?.[0]);
    return { status: 201, body: { success: true, data } };
  });

  route(app, endpoints.myRoom, async (c, { params }) => {
    const user = requireType(c, ...DESIGNERS);
    const data = await getOwnRoom(c.get('deps').database.db, user.id, params.id);
    return { body: { success: true, data } };
  });

  route(app, endpoints.createMyRoom, async (c, { body }) => {
    const user = requireType(c, ...DESIGNERS);
    const data = await createOwnRoom(c.get('deps').database.db, user.id, body);
    return { status: 201, body: { success: true, message: 'Room saved.', data } };
  });

  route(app, endpoints.updateMyRoom, async (c, { params, body }) => {
    const user = requireType(c, ...DESIGNERS);
    const data = await updateOwnRoom(c.get('deps'), user.id, params.id, body);
    return { body: { success: true, message: 'Room saved.', data } };
  });

  route(app, endpoints.deleteMyRoom, async (c, { params }) => {
    const user = requireType(c, ...DESIGNERS);
    await deleteOwnRoom(c.get('deps'), user.id, params.id);
    return { body: { success: true, message: 'Room deleted.', data: null } };
  });
}
