import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerCatalogRoutes } from './catalog.ts';
import { registerCollabRoutes } from './collab.ts';
import { registerCommerceRoutes } from './commerce.ts';
import { registerFileRoutes } from './files.ts';
import { registerProRoutes } from './pro.ts';
import { registerProjectRoutes } from './projects.ts';
import { registerSearchRoutes } from './search.ts';

/** Every contract endpoint, grouped by resource. */
export function registerRoutes(app: Hono<AppEnv>) {
  registerFileRoutes(app);
  registerAuthRoutes(app);
  registerCatalogRoutes(app);
  registerSearchRoutes(app);
  registerProjectRoutes(app);
  registerCollabRoutes(app);
  registerCommerceRoutes(app);
  registerProRoutes(app);
}
