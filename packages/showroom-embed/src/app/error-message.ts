import { MESSAGES } from '@brand/core/rules';

/** What the showroom says when a load fails: the API's message, or the spec's server error. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.serverError;
}
