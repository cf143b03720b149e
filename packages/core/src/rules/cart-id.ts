/**
 * A temporary cart id (`cart_id`, spec 1 §3): what a visitor's cart is known by before sign-in,
 * and what the embed's Checkout hand-off carries (`/cart?cart_id=...`). Ours: a UUID, or any
 * 8 to 64 letters, digits and dashes. The contract's `TempProjectIdSchema` checks the same
 * pattern; this plain check lets the site's first script read a hand-off without the schemas.
 */
export const TEMP_PROJECT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The cart id in `text` (surrounding spaces removed), or null when it is not one. */
export function tempProjectIdOf(text: string | null | undefined): string | null {
  const id = (text ?? '').trim();
  return TEMP_PROJECT_ID_PATTERN.test(id) ? id : null;
}
