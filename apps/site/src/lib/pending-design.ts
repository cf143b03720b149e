import type { Client } from '@brand/core/client';
import type { SaveDesignBody } from '@brand/core/contract';
import type { Finishes } from '@brand/core/rules';
import type { KeyValueStorage } from '@brand/core/session';

/**
 * A visitor's visualizer design (issue 15 item 2): kept on this browser, one per showroom, and
 * saved to the customer's project of that showroom right after sign-in or registration (like
 * the temporary cart and the visitor's checklist). The session's shell spells this key too.
 */
export const PENDING_DESIGN_KEY = 'pending_design';

export type PendingDesign = {
  vsd_id: string;
  floorplan: number;
  floorTemplate: number;
  surfaces: { surface: string; product_id: number }[];
  /** Palette keys (issue 29 item 3); the API checks them (a 422 drops the design). */
  finishes?: Finishes | undefined;
};

const id = (n: unknown) => Number.isSafeInteger(n) && (n as number) > 0;

function isDesign(value: unknown): value is PendingDesign {
  const v = value as Partial<PendingDesign> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.vsd_id === 'string' &&
    /^[A-Z0-9]{8}$/.test(v.vsd_id) &&
    id(v.floorplan) &&
    id(v.floorTemplate) &&
    Array.isArray(v.surfaces) &&
    v.surfaces.every((s) => typeof s?.surface === 'string' && id(s?.product_id))
  );
}

/** The stored designs; anything malformed is dropped. */
export function readPendingDesigns(stored: string | null): PendingDesign[] {
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(parsed) ? parsed.filter(isDesign) : [];
  } catch {
    return [];
  }
}

/** The list with this showroom's design replaced by `design` (one per showroom). */
export function putPendingDesign(
  list: readonly PendingDesign[],
  design: PendingDesign,
): PendingDesign[] {
  return [...list.filter((d) => d.vsd_id !== design.vsd_id), design];
}

/**
 * After sign-in: each kept design is saved to the customer's project of its showroom (PUT
 * /api/projectDesign, which creates the project when there is none), then leaves this
 * browser. A design the API refused for good (422: a product no longer sold) is dropped; one
 * that failed otherwise stays for the next try.
 */
export async function savePendingDesigns(client: Client, storage: KeyValueStorage) {
  const pending = readPendingDesigns(storage.get(PENDING_DESIGN_KEY));
  const left: PendingDesign[] = [];
  for (const design of pending) {
    try {
      await client.visualizer.saveDesign({
        body: {
          showroom: design.vsd_id,
          floorplan: design.floorplan,
          floorTemplate: design.floorTemplate,
          // The API checks each surface (a 422 drops the design).
          surfaces: design.surfaces as SaveDesignBody['surfaces'],
          ...(design.finishes && typeof design.finishes === 'object'
            ? { finishes: design.finishes as SaveDesignBody['finishes'] }
            : {}),
        },
        quiet: true,
      });
    } catch (error) {
      if ((error as { status?: number }).status !== 422) left.push(design);
    }
  }
  if (left.length > 0) storage.set(PENDING_DESIGN_KEY, JSON.stringify(left));
  else storage.remove(PENDING_DESIGN_KEY);
}
