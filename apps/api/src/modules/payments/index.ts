/**
 * What the payments module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { recordOperation, type Tx } from './payment-operations.ts';
export { raiseHold } from './raise-hold.ts';
export { retryDueOperations, runOperations } from './run-operations.ts';
export { type CardInput, tokenizeCard } from './tokenize-card.ts';
