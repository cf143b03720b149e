import { VENDOR_CATALOG_MESSAGES as VM } from '@brand/core/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../env.ts';
import { forbidden, notFound } from '../../errors.ts';
import { productById } from './vendor-product-json.ts';

/** Only vendors have a catalogue (Admins act on a vendor's products, not on their own). */
export function requireVendor(user: UserRow): UserRow {
  if (user.type !== 'Vendor') throw forbidden(VM.vendorsOnly);
  return user;
}

/**
 * A product its caller may change: the owning vendor's, or any for an Admin (whose token passed
 * the one-time code: route() refuses it otherwise). Anyone else: 403 (a vendor for another
 * vendor's product too); an unknown id: 404.
 */
export async function changeableProduct(db: Db, user: UserRow, id: number) {
  if (user.type !== 'Vendor' && user.type !== 'Admin') throw forbidden(VM.vendorsOnly);
  const product = await productById(db, id);
  if (!product) throw notFound('Product not found.');
  if (user.type === 'Vendor' && product.vendorId !== user.id) throw forbidden(VM.notYours);
  return product;
}
