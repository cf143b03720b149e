import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Deps, UserRow } from '../../env.ts';
import { type CardInput, tokenizeCard } from '../payments/index.ts';
import type { Address } from './saved-address.ts';

export interface ProfileInput {
  shipping_address?: Omit<Address, 'apartment'> & { apartment?: string | null };
  payment_details?: CardInput & {
    pay_street: string;
    pay_city: string;
    pay_state: string;
    pay_zip_code: string;
  };
  phone_number?: string;
  zip_code?: string;
  full_name?: string;
  country_code?: string;
}

/** spec 1 §3: the full name splits on the first space into first and last name. */
function splitName(fullName: string) {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/**
 * Saves what the customer changed: address, card (tokenised by the processor first: a refused
 * card is a 422 and nothing is saved), phone, ZIP, name and calling code. Answers the fresh
 * user row.
 */
export async function updateProfile(deps: Deps, user: UserRow, body: ProfileInput) {
  const { db } = deps.database;
  const card = body.payment_details ? await tokenizeCard(deps, body.payment_details) : null;
  return db.transaction(async (tx) => {
    if (body.shipping_address) {
      const a = body.shipping_address;
      const values = {
        street: a.street,
        city: a.city,
        state: a.state,
        zipCode: a.zip_code,
        apartment: a.apartment ?? null,
      };
      await tx
        .insert(t.addresses)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: t.addresses.userId, set: values });
    }
    if (body.payment_details && card) {
      const p = body.payment_details;
      const values = {
        processorToken: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        nameOnCard: p.name_on_Card,
        payStreet: p.pay_street,
        payCity: p.pay_city,
        payState: p.pay_state,
        payZipCode: p.pay_zip_code,
      };
      await tx
        .insert(t.paymentMethods)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: t.paymentMethods.userId, set: values });
    }
    if (body.phone_number || body.zip_code || body.full_name || body.country_code) {
      await tx
        .update(t.users)
        .set({
          ...(body.phone_number ? { phoneNumber: body.phone_number.replace(/\D/g, '') } : {}),
          ...(body.zip_code ? { zipCode: body.zip_code } : {}),
          ...(body.full_name ? splitName(body.full_name) : {}),
          ...(body.country_code ? { countryCode: body.country_code } : {}),
        })
        .where(eq(t.users.id, user.id));
    }
    const [fresh] = await tx.select().from(t.users).where(eq(t.users.id, user.id));
    return fresh ?? user;
  });
}
