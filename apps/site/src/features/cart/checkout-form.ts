/** Ours: an idempotency key for one checkout attempt (kept for retries of that attempt). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return `checkout-${random()}`;
}
