import type { ProjectCart } from '@brand/core/contract';
import type { ShowroomCartDetail } from '../protocol.ts';

/** The host-facing view of the temporary cart (events `cart-change` and `checkout`). */
export function cartDetail(showroom: string, cart: ProjectCart | null): ShowroomCartDetail {
  const lines = (cart?.Project_tans ?? []).map((line) => ({
    productId: line.product_id,
    name: line.product.name,
    qty: line.qty,
    unitPrice: line.unit_price,
    lineTotal: line.line_total,
  }));
  return {
    showroom,
    lines,
    count: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotal: cart?.subtotal ?? 0,
    cartId: cart?.temp_project_id ?? null,
  };
}
