import { type PayoutSetup, PayoutSetupBodySchema } from '@brand/core/contract';
import { TextField, useSchemaForm } from '@brand/ui';
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

/** /payout_setup: where a Pro's (or vendor's) profits go (GET/POST /api/payout/setup). */
export function PayoutSetupPage() {
  const client = useClient();
  const [setup, setSetup] = useState<PayoutSetup | null>(null);
  useEffect(() => {
    client.payouts
      .payoutSetup({ quiet: true })
      .then((answer) => setSetup(answer.data))
      .catch(() => setSetup(null));
  }, [client]);
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
      setSetup(answer.data);
      return answer.message ?? 'Payout account saved.';
    },
  });
  return (
    <Page title="Payout setup" lead="Tell us where to send your profits.">
      {setup ? (
        <p role="status">
          {STATUS_TEXT[setup.status]}
          {setup.account_last4 ? ` Account ending ${setup.account_last4}.` : ''}
        </p>
      ) : null}
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
