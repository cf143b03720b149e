import type { AdminSettings as Settings } from '@brand/core/contract';
import { formatDate, US_STATES } from '@brand/core/rules';
import {
  Button,
  Field,
  FieldError,
  FieldInput,
  FieldLabel,
  FieldSelect,
  useAction,
  useToast,
} from '@brand/ui';
import { useEffect, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';

const STATES = US_STATES.map((s) => s.code);

/** A typed number, or the text itself when it is not one (the server's 422 then explains). */
const numberOf = (text: string): number => {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : (trimmed as never);
};

/**
 * Platform settings (GET/PUT /api/admin/settings): platform fee %, the tax rate of a state, the
 * Alaska and Hawaii surcharges. The contract validates (422 with field errors beside each
 * field); every change is in the audit log below (who, when, field, old, new). New orders use
 * the new values; placed orders keep theirs.
 */
export function AdminSettings() {
  const client = useClient();
  const { toast } = useToast();
  const loaded = useLoad('admin-settings', async () => (await client.admin.adminSettings()).data);
  const [data, setData] = useState<Settings | null>(null);
  const [fee, setFee] = useState('');
  const [state, setState] = useState('CA');
  const [rate, setRate] = useState('');
  const [ak, setAk] = useState('');
  const [hi, setHi] = useState('');
  // One write: the server validates (its 422 messages show beside each field).
  const save = useAction({
    perform: () =>
      client.admin.updateAdminSettings({
        body: {
          platform_fee_percent: numberOf(fee),
          tax_rates: { [state]: numberOf(rate) },
          shipping_surcharge: { AK: numberOf(ak), HI: numberOf(hi) },
        },
      }),
    onSuccess: (answer) => {
      setData(answer.data);
      toast({ variant: 'success', message: answer.message ?? 'Settings saved.' });
    },
  });
  const errors = save.fieldErrors;

  useEffect(() => {
    if (loaded.data) setData(loaded.data);
  }, [loaded.data]);
  useEffect(() => {
    if (!data) return;
    setFee(String(data.settings.platform_fee_percent));
    setAk(String(data.settings.shipping_surcharge.AK));
    setHi(String(data.settings.shipping_surcharge.HI));
  }, [data]);
  useEffect(() => {
    if (data) setRate(String(data.settings.tax_rates[state] ?? 0));
  }, [data, state]);

  if (loaded.status === 'error' && !data) return <p role="alert">{loaded.error}</p>;
  if (!data) return <p role="status">Loading platform settings…</p>;

  const rateError = errors[`tax_rates.${state}`] ?? errors.tax_rates;
  const field = (key: string, label: string, value: string, set: (v: string) => void) => (
    <Field className="site-field" invalid={Boolean(errors[key])}>
      <FieldLabel>{label}</FieldLabel>
      <FieldInput inputMode="decimal" value={value} onChange={(event) => set(event.target.value)} />
      <FieldError role="alert">{errors[key]}</FieldError>
    </Field>
  );
  return (
    <section aria-labelledby="admin-settings" className="site-account__section">
      <h2 id="admin-settings">Platform settings</h2>
      <p>New orders use these values; placed orders keep the ones they were placed with.</p>
      <form
        className="site-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save.run();
        }}
      >
        {field('platform_fee_percent', 'Platform fee (%)', fee, setFee)}
        <Field className="site-field">
          <FieldLabel>State</FieldLabel>
          <FieldSelect value={state} onChange={(event) => setState(event.target.value)}>
            {STATES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </FieldSelect>
        </Field>
        <Field className="site-field" invalid={Boolean(rateError)}>
          <FieldLabel>Tax rate of {state} (%)</FieldLabel>
          <FieldInput
            inputMode="decimal"
            value={rate}
            onChange={(event) => setRate(event.target.value)}
          />
          <FieldError role="alert">{rateError}</FieldError>
        </Field>
        {field('shipping_surcharge.AK', 'Alaska shipping surcharge ($)', ak, setAk)}
        {field('shipping_surcharge.HI', 'Hawaii shipping surcharge ($)', hi, setHi)}
        <Button type="submit" disabled={save.isPending}>
          Save platform settings
        </Button>
      </form>
      <h3 id="admin-settings-audit">Changes</h3>
      {data.audit.length === 0 ? (
        <p>No change yet.</p>
      ) : (
        <table className="site-table" aria-labelledby="admin-settings-audit">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Field</th>
              <th scope="col">Old</th>
              <th scope="col">New</th>
            </tr>
          </thead>
          <tbody>
            {data.audit.map((entry) => (
              <tr key={entry.id}>
                <td data-label="When">{formatDate(entry.created_at)}</td>
                <td data-label="Who">{entry.admin.email}</td>
                <td data-label="Field">{entry.field}</td>
                <td data-label="Old">{entry.old_value ?? '—'}</td>
                <td data-label="New">{entry.new_value ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
