import { endpoints } from '@brand/core/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { currentUser } from '../http/guards.ts';
import { route } from '../http/route.ts';
import {
  getStyleProfile,
  saveStyleProfile,
  styleProfileJson,
} from '../modules/style-profile/index.ts';

/** Issue 15 item 4: a signed-in user's own style profile (any role may take it). */
export function registerStyleProfileRoutes(app: Hono<AppEnv>) {
  route(app, endpoints.styleProfile, async (c) => {
    const row = await getStyleProfile(c.get('deps').database.db, currentUser(c).id);
    return { body: { success: true, data: row ? styleProfileJson(row) : null } };
  });

  route(app, endpoints.saveStyleProfile, async (c, { body }) => {
    const deps = c.get('deps');
    const row = await saveStyleProfile(
      deps.database.db,
      currentUser(c).id,
      body.answers as Record<string, string[]>,
      deps.now(),
    );
    return {
      body: { success: true, message: 'Style profile saved.', data: styleProfileJson(row) },
    };
  });
}
