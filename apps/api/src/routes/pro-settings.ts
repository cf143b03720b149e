import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import { couponJson } from '../modules/checkout/index.ts';
import {
  createCoupon,
  deleteCoupon,
  listCoupons,
  myShowroom,
  previewCuration,
  saveCuration,
  settingsJson,
  showroomCuration,
  updateShowroomSettings,
  uploadLogo,
} from '../modules/showroom-settings/index.ts';

export function registerProSettingsRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.showroomSettings, async (c) => {
    const { db } = c.get('deps').database;
    const showroom = await myShowroom(db, currentUser(c));
    return { body: { success: true, data: await settingsJson(db, showroom) } };
  });

  route(app, endpoints.updateShowroomSettings, async (c, { body }) => {
    const deps = c.get('deps');
    const showroom = await myShowroom(deps.database.db, currentUser(c));
    const fresh = await updateShowroomSettings(deps, showroom, body);
    const data = await settingsJson(deps.database.db, fresh);
    return { body: { success: true, message: 'Showroom settings saved.', data } };
  });

  route(app, endpoints.uploadShowroomLogo, async (c, { files }) => {
    const deps = c.get('deps');
    const showroom = await myShowroom(deps.database.db, currentUser(c));
    const fresh = await uploadLogo(deps, showroom, files.logo?.[0]);
    const data = await settingsJson(deps.database.db, fresh);
    return { body: { success: true, message: 'Logo uploaded.', data } };
  });

  route(app, endpoints.coupons, async (c) => {
    const { db } = c.get('deps').database;
    const rows = await listCoupons(db, await myShowroom(db, currentUser(c)));
    return { body: { success: true, data: rows.map(couponJson) } };
  });

  route(app, endpoints.createCoupon, async (c, { body }) => {
    const deps = c.get('deps');
    const showroom = await myShowroom(deps.database.db, currentUser(c));
    const row = await createCoupon(deps.database.db, showroom, body, deps.now());
    return {
      status: 201,
      body: { success: true, message: 'Coupon created.', data: couponJson(row) },
    };
  });

  route(app, endpoints.deleteCoupon, async (c, { params }) => {
    const { db } = c.get('deps').database;
    await deleteCoupon(db, await myShowroom(db, currentUser(c)), params.id);
    return { body: { success: true, message: 'Coupon withdrawn.', data: null } };
  });

  route(app, endpoints.showroomCuration, async (c) => {
    const { db } = c.get('deps').database;
    const showroom = await myShowroom(db, currentUser(c));
    return { body: { success: true, data: await showroomCuration(db, showroom) } };
  });

  route(app, endpoints.previewShowroomCuration, async (c, { body }) => {
    const { db } = c.get('deps').database;
    await myShowroom(db, currentUser(c));
    return { body: { success: true, data: await previewCuration(db, body) } };
  });

  route(app, endpoints.updateShowroomCuration, async (c, { body }) => {
    const deps = c.get('deps');
    const showroom = await myShowroom(deps.database.db, currentUser(c));
    const data = await saveCuration(deps, showroom, body);
    return { body: { success: true, message: 'Showroom products saved.', data } };
  });
}
