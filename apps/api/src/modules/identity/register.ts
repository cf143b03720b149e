import type { endpoints } from '@brand/core/contract';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { hashingLimiter, hashPassword } from '../../auth/crypto.ts';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/one.ts';
import * as t from '../../db/schema.ts';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { CardError } from '../../services/payments.ts';
import { hit } from '../../services/rate-limit.ts';
import { catalogChanged } from '../../services/read-cache.ts';
import { ensureShowroom } from '../showrooms/index.ts';
import { sendVerification } from './send-verification.ts';
import { issueToken } from './tokens.ts';

const EMAIL_TAKEN = 'The email has already been taken.';

async function emailTaken(db: Db, email: string) {
  const [row] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return Boolean(row);
}

/** What the registration form sends (the contract's schema, validated by the route). */
export type CustomerRegistration = v.InferOutput<typeof endpoints.register.body>;

/**
 * A customer registers (spec 1 §1): rate-limited by IP; the email is free and the card is
 * tokenised first; then the user, address and card in one transaction; then the verification
 * email. Answers the user and a token.
 */
export async function registerCustomer(deps: Deps, ip: string, body: CustomerRegistration) {
  const { db } = deps.database;
  await hit(db, 'registerIp', ip, deps.now());
  if (await emailTaken(db, body.email)) throw invalid('email', EMAIL_TAKEN);
  let card: Awaited<ReturnType<typeof deps.payments.tokenize>> | null = null;
  if (body.card_number) {
    try {
      card = await deps.payments.tokenize({
        number: body.card_number,
        expiry: body.exp_date,
        cvc: body.cvv,
        name: body.name_on_Card,
      });
    } catch (err) {
      if (err instanceof CardError) throw invalid(err.field, err.message);
      throw err;
    }
  }
  let shopId: number | null = null;
  if (body.shop_id > 0) {
    const [showroom] = await db.select().from(t.showrooms).where(eq(t.showrooms.id, body.shop_id));
    shopId = showroom?.id ?? null;
  }
  const passwordHash = await hashPassword(
    body.password,
    deps.config.scryptN,
    hashingLimiter(deps.config),
  );
  const user = await db
    .transaction(async (tx) => {
      const created = one(
        await tx
          .insert(t.users)
          .values({
            type: 'User',
            status: 'Active',
            email: body.email,
            passwordHash,
            firstName: body.first_name,
            lastName: body.last_name,
            countryCode: body.country_code,
            phoneNumber: body.phone_number,
            zipCode: body.zip_code,
            shopId,
          })
          .onConflictDoNothing()
          .returning(),
        'new user',
      );
      await tx.insert(t.addresses).values({
        userId: created.id,
        street: body.shipping_street,
        city: body.shipping_city,
        state: body.shipping_state,
        zipCode: body.shipping_zip_code,
        apartment: body.shipping_apartment || null,
      });
      if (card) {
        await tx.insert(t.paymentMethods).values({
          userId: created.id,
          processorToken: card.token,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.expMonth,
          expYear: card.expYear,
          nameOnCard: body.name_on_Card,
          payStreet: body.pay_street,
          payCity: body.pay_city,
          payState: body.pay_state,
          payZipCode: body.pay_zip_code,
        });
      }
      return created;
    })
    .catch((err) => {
      if (String(err?.message).includes('new user')) throw invalid('email', EMAIL_TAKEN);
      throw err;
    });
  await sendVerification(deps, user);
  return { user, token: await issueToken(db, 'api', user.id, deps.now()) };
}

/** What the Pro application form sends. */
export type ProApplication = v.InferOutput<typeof endpoints.registerContractor.body>;

/**
 * A Pro or vendor applies (spec 1 §1): the account waits for approval; a Pro's showroom ID is
 * made now; the verification email goes out and every Admin is notified.
 */
export async function applyAsPro(deps: Deps, ip: string, body: ProApplication) {
  const { db } = deps.database;
  await hit(db, 'registerIp', ip, deps.now());
  if (await emailTaken(db, body.email)) throw invalid('email', EMAIL_TAKEN);
  const user = one(
    await db
      .insert(t.users)
      .values({
        type: body.type,
        status: 'pending',
        email: body.email,
        passwordHash: await hashPassword(
          body.password,
          deps.config.scryptN,
          hashingLimiter(deps.config),
        ),
        firstName: body.first_name,
        lastName: body.last_name,
        countryCode: body.country_code,
        phoneNumber: body.phone_number,
        zipCode: body.zip_code,
        companyName: body.company_name,
      })
      .returning(),
  );
  if (user.type === 'Contractor') {
    await ensureShowroom(db, user);
    await catalogChanged(deps.database);
  }
  await sendVerification(deps, user);
  const admins = await db.select().from(t.users).where(eq(t.users.type, 'Admin'));
  for (const admin of admins) {
    await db.insert(t.notifications).values({
      userId: admin.id,
      kind: 'general',
      title: user.type === 'Vendor' ? 'New vendor application' : 'New Pro application',
      body: `${body.company_name} (${body.email}) applied as a ${user.type}.`,
      link: '/account',
    });
  }
  return user;
}
