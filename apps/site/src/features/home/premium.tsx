import { formatUsd, PLANS, PREMIUM_PLAN } from '@brand/core/rules';
import { buttonVariants } from '@brand/ui';
import { Link } from 'react-router';

/**
 * The Pro subscription's brand (spec 1 §1 "a pro subscription brand"; docs/decisions/site.md):
 * "Showroom Premium", after core's Premium plan, for what it gives a Pro's showroom. Its plans,
 * prices and what they unlock are core's `PLANS`, as the account's Plans section shows them
 * (docs/decisions/plans.md).
 */
export const PRO_SUBSCRIPTION_BRAND = `Showroom ${PREMIUM_PLAN}`;

/** What the plans unlock, each sentence once (both plans unlock the same theming). */
const UNLOCKS = [...new Set(PLANS.flatMap((plan) => plan.unlocks))];

/** Home: the Pro subscription for visitors not in a showroom, with a link to its plans. */
export function ProSubscription() {
  return (
    <section className="site-section site-premium" aria-labelledby="premium-title">
      <p className="site-premium__kicker">For Pros: your showroom, your brand</p>
      <h2 id="premium-title">{PRO_SUBSCRIPTION_BRAND}</h2>
      <ul className="site-premium__unlocks">
        {UNLOCKS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <ul className="site-premium__plans" aria-label={`${PRO_SUBSCRIPTION_BRAND} plans`}>
        {PLANS.map((plan) => (
          <li key={plan.code} className="site-card">
            <h3>{plan.name}</h3>
            <p className="site-premium__period">
              <strong className="site-premium__price">{formatUsd(plan.priceCents)}</strong> a{' '}
              {plan.interval}
            </p>
          </li>
        ))}
      </ul>
      <Link to="/account?section=plans" className={buttonVariants({ variant: 'primary' })}>
        Subscribe in your Pro account
      </Link>
    </section>
  );
}
