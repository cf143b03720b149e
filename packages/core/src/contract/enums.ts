/**
 * Closed sets of values the spec names. Shared by contract schemas and rules.
 */

/** spec 1 §3: User.type */
export const USER_TYPES = ['User', 'Vendor', 'Contractor', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** spec 1 §3: User.status. Anything else means pending approval. */
export const ACTIVE_USER_STATUSES = ['Active', 'Approve'] as const;
export const DEACTIVATED_USER_STATUS = 'Deactive';

/** spec 2 §4: stored order-item statuses, in the order of the spec's table. */
export const ORDER_ITEM_STATUSES = [
  'Waiting for approval',
  'Vendor Approved',
  'Decline',
  'In Progress',
  'Ready to Pick Up',
  'Accept to Pick Up',
  'Picked Up',
  'Shipping',
  'Shipped',
  'Out For Delivery',
  'Cancle',
  'Return Request',
  'Returned',
  'Delivered',
] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/** The kinds of room a floor plan or an own room is, in the order the site offers them. */
export const ROOM_TYPES = ['Kitchen', 'Bathroom', 'Living Room', 'Outdoor'] as const;
