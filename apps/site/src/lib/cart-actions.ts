import type { ProjectCart } from '@brand/core/contract';
import { useBrandStores, useSession, useToast } from '@brand/ui';
import { useClient } from './brand.tsx';
import { type CartScope, cartScope, cartTarget } from './cart-scope.ts';

export type AddToCart = {
  productId: number;
  sizeId: number | null;
  qty: number;
  /** The showroom whose prices apply (vsd_id). */
  vsdId: string;
};

/**
 * Cart writes through core's client and stores: the current scope (project cart when signed in
 * with a project, else the temporary cart_id), adding a product, keeping the badge's lines.
 */
export function useCartActions() {
  const client = useClient();
  const { cart } = useBrandStores();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const { toast } = useToast();

  const scope = (vsdId: string | null): CartScope => {
    const state = cart.getState();
    return cartScope({ isLoggedIn, projectId: state.projectId, cartId: state.cartId, vsdId });
  };

  /** Keeps the answer's lines (the header badge) and the temporary cart id a visitor got. */
  const keep = (answer: ProjectCart) => {
    const state = cart.getState();
    if (!isLoggedIn && answer.temp_project_id && answer.temp_project_id !== state.cartId) {
      state.setCartId(answer.temp_project_id);
    }
    state.setLines(answer.Project_tans);
  };

  const add = async ({ productId, sizeId, qty, vsdId }: AddToCart) => {
    let current = scope(vsdId);
    if (isLoggedIn && current.kind !== 'project') {
      // A signed-in user without a current project gets one in this showroom (spec 2 §4).
      const project = await client.cart.createProject({ body: { showroom: vsdId } });
      cart.getState().setProjectId(project.data.id);
      current = scope(vsdId);
    }
    const answer = await client.cart.syncToCart({
      body: {
        product_id: productId,
        size_id: sizeId,
        qty,
        showroom: vsdId,
        action: 'cart',
        ...cartTarget(current),
      },
    });
    keep(answer.data);
    cart.getState().notifyUpdated();
    toast({ variant: 'success', message: answer.message || 'Added to your cart.' });
    return answer.data;
  };

  return { scope, keep, add };
}
