'use client';
import type { OrderItemStatus, UserType } from '@brand/core/contract';
import {
  formatDate,
  formatUsd,
  MESSAGES,
  type OrderItemStatusChange,
  orderItemProfit,
  orderItemStatusLabel,
  type SizeInput,
  shopperStatusText,
  sizeLabel,
  toCents,
} from '@brand/core/rules';
import type { ReactNode } from 'react';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/dialog/dialog';
import type { PortalContainer } from '../../primitives/portal/portal-container';
import { StatusSelect } from '../status-select/status-select';

/** The order-item fields the popup shows (spec 2 §3 Order item; a subset of core's OrderItem). */
export interface OrderItemRow extends SizeInput {
  id: number | string;
  product_name: string;
  qty: number;
  /** Dollars, as JSON carries them. */
  final_price: number | string;
  contractor_markup_amt: number | string;
  admin_profit_inclusive_tax: number | string;
  /** The line's total in dollars: shown to the customer (issue 25 item 9). */
  line_total?: number | string;
  status: OrderItemStatus;
  status_date: string | null;
}

export interface OrderItemsPopupProps {
  items: readonly OrderItemRow[];
  /** The viewer's type: decides the profit shown (spec 2 §6) and the status options. */
  viewerRole: UserType;
  /** Shown in the title: "Order BR-000123". */
  orderNumber?: string;
  /** Items still loading: skeleton rows. */
  loading?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** With it, each status is a StatusSelect; without, a read-only label. */
  onStatusChange?: (item: OrderItemRow, change: OrderItemStatusChange) => void;
  /** The element that opens the popup; default a "View items" button. */
  trigger?: ReactNode;
  container?: PortalContainer;
}

function profitText(item: OrderItemRow, role: UserType): string | null {
  const cents = orderItemProfit(
    {
      qty: item.qty,
      finalPriceCents: toCents(item.final_price),
      contractorMarkupAmtCents: toCents(item.contractor_markup_amt),
      adminProfitInclusiveTaxCents: toCents(item.admin_profit_inclusive_tax),
      status: item.status,
    },
    role,
  );
  return cents === null ? null : formatUsd(cents);
}

/**
 * The Order Items popup (spec 2 §2.2): product name, quantity, size, profit by the viewer's role
 * (negative for Return Request and Returned), status with its MM.DD.YYYY date, and
 * 'NO item found in this order.' when empty. A customer (type User) sees each line's price
 * instead of a profit, and the status in the shopper's words (core `shopperStatusText`, issue 25
 * item 9: "On its way", not "Shipped"); the roles that set statuses keep the spec's labels.
 */
function OrderItemsPopup({
  items,
  viewerRole: role,
  orderNumber,
  loading = false,
  open,
  defaultOpen,
  onOpenChange,
  onStatusChange,
  trigger,
  container,
}: OrderItemsPopupProps) {
  const showProfit = role !== 'User';
  const showPrice = role === 'User' && items.some((item) => item.line_total !== undefined);
  const statusText = role === 'User' ? shopperStatusText : orderItemStatusLabel;
  const title = orderNumber ? `Order ${orderNumber} items` : 'Order items';
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {trigger ?? <Button variant="secondary">View items</Button>}
      </DialogTrigger>
      <DialogContent size="lg" container={container} data-slot="order-items-popup">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {showProfit
              ? `Profit shown as the ${role === 'Contractor' ? 'Pro' : role} sees it.`
              : 'Each item and its status.'}
          </DialogDescription>
        </DialogHeader>
        {loading ? (
          <div className="bui-order-items__loading" role="status" aria-label="Loading order items">
            {[0, 1, 2].map((row) => (
              <span key={row} className="bui-skeleton" style={{ height: 36 }} />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="bui-empty" data-slot="order-items-empty">
            {MESSAGES.noOrderItems}
          </p>
        ) : (
          <div className="bui-order-items__scroll">
            <table className="bui-order-items">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Qty</th>
                  <th scope="col">Size</th>
                  {showProfit ? <th scope="col">Profit</th> : null}
                  {showPrice ? <th scope="col">Price</th> : null}
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => {
                  const profit = showProfit ? profitText(item, role) : null;
                  const date = formatDate(item.status_date);
                  return (
                    <tr key={item.id}>
                      <th scope="row">{item.product_name}</th>
                      <td className="bui-tabular">{item.qty}</td>
                      <td>{sizeLabel(item) || '—'}</td>
                      {showProfit ? (
                        <td
                          className="bui-tabular bui-order-items__profit"
                          data-negative={profit?.startsWith('-') ? 'true' : undefined}
                        >
                          {profit}
                        </td>
                      ) : null}
                      {showPrice ? (
                        <td className="bui-tabular">
                          {item.line_total === undefined
                            ? null
                            : formatUsd(toCents(item.line_total))}
                        </td>
                      ) : null}
                      <td>
                        <div className="bui-order-items__status">
                          {onStatusChange ? (
                            <StatusSelect
                              viewerRole={role}
                              defaultValue={item.status}
                              label={`Status of ${item.product_name}`}
                              container={container}
                              onStatusChange={(change) => onStatusChange(item, change)}
                            />
                          ) : (
                            <span className="bui-status-badge" data-status={item.status}>
                              {statusText(item.status)}
                            </span>
                          )}
                          {date ? (
                            <time
                              className="bui-order-items__date bui-tabular"
                              dateTime={item.status_date ?? undefined}
                            >
                              {date}
                            </time>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { OrderItemsPopup };
