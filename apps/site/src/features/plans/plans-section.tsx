import type { Plan } from '@brand/core/contract';

type PlanCode = Plan['code'];

import { formatUsd, toCents } from '@brand/core/rules';
import { Button, useAction, useToast } from '@brand/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { planState, planStateText } from './plan-state.ts';
import './plans.css';

/** Leaves the site for the billing provider's page (Stripe Checkout or its customer portal). */
function goTo(url: string) {
  window.location.assign(url);
}

/**
 * A Pro's plans (issue 27, spec 1 §6): the Premium plan and the custom add-on, what each
 * unlocks, where each stands, Subscribe and Cancel (at the period's end), and "Manage billing"
 * when the API offers Stripe's customer portal. Subscribing under the sandbox starts the plan
 * at once; with Stripe the API answers a Checkout link and the site goes there.
 */
export function PlansSection() {
  const client = useClient();
  const { toast } = useToast();
  const plans = useLoad('plans', async () => (await client.billing.plans()).data);
  const subscribe = useAction({
    perform: (plan: PlanCode) => client.billing.subscribePlan({ params: { plan } }),
    onSuccess: (answer) => {
      if (answer.data.checkout_url) {
        goTo(answer.data.checkout_url);
        return;
      }
      plans.setData(answer.data.plans);
      toast({ variant: 'success', message: answer.message });
    },
  });
  const cancel = useAction({
    perform: (plan: PlanCode) => client.billing.cancelPlan({ params: { plan } }),
    onSuccess: (answer) => {
      plans.setData(answer.data);
      toast({ variant: 'success', message: answer.message });
    },
  });
  const portal = useAction({
    perform: () => client.billing.billingPortal(),
    onSuccess: (answer) => goTo(answer.data.url),
  });
  // Back from Stripe Checkout (`?checkout=done|cancelled`, the API's success and cancel pages).
  // The plan starts when Stripe's webhook arrives, seconds later: read the plans again meanwhile.
  const [params] = useSearchParams();
  const checkout = params.get('checkout');
  const reload = useRef(plans.reload);
  reload.current = plans.reload;
  useEffect(() => {
    if (checkout !== 'done') return;
    let rounds = 0;
    const timer = setInterval(() => {
      rounds += 1;
      void reload.current();
      if (rounds >= 10) clearInterval(timer);
    }, 3_000);
    return () => clearInterval(timer);
  }, [checkout]);
  const data = plans.data;
  const busy = subscribe.isPending || cancel.isPending;
  return (
    <section aria-labelledby="plans" className="site-account__section site-plans">
      <h2 id="plans">Plans</h2>
      {checkout === 'done' ? (
        <p role="status" className="bui-alert" data-tone="success">
          Thank you. Your plan starts as soon as Stripe confirms the payment, usually within
          seconds: this page updates by itself.
        </p>
      ) : checkout === 'cancelled' ? (
        <p role="status" className="bui-alert">
          You left Stripe's checkout: nothing was charged.
        </p>
      ) : null}
      {plans.status === 'error' ? <p role="alert">{plans.error}</p> : null}
      {plans.status === 'loading' && !data ? <p role="status">Loading plans…</p> : null}
      {data ? (
        <>
          <p data-state={data.theming_entitled ? 'themed' : 'default'}>
            {data.theming_entitled
              ? 'Your theme colour and logo show on your showroom in the marketplace and in your website embed.'
              : 'Your showroom shows the marketplace’s own look. Subscribe to a plan to show your theme colour and logo.'}
          </p>
          <ul className="site-plans__list" aria-label="Plans to choose from">
            {data.plans.map((plan) => (
              <li key={plan.code}>
                <PlanCard
                  plan={plan}
                  busy={busy}
                  pending={
                    (subscribe.isPending && subscribe.variables === plan.code) ||
                    (cancel.isPending && cancel.variables === plan.code)
                  }
                  onSubscribe={() => void subscribe.run(plan.code)}
                  onCancel={() => void cancel.run(plan.code)}
                />
              </li>
            ))}
          </ul>
          {data.manage_billing ? (
            <p className="site-plans__billing">
              <Button
                type="button"
                variant="secondary"
                loading={portal.isPending}
                onClick={() => void portal.run(undefined)}
              >
                Manage billing
              </Button>
              <span>Your card, invoices and receipts, with our payment provider.</span>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function PlanCard({
  plan,
  busy,
  pending,
  onSubscribe,
  onCancel,
}: {
  plan: Plan;
  busy: boolean;
  pending: boolean;
  onSubscribe: () => void;
  onCancel: () => void;
}) {
  const state = planState(plan.subscription);
  const id = `plan-${plan.code}`;
  return (
    <article className="site-plans__card" aria-labelledby={id} data-state={state}>
      <h3 id={id}>{plan.name}</h3>
      <p className="site-plans__price bui-tabular">
        <strong>{formatUsd(toCents(plan.price))}</strong> a {plan.interval}
      </p>
      <p className="site-plans__label">Unlocks</p>
      <ul className="site-plans__unlocks">
        {plan.unlocks.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="site-plans__state" data-state={state}>
        {planStateText(plan.subscription)}
      </p>
      {state === 'renews' ? (
        <Button
          type="button"
          variant="secondary"
          loading={pending}
          disabled={busy && !pending}
          aria-label={`Cancel ${plan.name}`}
          onClick={onCancel}
        >
          Cancel
        </Button>
      ) : null}
      {state === 'ends' ? (
        <Button
          type="button"
          variant="secondary"
          loading={pending}
          disabled={busy && !pending}
          aria-label={`Keep renewing ${plan.name}`}
          onClick={onSubscribe}
        >
          Keep renewing
        </Button>
      ) : null}
      {state === 'none' || state === 'inactive' ? (
        <Button
          type="button"
          loading={pending}
          disabled={busy && !pending}
          aria-label={`Subscribe to ${plan.name}`}
          onClick={onSubscribe}
        >
          Subscribe
        </Button>
      ) : null}
    </article>
  );
}
