/**
 * spec 2 §4 "Order item statuses": the stored value -> shown label table, the dropdown rules,
 * and who may set which status (spec 2 §6). The server enforces `canSetOrderItemStatus`; the
 * dropdown mirrors it with `orderItemStatusOptions`.
 */
import { ORDER_ITEM_STATUSES, type OrderItemStatus, type UserType } from '../contract/enums';
import { isFinalItemStatus } from './order-money';

/** spec 2 §4: "Stored status | Shown as", exactly the spec's table ('Cancle' is spelled so). */
export const ORDER_ITEM_STATUS_LABELS: Readonly<Record<OrderItemStatus, string>> = {
  'Waiting for approval': 'Pending Approval',
  'Vendor Approved': 'Approved',
  Decline: 'Not Approved',
  'In Progress': 'In Progress',
  'Ready to Pick Up': 'Ready for Pick Up',
  'Accept to Pick Up': 'Accept to Pick Up',
  'Picked Up': 'Picked Up',
  Shipping: 'Shipping',
  Shipped: 'Shipped',
  'Out For Delivery': 'Out For Delivery',
  Cancle: 'Cancle',
  'Return Request': 'Return Request',
  Returned: 'Returned',
  Delivered: 'Delivered',
};

/** spec 2 §4: "The first five statuses (Waiting for approval through Ready to Pick Up)". */
export const VENDOR_ORDER_ITEM_STATUSES = /* @__PURE__ */ ORDER_ITEM_STATUSES.slice(
  0,
  5,
) as readonly OrderItemStatus[];

/** spec 2 §6: "Admin alone may set Accept to Pick Up and all later statuses" (table order). */
export const ADMIN_ORDER_ITEM_STATUSES = /* @__PURE__ */ ORDER_ITEM_STATUSES.slice(
  5,
) as readonly OrderItemStatus[];

const ACCEPT_TO_PICK_UP = /* @__PURE__ */ ORDER_ITEM_STATUSES.indexOf('Accept to Pick Up');
const PICKED_UP = /* @__PURE__ */ ORDER_ITEM_STATUSES.indexOf('Picked Up');

/** True for one of the 14 stored statuses of spec 2 §4. */
export function isOrderItemStatus(value: unknown): value is OrderItemStatus {
  return typeof value === 'string' && (ORDER_ITEM_STATUSES as readonly string[]).includes(value);
}

/** Position in the spec's table; "later" means a higher rank (ours: the table order). */
export function orderItemStatusRank(status: OrderItemStatus): number {
  return ORDER_ITEM_STATUSES.indexOf(status);
}

/** spec 2 §4: the label shown for a stored status; an unknown value is shown as stored. */
export function orderItemStatusLabel(stored: string): string {
  return isOrderItemStatus(stored) ? ORDER_ITEM_STATUS_LABELS[stored] : stored;
}

export interface OrderItemStatusOptionInput {
  /** The item's stored status. */
  current: OrderItemStatus;
  /** The option in the dropdown. */
  option: OrderItemStatus;
  /** The type of the signed-in user. */
  role: UserType;
}

/**
 * spec 2 §4 dropdown rules, for one option:
 * - "The first five statuses ... are disabled once the item has reached Accept to Pick Up or
 *   any later status."
 * - "Accept to Pick Up is disabled once Picked Up or any later status is reached."
 * - "Only an Admin may choose Accept to Pick Up and every later status."
 * Customers (type User) never get an enabled option (ours: they cancel and return through
 * their own calls).
 */
export function isOrderItemStatusOptionDisabled({
  current,
  option,
  role,
}: OrderItemStatusOptionInput): boolean {
  if (role === 'User') return true;
  if (isFinalItemStatus(current)) return true;
  const reached = orderItemStatusRank(current);
  const rank = orderItemStatusRank(option);
  if (rank < ACCEPT_TO_PICK_UP) return reached >= ACCEPT_TO_PICK_UP;
  if (role !== 'Admin') return true;
  if (rank === ACCEPT_TO_PICK_UP) return reached >= PICKED_UP;
  return false;
}

export interface OrderItemStatusOption {
  value: OrderItemStatus;
  label: string;
  disabled: boolean;
}

/** Every option of the order-status dropdown, in the spec's order, with its disabled state. */
export function orderItemStatusOptions(
  current: OrderItemStatus,
  role: UserType,
): OrderItemStatusOption[] {
  return ORDER_ITEM_STATUSES.map((value) => ({
    value,
    label: ORDER_ITEM_STATUS_LABELS[value],
    disabled: isOrderItemStatusOptionDisabled({ current, option: value, role }),
  }));
}

