import { createAiResource } from './resources/ai';
import { createAuthResource } from './resources/auth';
import { createCartResource } from './resources/cart';
import { createCatalogResource } from './resources/catalog';
import { createChatResource } from './resources/chat';
import { createChecklistResource } from './resources/checklist';
import { createCheckoutResource } from './resources/checkout';
import { createLeadResource } from './resources/leads';
import { createNotificationResource } from './resources/notifications';
import { createOrderResource } from './resources/orders';
import { createPagination } from './resources/pagination';
import { createPayoutResource } from './resources/payouts';
import { createSettingsResource } from './resources/settings';
import { createShowroomSettingsResource } from './resources/showroom-settings';
import { createShowroomResource } from './resources/showrooms';
import { createVisualizerResource } from './resources/visualizer';
import { createTransport, type TransportOptions } from './transport';

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
export function createClient(options: ClientOptions = {}) {
  const transport = createTransport(options);
  return {
    transport,
    events: transport.events,
    auth: createAuthResource(transport),
    showrooms: createShowroomResource(transport),
    catalog: createCatalogResource(transport),
    cart: createCartResource(transport),
    checklist: createChecklistResource(transport),
    chat: createChatResource(transport),
    checkout: createCheckoutResource(transport),
    orders: createOrderResource(transport),
    payouts: createPayoutResource(transport),
    notifications: createNotificationResource(transport),
    leads: createLeadResource(transport),
    ai: createAiResource(transport),
    visualizer: createVisualizerResource(transport),
    settings: createSettingsResource(transport),
    showroomSettings: createShowroomSettingsResource(transport),
    paginate: createPagination(transport),
  };
}
export type Client = ReturnType<typeof createClient>;
