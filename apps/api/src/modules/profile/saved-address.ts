import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';

/** A shipping address as the contract carries it. */
export type Address = {
  street: string;
  state: string;
  city: string;
  zip_code: string;
  apartment: string | null;
};

/** The customer's saved shipping address, or null. */
export async function savedAddress(db: Db, userId: number): Promise<Address | null> {
  const [a] = await db.select().from(t.addresses).where(eq(t.addresses.userId, userId));
  return a
    ? {
        street: a.street,
        state: a.state,
        city: a.city,
        zip_code: a.zipCode,
        apartment: a.apartment,
      }
    : null;
}
