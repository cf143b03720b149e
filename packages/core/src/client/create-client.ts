import type { ClientEventMap, Emitter } from './events';
import { type AdminResource, createAdminResource } from './resources/admin';
import { type AiResource, createAiResource } from './resources/ai';
import { type AuthResource, createAuthResource } from './resources/auth';
import { type BillingResource, createBillingResource } from './resources/billing';
import { type CartResource, createCartResource } from './resources/cart';
import { type CatalogResource, createCatalogResource } from './resources/catalog';
import { type ChatResource, createChatResource } from './resources/chat';
import { type ChecklistResource, createChecklistResource } from './resources/checklist';
import { type CheckoutResource, createCheckoutResource } from './resources/checkout';
import { createLeadResource, type LeadResource } from './resources/leads';
import { createNotificationResource, type NotificationResource } from './resources/notifications';
import { createOrderResource, type OrderResource } from './resources/orders';
import { createPagination, type Pagination } from './resources/pagination';
import { createPayoutResource, type PayoutResource } from './resources/payouts';
import { createSearchResource, type SearchResource } from './resources/search';
import { createSettingsResource, type SettingsResource } from './resources/settings';
import {
  createShowroomSettingsResource,
  type ShowroomSettingsResource,
} from './resources/showroom-settings';
import { createShowroomResource, type ShowroomResource } from './resources/showrooms';
import {
  createVendorCatalogResource,
  type VendorCatalogResource,
} from './resources/vendor-catalog';
import { createVisualizerResource, type VisualizerResource } from './resources/visualizer';
import { createTransport, type Transport, type TransportOptions } from './transport';

export type ClientOptions = TransportOptions;

/**
 * The API client: one transport (one ofetch instance) and one module per group of calls.
 *
 * ```ts
 * const session = createSessionStore();
 * const client = createClient({ ...sessionTransportOptions(session) });
 * client.events.on('toast', show);
 * const { data } = await client.showrooms.searchShowrooms({ query: { s: 'AB12CD34' } });
 * ```
 */
export function createClient(options: ClientOptions = {}): Client {
  const transport = createTransport(options);
  return {
    transport,
    events: transport.events,
    auth: createAuthResource(transport),
    showrooms: createShowroomResource(transport),
    catalog: createCatalogResource(transport),
    search: createSearchResource(transport),
    cart: createCartResource(transport),
    checklist: createChecklistResource(transport),
    chat: createChatResource(transport),
    checkout: createCheckoutResource(transport),
    orders: createOrderResource(transport),
    payouts: createPayoutResource(transport),
    billing: createBillingResource(transport),
    notifications: createNotificationResource(transport),
    leads: createLeadResource(transport),
    ai: createAiResource(transport),
    visualizer: createVisualizerResource(transport),
    settings: createSettingsResource(transport),
    showroomSettings: createShowroomSettingsResource(transport),
    admin: createAdminResource(transport),
    vendorCatalog: createVendorCatalogResource(transport),
    paginate: createPagination(transport),
  };
}
/**
 * The API client: named request and response types for every call (api-types.ts, generated
 * from the contract), so an editor shows `Promise<ShowroomSearchResponse>` rather than the
 * schema library's types, and a consumer's type check stays cheap (docs/performance.md).
 */
export interface Client {
  /** The one transport: base URL, headers, events, error catalogue. */
  transport: Transport;
  /** 'toast', 'unauthorized', 'field-errors', 'request:start|finish|fail'. */
  events: Emitter<ClientEventMap>;
  auth: AuthResource;
  showrooms: ShowroomResource;
  catalog: CatalogResource;
  /** Product search and typeahead (issue 11). */
  search: SearchResource;
  cart: CartResource;
  checklist: ChecklistResource;
  chat: ChatResource;
  checkout: CheckoutResource;
  orders: OrderResource;
  payouts: PayoutResource;
  billing: BillingResource;
  notifications: NotificationResource;
  leads: LeadResource;
  ai: AiResource;
  visualizer: VisualizerResource;
  settings: SettingsResource;
  showroomSettings: ShowroomSettingsResource;
  /** The admin console (issue 12). */
  admin: AdminResource;
  /** A vendor's catalogue and CSV import (issue 12). */
  vendorCatalog: VendorCatalogResource;
  /** spec 1 §7 pagination: follow a paginator link, or ask for page n of a records path. */
  paginate: Pagination;
}
