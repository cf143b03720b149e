import { orderRoutes } from '../../contract/endpoint-routes';
import type { orderEndpoints } from '../../contract/endpoints';
import type { OrderCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Orders (ours, DOMAIN.md): orders, order, orderItems, changeOrderAddress, setOrderItemStatus, cancelOrderItem, requestReturn, proposePriceChange, answerPriceChange. */
export function createOrderResource(transport: Transport): OrderResource {
  return bindRoutes<typeof orderEndpoints>(transport, orderRoutes);
}
/** The Order calls (generated from the contract: api-types.ts). */
export type OrderResource = OrderCalls;
