import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { registerAdminRoutes } from './admin.ts';
import { registerAiRoutes } from './ai.ts';
import { registerAuthRoutes } from './auth.ts';
import { registerCartRoutes } from './cart.ts';
import { registerCatalogRoutes } from './catalog.ts';
import { registerChatRoutes } from './chat.ts';
import { registerChecklistRoutes } from './checklists.ts';
import { registerCheckoutRoutes } from './checkout.ts';
import { registerDesignerRoutes } from './designers.ts';
import { registerFileRoutes } from './files.ts';
import { registerMyRoomRoutes } from './my-rooms.ts';
import { registerNotificationRoutes } from './notifications.ts';
import { registerOrderRoutes } from './orders.ts';
import { registerPayoutRoutes } from './payouts.ts';
import { registerProSettingsRoutes } from './pro-settings.ts';
import { registerProfileRoutes } from './profile.ts';
import { registerProjectRoutes } from './projects.ts';
import { registerSearchRoutes } from './search.ts';
import { registerShowroomRoutes } from './showrooms.ts';
import { registerStyleProfileRoutes } from './style-profile.ts';
import { registerVendorCatalogRoutes } from './vendor-catalog.ts';

/** Every contract endpoint, grouped by resource. */
export function registerRoutes(app: Hono<AppEnv>) {
  registerFileRoutes(app);
  registerAuthRoutes(app);
  registerShowroomRoutes(app);
  registerCatalogRoutes(app);
  registerSearchRoutes(app);
  registerCartRoutes(app);
  registerProjectRoutes(app);
  registerChecklistRoutes(app);
  registerMyRoomRoutes(app);
  registerChatRoutes(app);
  registerDesignerRoutes(app);
  registerNotificationRoutes(app);
  registerProfileRoutes(app);
  registerCheckoutRoutes(app);
  registerOrderRoutes(app);
  registerPayoutRoutes(app);
  registerProSettingsRoutes(app);
  registerAiRoutes(app);
  registerAdminRoutes(app);
  registerVendorCatalogRoutes(app);
  registerStyleProfileRoutes(app);
}
