/**
 * Column helpers the schema files share (conventions: see ../schema.ts). Not re-exported by the
 * barrel: the schema namespace the client is given holds tables and types only.
 */
import { bigint, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A money column: integer cents, bigint. */
export const money = (name: string) => bigint(name, { mode: 'number' });
