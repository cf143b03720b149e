import type { Client } from '@brand/core/client';
import type { ProjectCart } from '@brand/core/contract';
import { type BrandStores, useBrandStores, useSession, useToast } from '@brand/ui';
import { useClient } from './brand.tsx';
import { type CartScope, cartQuery, cartScope, cartTarget } from './cart-scope.ts';

/** Which showroom each project the API answered about is in (a project's prices are its showroom's). */
const projectShowroom = new Map<number, string>();

function remember(answer: ProjectCart) {
  if (answer.id && answer.showroom) projectShowroom.set(answer.id, answer.showroom);
}

/** The showroom (vsd_id) of a project the API answered about on this page, if known. */
export function showroomOfProject(projectId: number): string | null {
  return projectShowroom.get(projectId) ?? null;
}

/** Notes a project's showroom (a project the checklist made, say). */
export function rememberProject(projectId: number, vsdId: string) {
  projectShowroom.set(projectId, vsdId);
}

/**
 * A signed-in customer's current project and its lines (the header badge), on every start and
 * after every cart change (issue 10): the one last used when it still answers, else the newest.
 */
export async function restoreCart(client: Client, cart: BrandStores['cart']) {
  const load = (query: { project?: number }) => client.cart.projectCart({ query, quiet: true });
  const { projectId } = cart.getState();
  let answer = projectId ? await load({ project: projectId }).catch(() => null) : null;
  if (!answer?.data.id) answer = await load({});
  remember(answer.data);
  const state = cart.getState();
  if (answer.data.id && answer.data.id !== state.projectId) state.setProjectId(answer.data.id);
  state.setLines(answer.data.Project_tans);
  return answer.data;
}

/**
 * A visitor's temporary cart (the stored cart_id, e.g. after the embed's hand-off), on every
 * start and after every cart change (issue 25 item 4): its lines make the header badge on every
 * page, not only on /cart. The showroom is the current one, when known (its prices).
 */
export async function restoreGuestCart(
  client: Client,
  cart: BrandStores['cart'],
  vsdId: string | null,
) {
  const { cartId } = cart.getState();
  const query = cartQuery(cartScope({ isLoggedIn: false, projectId: null, cartId, vsdId }));
  if (!query) return;
  const answer = await client.cart.projectCart({ query, quiet: true });
  remember(answer.data);
  // The store may have moved on meanwhile (a sign-in, another hand-off): keep only its answer.
  if (cart.getState().cartId === cartId) cart.getState().setLines(answer.data.Project_tans);
}

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
  const { cart, showroom } = useBrandStores();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const { toast } = useToast();

  const scope = (vsdId: string | null): CartScope => {
    const state = cart.getState();
    return cartScope({ isLoggedIn, projectId: state.projectId, cartId: state.cartId, vsdId });
  };

  /** Keeps the answer's lines (the header badge) and the temporary cart id a visitor got. */
  const keep = (answer: ProjectCart) => {
    remember(answer);
    const state = cart.getState();
    if (isLoggedIn && answer.id && answer.id !== state.projectId) state.setProjectId(answer.id);
    if (!isLoggedIn && answer.temp_project_id && answer.temp_project_id !== state.cartId) {
      state.setCartId(answer.temp_project_id);
    }
    state.setLines(answer.Project_tans);
  };

  /**
   * Issue 10 item 8 (spec 1 §4, visual redirect): the floor plan and template chosen on
   * /visualize go with every add, so the project the first add creates keeps them.
   */
  const design = () => {
    const item = showroom.getState().item;
    return item?.floorplan
      ? {
          floorplan: Number(item.floorplan),
          floorTemplate: item.floorTemplate ? Number(item.floorTemplate) : null,
        }
      : {};
  };

  /** Where a signed-in add goes: the current project of this showroom, else the API's choice. */
  const targetOf = (vsdId: string) => {
    const current = scope(vsdId);
    // Signed in: the current project when it is of this showroom; else the API adds to the
    // customer's current project in this showroom, making one only when there is none (issue 10:
    // never a second project by accident).
    return isLoggedIn
      ? current.kind === 'project' && projectShowroom.get(current.projectId) === vsdId
        ? { project_id: current.projectId }
        : {}
      : cartTarget(current);
  };

  /** Many lines at once (the visualizer's estimate): one request, lines as given. */
  const addAll = async (
    vsdId: string,
    items: { product_id: number; size_id: number | null; qty: number }[],
  ) => {
    const answer = await client.cart.syncToBulkCart({
      body: { showroom: vsdId, items, ...targetOf(vsdId), ...design() },
    });
    keep(answer.data);
    cart.getState().notifyUpdated();
    toast({ variant: 'success', message: answer.message || 'Added to your cart.' });
    return answer.data;
  };

  const add = async ({ productId, sizeId, qty, vsdId }: AddToCart) => {
    const current = scope(vsdId);
    // Signed in: the current project when it is of this showroom; else the API adds to the
    // customer's current project in this showroom, making one only when there is none (issue 10:
    // never a second project by accident).
    const target = isLoggedIn
      ? current.kind === 'project' && projectShowroom.get(current.projectId) === vsdId
        ? { project_id: current.projectId }
        : {}
      : cartTarget(current);
    const answer = await client.cart.syncToCart({
      body: {
        product_id: productId,
        size_id: sizeId,
        qty,
        showroom: vsdId,
        action: 'cart',
        ...target,
        ...design(),
      },
    });
    keep(answer.data);
    cart.getState().notifyUpdated();
    toast({ variant: 'success', message: answer.message || 'Added to your cart.' });
    return answer.data;
  };

  return { scope, keep, add, addAll };
}
