import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import { profileJson, updateProfile } from '../modules/profile/index.ts';

export function registerProfileRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.profile, async (c) => {
    const { db } = c.get('deps').database;
    return { body: { success: true, data: await profileJson(db, currentUser(c)) } };
  });

  route(app, endpoints.updateProfile, async (c, { body }) => {
    const deps = c.get('deps');
    const fresh = await updateProfile(deps, currentUser(c), body);
    const data = await profileJson(deps.database.db, fresh);
    return { body: { success: true, message: 'Profile updated.', data } };
  });
}