/** The statuses disabled in the dropdown for a current status and role. */
export function disabledOrderItemStatuses(
  current: OrderItemStatus,
  role: UserType,
): OrderItemStatus[] {
  return orderItemStatusOptions(current, role)
    .filter((option) => option.disabled)
    .map((option) => option.value);
}

export interface OrderItemStatusChangeInput {
  role: UserType;
  current: OrderItemStatus;
  next: OrderItemStatus;
  /** The signed-in user is the vendor of this item's product. */
  isItemVendor?: boolean;
  /** The signed-in user is the Pro who owns the showroom the item was bought in. */
  isShowroomContractor?: boolean;
  /** The item was delivered at least once (a return needs it); unknown when left out. */
  delivered?: boolean;
}

export type OrderItemStatusDenial =
  | 'unchanged'
  | 'customer'
  | 'not-owner'
  | 'admin-only'
  | 'backwards'
  | 'past-accept-to-pick-up'
  | 'final'
  | 'not-delivered';

/** Why a status change is refused (ours: the API answers 403 or 422 with these messages). */
export const ORDER_ITEM_STATUS_DENIALS: Readonly<Record<OrderItemStatusDenial, string>> = {
  unchanged: 'The item already has this status.',
  customer: 'Customers cannot change an order item status; cancel or request a return instead.',
  'not-owner': 'Only the vendor of this item or the Pro of this showroom may change its status.',
  'admin-only': 'Only an Admin may set Accept to Pick Up and later statuses.',
  backwards: 'The status cannot move back once the item reached Accept to Pick Up.',
  'past-accept-to-pick-up': 'Accept to Pick Up cannot be set again once the item is Picked Up.',
  final:
    'This item is cancelled, declined or returned: its money is settled and its status no longer changes.',
  'not-delivered': 'Only a delivered item can be returned; cancel it instead.',
};

/**
 * Why `next` may not be set, or null when it may (spec 2 §4 and §6, DOMAIN.md):
 * Vendor of the item or Contractor of the showroom for the first five (Admin too: ours);
 * Admin alone for Accept to Pick Up and later; never backwards past Accept to Pick Up;
 * customers never; setting the stored value again is not a change; a cancelled, declined or
 * returned item never changes again (ours, issue 22: its money is settled); only a delivered
 * item can be returned (ours).
 */
export function orderItemStatusDenial({
  role,
  current,
  next,
  isItemVendor = false,
  isShowroomContractor = false,
  delivered,
}: OrderItemStatusChangeInput): OrderItemStatusDenial | null {
  if (role === 'User') return 'customer';
  const reached = orderItemStatusRank(current);
  const rank = orderItemStatusRank(next);
  if (rank < ACCEPT_TO_PICK_UP) {
    const mayMove =
      role === 'Admin' ||
      (role === 'Vendor' && isItemVendor) ||
      (role === 'Contractor' && isShowroomContractor);
    if (!mayMove) return reached >= ACCEPT_TO_PICK_UP ? 'backwards' : 'not-owner';
  } else if (role !== 'Admin') return 'admin-only';
  if (current === next) return 'unchanged';
  if (isFinalItemStatus(current)) return 'final';
  if (rank < ACCEPT_TO_PICK_UP && reached >= ACCEPT_TO_PICK_UP) return 'backwards';
  if (rank === ACCEPT_TO_PICK_UP && reached >= PICKED_UP) return 'past-accept-to-pick-up';
  if ((next === 'Return Request' || next === 'Returned') && delivered === false) {
    return 'not-delivered';
  }
  return null;
}

/** True when the user may move the item from `current` to `next` (server and UI). */
export function canSetOrderItemStatus(input: OrderItemStatusChangeInput): boolean {
  return orderItemStatusDenial(input) === null;
}

export interface OrderItemStatusChange {
  from: OrderItemStatus;
  to: OrderItemStatus;
}

/**
 * spec 2 §4: "A change of selection emits a statusChanged event only when the new value
 * differs from the stored one." Returns the change to emit, or null.
 */
export function statusChange(
  current: OrderItemStatus,
  next: OrderItemStatus,
): OrderItemStatusChange | null {
  return current === next ? null : { from: current, to: next };
}

/**
 * Ours (DOMAIN.md "A price change after ordering: the vendor proposes a new unit price for an
 * item"): while the item is still before fulfilment, i.e. pending, approved or in progress. A
 * declined, cancelled or ready item's price no longer changes.
 */
export const PRICE_CHANGE_STATUSES: readonly OrderItemStatus[] = [
  'Waiting for approval',
  'Vendor Approved',
  'In Progress',
];

/** Whether the item's vendor may propose a new unit price now (the server enforces it). */
export function canProposePriceChange(status: OrderItemStatus): boolean {
  return PRICE_CHANGE_STATUSES.includes(status);
}
