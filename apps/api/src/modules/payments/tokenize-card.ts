import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { CardError } from '../../services/payments.ts';

export interface CardInput {
  card_number: string;
  exp_date: string;
  cvv: string;
  name_on_Card: string;
}

/** The processor's token for a card; a card it refuses is a 422 on the field it names. */
export async function tokenizeCard(deps: Deps, p: CardInput) {
  try {
    return await deps.payments.tokenize({
      number: p.card_number,
      expiry: p.exp_date,
      cvc: p.cvv,
      name: p.name_on_Card,
    });
  } catch (err) {
    if (err instanceof CardError) throw invalid(`payment_details.${err.field}`, err.message);
    throw err;
  }
}
