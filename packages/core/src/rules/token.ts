/**
 * spec 1 §5 / §9, spec 2 §6 and §9: "A logged-in check requires a stored token longer than 10
 * characters."
 */
import { TOKEN_MIN_LENGTH } from './policy';

/** True for a stored token longer than 10 characters. */
export function isTokenValid(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > TOKEN_MIN_LENGTH;
}
