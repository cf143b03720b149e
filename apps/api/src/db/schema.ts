/**
 * The database schema (Drizzle, PostgreSQL dialect: the same tables on PGlite and PostgreSQL).
 * Money is integer cents in bigint columns (`money()`: exact up to 2^53 cents as JavaScript
 * numbers; issue 13: a 32-bit column overflowed at $21,474,836.47); percentages are integer
 * hundredths of a percent (10% = 1000).
 * Tables and columns the spec does not show are ours (see docs/decisions/api.md).
 *
 * The tables live in `schema/<domain>.ts` (column helpers `createdAt`, `money` in
 * `schema/columns.ts`); this file re-exports every table and type and stays the one import path
 * (`import * as t from '.../db/schema.ts'`, the client's `schema`, drizzle.config.ts). A new
 * domain file must be added here.
 */
export * from './schema/admin.ts';
export * from './schema/billing.ts';
export * from './schema/catalog.ts';
export * from './schema/checklists.ts';
export * from './schema/identity.ts';
export * from './schema/leads.ts';
export * from './schema/notifications.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/payouts.ts';
export * from './schema/platform.ts';
export * from './schema/projects.ts';
export * from './schema/showrooms.ts';
export * from './schema/visualizer.ts';
