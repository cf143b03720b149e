/**
 * What the orders module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { answerPriceChange } from './answer-price-change.ts';
export { attemptRefund } from './attempt-refund.ts';
export { cancelItem } from './cancel-item.ts';
export { changeItemStatus } from './change-item-status.ts';
export { changeOrderAddress } from './change-order-address.ts';
export { expireHolds } from './hold-expiry.ts';
export { listOrders } from './list-orders.ts';
export { listRefunds, refundJsonById } from './list-refunds.ts';
export { listOrderMoney } from './money-report.ts';
export { viewableOrder } from './order-access.ts';
export {
  itemJson,
  type Order,
  orderJson,
  orderNumber,
  totalsJson,
  type Viewer,
} from './order-json.ts';
export { mailOrderConfirmation } from './order-mails.ts';
export { proposePriceChange } from './propose-price-change.ts';
export { reportProblem } from './report-problem.ts';
export { requestReturn } from './request-return.ts';
export { retryDueRefunds } from './retry-due-refunds.ts';
