import { firstServerError } from '@brand/ui';

/** The server's message, else the catalogue's generic one (spec 1 §8). */
export function firstServerErrorOr(error: unknown): string {
  return firstServerError(error) ?? 'Internal Server error please try again.';
}
