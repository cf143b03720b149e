import type { Order, OrderItem, UserType } from '@brand/core/contract';
import { formatDate, formatUsd, shopperOrderStatusText, toCents } from '@brand/core/rules';
import { Button, Pagination, useAction } from '@brand/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { OrderTotalsList } from '../../lib/order-totals.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { LazyOrderItemsPopup } from '../../shell/lazy-controls.tsx';
import { SHOWROOM_HOME } from '../../shell/showroom.tsx';
import { CustomerItems } from './customer-order-items.tsx';
import { OrderAddress } from './order-address.tsx';
import { OrderPayment } from './order-payment.tsx';
import { OrderProblems } from './order-problems.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { VendorItems } from './vendor-order-items.tsx';

const TITLES: Record<UserType, string> = {
  User: 'My orders',
  Contractor: 'Orders in my showroom',
  Vendor: 'Order items to fulfil',
  Admin: 'All orders',
};

/**
 * The caller's orders by role (GET /api/orders; the server picks them and enforces every
 * write). Items open in ui's OrderItemsPopup with the StatusSelect for the roles that move
 * statuses (loaded on intent); a refused change shows the server's message (the client's toast) and reloads.
 */
export function OrdersSection({ role }: { role: UserType }) {
  const client = useClient();
  const [page, setPage] = useState(1);
  // A notification's link `/account?order=N` opens that order first (issue 10 item 5).
  const [params] = useSearchParams();
  const named = Number(params.get('order'));
  const openedId = Number.isSafeInteger(named) && named > 0 ? named : null;
  const opened = useLoad(openedId === null ? null : `order:${openedId}`, async () => {
    return (await client.orders.order({ params: { id: openedId ?? 0 }, quiet: true })).data;
  });

  // The page of orders: kept on screen while the next page or a refresh after a change loads.
  const list = useLoad(
    `orders:${page}`,
    async () => (await client.orders.orders({ query: { page } })).data,
  );
  const refresh = list.reload;
  const orders = list.status === 'error' ? null : list.data;

  const headingId = `orders-${role}`;
  return (
    <section aria-labelledby={headingId} className="site-account__section">
      <h2 id={headingId}>{TITLES[role]}</h2>
      {list.status === 'loading' && list.data === null ? (
        <p role="status">Loading orders…</p>
      ) : null}
      {list.status === 'error' ? (
        <p role="alert">
          {list.error}{' '}
          <Button type="button" variant="link" onClick={() => void refresh()}>
            Try again
          </Button>
        </p>
      ) : null}
      {opened.data ? (
        <ul className="site-orders" aria-label="The order you opened">
          <OrderRow
            order={opened.data}
            role={role}
            onChanged={async () => {
              opened.reload();
              await refresh();
            }}
            highlighted
          />
        </ul>
      ) : opened.status === 'error' ? (
        <p role="alert">This order could not be opened: {opened.error}</p>
      ) : null}
      {orders && orders.data.length === 0 ? <NoOrders role={role} /> : null}
      {orders && orders.data.length > 0 ? (
        <>
          <ul className="site-orders">
            {orders.data
              .filter((order) => order.id !== opened.data?.id)
              .map((order) => (
                <OrderRow key={order.id} order={order} role={role} onChanged={refresh} />
              ))}
          </ul>
          {orders.last_page > 1 ? (
            <Pagination
              page={orders.current_page}
              lastPage={orders.last_page}
              total={orders.total}
              onPageChange={setPage}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The empty state with the action that leads to a first order for the role. */
const NO_ORDERS_ACTION: Record<UserType, { to: string; label: string } | null> = {
  User: { to: SHOWROOM_HOME, label: 'Shop the showroom' },
  Contractor: { to: '?section=showroom', label: 'Share your showroom' },
  Vendor: { to: '?section=catalogue', label: 'Add products to your catalogue' },
  Admin: null,
};

function NoOrders({ role }: { role: UserType }) {
  const action = NO_ORDERS_ACTION[role];
  return (
    <div className="site-dashboard__empty">
      <p>No orders yet.</p>
      {action ? (
        <Link className="site-dashboard__action" to={action.to}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

function OrderRow({
  order,
  role,
  onChanged,
  highlighted = false,
}: {
  order: Order;
  role: UserType;
  onChanged: () => Promise<void>;
  /** The order a link named: its breakdown open, its heading focused and in view. */
  highlighted?: boolean;
}) {
  const client = useClient();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!highlighted) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [highlighted]);
  // A status change; the order reloads after it, refused or not (a refusal, e.g. a 403, is the
  // client's toast, and the list then shows the stored status).
  const change = useAction({
    perform: ({ id, to }: { id: number; to: OrderItem['status'] }) =>
      client.orders.setOrderItemStatus({ params: { id }, body: { status: to } }),
    onSettled: () => onChanged(),
  });
  const setStatus = (item: { id: number | string }, to: OrderItem['status']) =>
    change.run({ id: Number(item.id), to });
  return (
    <li className="site-order">
      <h3 ref={heading} tabIndex={highlighted ? -1 : undefined}>
        Order {order.number}
      </h3>
      <p>
        {/* A customer reads the order's status in their words (issue 25 item 9). */}
        Placed {formatDate(order.created_at)} ·{' '}
        {role === 'User' ? shopperOrderStatusText(order.items) : order.status} · Total{' '}
        <span className="bui-tabular">{formatUsd(toCents(order.totals.total))}</span>
      </p>
      <details className="site-order__totals" open={highlighted || undefined}>
        <summary>Order breakdown</summary>
        <OrderTotalsList
          totals={order.totals}
          state={order.shipping_address?.state ?? null}
          couponCode={order.coupon_code}
        />
      </details>
      {role === 'User' || role === 'Admin' ? <OrderPayment order={order} /> : null}
      <LazyOrderItemsPopup
        items={order.items}
        viewerRole={role}
        orderNumber={order.number}
        onStatusChange={
          role === 'User' ? undefined : (item, change) => void setStatus(item, change.to)
        }
      />
      {role === 'User' ? <OrderAddress order={order} onChanged={onChanged} /> : null}
      {role === 'User' ? <CustomerItems order={order} onChanged={onChanged} /> : null}
      {role === 'User' ? <OrderRefunds order={order} /> : null}
      {role === 'User' || role === 'Admin' ? (
        <OrderProblems order={order} onChanged={onChanged} canReport={role === 'User'} />
      ) : null}
      {role === 'Vendor' ? <VendorItems order={order} onChanged={onChanged} /> : null}
    </li>
  );
}
