import { type PayoutSetup, PayoutSetupBodySchema } from '@brand/core/contract';
import { Button, TextField, useAction, useSchemaForm } from '@brand/ui';
import { useEffect, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { FormFooter } from '../../lib/form-footer.tsx';
import { Page } from '../../shell/page.tsx';
import { BalanceSection } from './balance-section.tsx';

const STATUS_TEXT: Record<PayoutSetup['status'], string> = {
  not_started: 'No payout account yet.',
  pending: 'Your payout account is being checked.',
  active: 'Payouts are active.',
  restricted: 'Payouts are paused: the payout provider needs more information from you.',
};

/**
 * /payout_setup: where a Pro's (or vendor's) profits go (GET/POST /api/payout/setup). The
 * setup names its provider: under the sandbox a bank form; with Stripe (issue 27) Stripe's
 * hosted onboarding of an Express account (POST /api/payout/setup/onboarding answers its link),
 * and the account's state from Stripe (pending, active, restricted and why).
 */
export function PayoutSetupPage() {
  const client = useClient();
  // undefined: still loading; null: not answered (the bank form, as before issue 27).
  const [setup, setSetup] = useState<PayoutSetup | null | undefined>(undefined);
  useEffect(() => {
    client.payouts
      .payoutSetup({ quiet: true })
      .then((answer) => setSetup(answer.data))
      .catch(() => setSetup(null));
  }, [client]);
  const lead = 'Tell us where to send your profits.';
  if (setup === undefined) {
    return (
      <Page title="Payout setup" lead={lead}>
        <p role="status">Loading your payout account…</p>
      </Page>
    );
  }
  if (setup?.provider === 'stripe') {
    return (
      <Page title="Payout setup" lead={lead}>
        <StripePayoutSetup setup={setup} />
        <BalanceSection />
      </Page>
    );
  }
  return <SandboxPayoutSetup setup={setup} onSaved={setSetup} />;
}

/** The account's state in a sentence, with the provider's reason when it is not active. */
function SetupStatus({ setup }: { setup: PayoutSetup }) {
  return (
    <p role="status" data-state={setup.status}>
      {STATUS_TEXT[setup.status]}
      {setup.status_reason && setup.status !== 'active' ? ` ${setup.status_reason}` : ''}
      {setup.account_last4 ? ` Account ending ${setup.account_last4}.` : ''}
    </p>
  );
}

const STRIPE_BUTTON: Record<PayoutSetup['status'], string> = {
  not_started: 'Set up payouts with Stripe',
  pending: 'Continue setting up payouts with Stripe',
  active: 'Update your payout details with Stripe',
  restricted: 'Give Stripe what it needs',
};

/** Payouts through Stripe Connect: its hosted onboarding, reached by a one-time link. */
function StripePayoutSetup({ setup }: { setup: PayoutSetup }) {
  const client = useClient();
  const onboarding = useAction({
    perform: () => client.payouts.startPayoutOnboarding(),
    onSuccess: (answer) => window.location.assign(answer.data.url),
  });
  return (
    <section aria-labelledby="payout-stripe" className="site-form">
      <h2 id="payout-stripe">Payouts through Stripe</h2>
      <SetupStatus setup={setup} />
      <p>
        Stripe, our payout provider, checks who you are and where to send your money on its own
        secure pages; we never see your bank details.
      </p>
      <p>
        <Button
          type="button"
          loading={onboarding.isPending}
          onClick={() => void onboarding.run(undefined)}
        >
          {STRIPE_BUTTON[setup.status]}
        </Button>
      </p>
    </section>
  );
}

/** Payouts under the sandbox provider: a U.S. bank account, saved with the password again. */
function SandboxPayoutSetup({
  setup,
  onSaved,
}: {
  setup: PayoutSetup | null;
  onSaved: (setup: PayoutSetup) => void;
}) {
  const client = useClient();
  const form = useSchemaForm({
    schema: PayoutSetupBodySchema,
    initialValues: {
      current_password: '',
      account_holder_name: '',
      routing_number: '',
      account_number: '',
    },
    clearOnEdit: false,
    submit: async (_input, values) => {
      const answer = await client.payouts.savePayoutSetup({ body: values, quiet: true });
      onSaved(answer.data);
      return answer.message ?? 'Payout account saved.';
    },
  });
  return (
    <Page title="Payout setup" lead="Tell us where to send your profits.">
      {setup ? <SetupStatus setup={setup} /> : null}
      <form
        className="site-form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Payout account"
      >
        <TextField
          label="Account holder name"
          autoComplete="name"
          {...form.field('account_holder_name')}
        />
        <TextField label="Routing number" {...form.field('routing_number')} />
        <TextField label="Account number" {...form.field('account_number')} />
        {/* Issue 23 item 9: where profits go is changed with the password again. */}
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <FormFooter form={form} label="Save payout account" />
      </form>
      <BalanceSection />
    </Page>
  );
}
