import { orderRoutes } from '../../contract/endpoint-routes';
import type { orderEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Orders (ours, DOMAIN.md): orders, order, orderItems, changeOrderAddress, setOrderItemStatus, cancelOrderItem, requestReturn, proposePriceChange, answerPriceChange. */
export function createOrderResource(transport: Transport) {
  return bindRoutes<typeof orderEndpoints>(transport, orderRoutes);
}
export type OrderResource = ReturnType<typeof createOrderResource>;
