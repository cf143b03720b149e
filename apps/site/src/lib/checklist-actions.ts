import type { Client } from '@brand/core/client';
import type { KeyValueStorage } from '@brand/core/session';
import { type BrandStores, useBrandStores, useSession, useToast } from '@brand/ui';
import { useBrowserState, useClient } from './brand.tsx';
import { rememberProject, showroomOfProject } from './cart-actions.ts';
import {
  addPending,
  PENDING_CHECKLIST_KEY,
  type PendingChecklistItem,
  type PendingPriceLine,
  pendingByShowroom,
  readPending,
} from './pending-checklist.ts';

export type AddToChecklist = {
  productId: number;
  sizeId: number | null;
  qty: number;
  /** The showroom whose project gets the item (vsd_id). */
  vsdId: string;
  /** The product's name (a visitor's checklist shows it). */
  name: string;
  /** The price line shown when adding (a visitor's checklist shows it). */
  price?: PendingPriceLine;
};

/**
 * The customer's project in a showroom, as Add to cart finds it (issue 10): the current project
 * when it is of this showroom, else the newest project there, made only when there is none.
 */
export async function projectIn(
  client: Client,
  cart: BrandStores['cart'],
  vsdId: string,
): Promise<number> {
  const current = cart.getState().projectId;
  if (current !== null && showroomOfProject(current) === vsdId) return current;
  const found = await client.cart.projectCart({ query: { showroom: vsdId }, quiet: true });
  let id = found.data.id;
  if (id === null) id = (await client.cart.createProject({ body: { showroom: vsdId } })).data.id;
  rememberProject(id, vsdId);
  if (cart.getState().projectId === null) cart.getState().setProjectId(id);
  return id;
}

/**
 * After sign-in or registration: a visitor's checklist goes to the project of each showroom
 * (appended), then leaves this browser. Items that could not be saved stay for the next try.
 */
export async function savePendingChecklist(
  client: Client,
  cart: BrandStores['cart'],
  storage: KeyValueStorage,
) {
  const pending = readPending(storage.get(PENDING_CHECKLIST_KEY));
  if (pending.length === 0) return;
  let left: PendingChecklistItem[] = [];
  for (const [vsdId, items] of pendingByShowroom(pending)) {
    try {
      const projectId = await projectIn(client, cart, vsdId);
      await client.checklist.saveChecklist({
        body: {
          project_id: projectId,
          append_items: true,
          items: items.map((i) => ({ product_id: i.product_id, size_id: i.size_id, qty: i.qty })),
        },
        quiet: true,
      });
    } catch {
      left = [...left, ...items];
    }
  }
  if (left.length > 0) storage.set(PENDING_CHECKLIST_KEY, JSON.stringify(left));
  else storage.remove(PENDING_CHECKLIST_KEY);
}

/**
 * "Add to checklist" (spec 2 §2.6, issue 10) on the product page and listing cards: a customer's
 * goes to the project of this showroom (POST /api/projectChecklist, appended); a visitor's is
 * kept on this browser until sign-in. Pros, vendors and admins keep no checklist.
 */
export function useChecklistActions() {
  const client = useClient();
  const { cart } = useBrandStores();
  const { storage } = useBrowserState();
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  const type = useSession((s) => s.user?.type ?? null);
  const { toast } = useToast();

  /**
   * A whole list in one action (the visualizer's estimate, issue 15 item 3 and issue 10 item 8):
   * one POST for a customer, appended to the project of the showroom; kept on this browser for
   * a visitor. `added` is the customer's confirmation.
   */
  const addAll = async (
    vsdId: string,
    items: Omit<AddToChecklist, 'vsdId'>[],
    added = `${items.length} ${items.length === 1 ? 'product was' : 'products were'} added to your checklist.`,
  ) => {
    if (items.length === 0) return;
    if (!isLoggedIn) {
      let list = readPending(storage.get(PENDING_CHECKLIST_KEY));
      for (const { productId, sizeId, qty, name, price } of items) {
        list = addPending(list, {
          product_id: productId,
          size_id: sizeId,
          qty,
          vsd_id: vsdId,
          name,
          price,
        });
      }
      storage.set(PENDING_CHECKLIST_KEY, JSON.stringify(list));
      toast({
        variant: 'success',
        message: 'Added to your checklist. Sign in to save it to your project.',
      });
      return;
    }
    if (type !== null && type !== 'User') {
      throw new Error("Only customers keep a checklist: Pros read their clients' checklists.");
    }
    const projectId = await projectIn(client, cart, vsdId);
    const answer = await client.checklist.saveChecklist({
      body: {
        project_id: projectId,
        append_items: true,
        items: items.map((i) => ({ product_id: i.productId, size_id: i.sizeId, qty: i.qty })),
      },
    });
    toast({ variant: 'success', message: added });
    return answer.data;
  };

  /** One product (the product page and the listing cards). */
  const add = ({ vsdId, ...item }: AddToChecklist) =>
    addAll(vsdId, [item], `${item.name} was added to your checklist.`);

  return { add, addAll };
}
