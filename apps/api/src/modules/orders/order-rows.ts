import type * as t from '../../db/schema.ts';

/** An order and an order item as stored (the rows every orders module reads and writes). */
export type Order = typeof t.orders.$inferSelect;
export type Item = typeof t.orderItems.$inferSelect;
