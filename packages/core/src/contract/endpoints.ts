/**
 * Every call of the API as one `defineEndpoint` descriptor: spec 1 §7 and spec 2 §7 with the
 * spec's exact paths, plus the calls DOMAIN.md adds (`source: 'ours: ...'`). Grouped per
 * resource, one file each in endpoints/ (`endpoints/auth.ts` holds `authEndpoints`; the shared
 * parts and the conventions are in endpoints/define.ts), then flattened here into `endpoints`
 * with unique camelCase keys. Import the groups from this file, not from endpoints/.
 */
import { adminEndpoints } from './endpoints/admin';
import { aiEndpoints } from './endpoints/ai';
import { authEndpoints } from './endpoints/auth';
import { billingEndpoints } from './endpoints/billing';
import { cartEndpoints } from './endpoints/cart';
import { catalogEndpoints } from './endpoints/catalog';
import { chatEndpoints } from './endpoints/chat';
import { checklistEndpoints } from './endpoints/checklist';
import { checkoutEndpoints } from './endpoints/checkout';
import { leadEndpoints } from './endpoints/leads';
import { notificationEndpoints } from './endpoints/notifications';
import { orderEndpoints } from './endpoints/orders';
import { payoutEndpoints } from './endpoints/payouts';
import { searchEndpoints } from './endpoints/search';
import { settingsEndpoints } from './endpoints/settings';
import { showroomSettingsEndpoints } from './endpoints/showroom-settings';
import { showroomEndpoints } from './endpoints/showrooms';
import { vendorCatalogEndpoints } from './endpoints/vendor-catalog';
import { visualizerEndpoints } from './endpoints/visualizer';

export {
  adminEndpoints,
  aiEndpoints,
  authEndpoints,
  billingEndpoints,
  cartEndpoints,
  catalogEndpoints,
  chatEndpoints,
  checklistEndpoints,
  checkoutEndpoints,
  leadEndpoints,
  notificationEndpoints,
  orderEndpoints,
  payoutEndpoints,
  searchEndpoints,
  settingsEndpoints,
  showroomEndpoints,
  showroomSettingsEndpoints,
  vendorCatalogEndpoints,
  visualizerEndpoints,
};

/**
 * Every endpoint, by a unique camelCase key. Typed as its groups together, as the published
 * contract (public.ts) declares it: inferred, the declaration of the spread would spell out every
 * schema's valibot type, past what tsc serialises (TS7056).
 */
export const endpoints: typeof authEndpoints &
  typeof showroomEndpoints &
  typeof catalogEndpoints &
  typeof searchEndpoints &
  typeof cartEndpoints &
  typeof checklistEndpoints &
  typeof chatEndpoints &
  typeof checkoutEndpoints &
  typeof orderEndpoints &
  typeof payoutEndpoints &
  typeof billingEndpoints &
  typeof notificationEndpoints &
  typeof leadEndpoints &
  typeof aiEndpoints &
  typeof visualizerEndpoints &
  typeof settingsEndpoints &
  typeof showroomSettingsEndpoints &
  typeof adminEndpoints &
  typeof vendorCatalogEndpoints = {
  ...authEndpoints,
  ...showroomEndpoints,
  ...catalogEndpoints,
  ...searchEndpoints,
  ...cartEndpoints,
  ...checklistEndpoints,
  ...chatEndpoints,
  ...checkoutEndpoints,
  ...orderEndpoints,
  ...payoutEndpoints,
  ...billingEndpoints,
  ...notificationEndpoints,
  ...leadEndpoints,
  ...aiEndpoints,
  ...visualizerEndpoints,
  ...settingsEndpoints,
  ...showroomSettingsEndpoints,
  ...adminEndpoints,
  ...vendorCatalogEndpoints,
};
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
