import { shippingChargeCents } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import type { UserRow } from '../../env.ts';
import { userJson } from '../identity/index.ts';
import { platformSettings, surchargeFor } from '../settings/index.ts';
import { dollars } from '../shared/index.ts';
import { savedAddress } from './saved-address.ts';

/** The customer's profile: the user, the saved card (masked), address and its shipping charge. */
export async function profileJson(db: Db, user: UserRow) {
  const [card] = await db
    .select()
    .from(t.paymentMethods)
    .where(eq(t.paymentMethods.userId, user.id));
  const address = await savedAddress(db, user.id);
  const settings = await platformSettings(db);
  return {
    user: await userJson(db, user),
    payment_details: card
      ? {
          card_number: `**** **** **** ${card.last4}`,
          brand: card.brand,
          name_on_Card: card.nameOnCard,
          exp_date: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
          pay_street: card.payStreet,
          pay_state: card.payState,
          pay_city: card.payCity,
          pay_zip_code: card.payZipCode,
        }
      : null,
    shipping_address: address,
    shipping_charge: dollars(
      address
        ? (shippingChargeCents(address.state, surchargeFor(settings, address.state)) ?? 0)
        : 0,
    ),
  };
}
