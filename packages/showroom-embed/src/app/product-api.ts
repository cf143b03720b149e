import type { Transport } from '@brand/core/client';
import type { Category, Product } from '@brand/core/contract';

/** A product as the dialog shows it: the product, and its category's name (null if none). */
export type ProductDetails = Product & { categoryName: string | null };

/**
 * GET /api/public?pid=&showroom=: one product with its sizes, and its category's name, which
 * decides whether photo mode is offered (a floor, wall or backsplash product). Only the product
 * dialog asks for it, so it loads with the dialog's chunk, not the first paint.
 */
export async function loadProduct(
  transport: Transport,
  { id, showroom }: { id: number; showroom: string },
  signal?: AbortSignal,
): Promise<ProductDetails> {
  const body = (await transport.get(
    '/api/public',
    { pid: String(id), showroom },
    signal ? { signal } : undefined,
  )) as { data: { product: Product; category: Category | null } };
  // In a task of its own, as api.ts hands over every answer (docs/performance.md).
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return { ...body.data.product, categoryName: body.data.category?.name ?? null };
}
