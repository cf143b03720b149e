/**
 * What the endpoint groups (endpoints/<domain>.ts) declare their calls with: `defineEndpoint`,
 * the shared path parameters and the sources several groups cite.
 *
 * Conventions: paths use `:name` placeholders; path and query values arrive as strings, so
 * their schemas accept strings; every JSON answer is the `{ success?, message?, data }`
 * envelope (common.ts).
 */
import { form, idLike } from '../fields';

export { defineEndpoint } from '../endpoint';

/** `{ id }` path parameters (integer IDs arrive as strings). */
export const IdParamsSchema = form({ id: idLike() });
/** `{ projectId }` path parameters. */
export const ProjectIdParamsSchema = form({ projectId: idLike() });

export const SPEC1 = 'spec 1 §7';
export const OURS_ORDERS = 'ours: DOMAIN.md "Orders and payment"';
export const OURS_MONEY = 'ours: DOMAIN.md "Money"';
export const OURS_BILLING =
  'ours: issue 27 (plans through Billing; spec 1 §6 custom add-on and Premium)';
