import type { PayoutBalance, ShowroomSettings } from '@brand/core/contract';
import { formatDate, formatUsd, toCents } from '@brand/core/rules';
import { Button, useToast } from '@brand/ui';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useClient } from '../../brand.tsx';
import { serverErrors } from '../access/form.tsx';
import { embedSnippet, parseDomains } from './embed-snippet.ts';

/**
 * A Pro's showroom settings (GET/PUT /api/showroom/settings): markup, theme colour when entitled
 * (spec 1 §6), allowed embed domains, coupons (read here) and the embed snippet to copy.
 */
export function ShowroomSettingsSection() {
  const client = useClient();
  const { toast } = useToast();
  const ids = { markup: useId(), color: useId(), domains: useId(), snippet: useId() };
  const [settings, setSettings] = useState<ShowroomSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [markup, setMarkup] = useState('');
  const [color, setColor] = useState('');
  const [domains, setDomains] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    client.showroomSettings
      .showroomSettings()
      .then((answer) => {
        const s = answer.data;
        setSettings(s);
        setMarkup(String(s.markup_percent));
        setColor(s.theme_color ?? '');
        setDomains(s.allowed_domains.join('\n'));
      })
      .catch((caught: unknown) => setError((caught as Error).message));
  }, [client]);

  if (error) return <p role="alert">{error}</p>;
  if (!settings) return <p role="status">Loading showroom settings…</p>;

  const snippet = embedSnippet(window.location.origin, settings.vsd_id);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFieldErrors({});
    try {
      const answer = await client.showroomSettings.updateShowroomSettings({
        body: {
          markup_percent: Number(markup),
          allowed_domains: parseDomains(domains),
          ...(settings.theming_entitled ? { theme_color: color.trim() || null } : {}),
        },
      });
      setSettings(answer.data);
      toast({ variant: 'success', message: answer.message ?? 'Showroom settings saved.' });
    } catch (caught) {
      setFieldErrors(serverErrors(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="showroom-settings" className="site-account__section">
      <h2 id="showroom-settings">My showroom {settings.vsd_id}</h2>
      <form className="site-form" noValidate onSubmit={(e) => void save(e)}>
        <p className="site-field">
          <label htmlFor={ids.markup}>Markup (%)</label>
          <input
            id={ids.markup}
            inputMode="decimal"
            value={markup}
            onChange={(e) => setMarkup(e.target.value.replace(/[^\d.]/g, ''))}
            aria-invalid={fieldErrors.markup_percent ? true : undefined}
          />
          {fieldErrors.markup_percent ? (
            <span role="alert">{fieldErrors.markup_percent}</span>
          ) : null}
        </p>
        {settings.theming_entitled ? (
          <p className="site-field">
            <label htmlFor={ids.color}>Theme colour</label>
            <input id={ids.color} value={color} onChange={(e) => setColor(e.target.value)} />
            {fieldErrors.theme_color ? <span role="alert">{fieldErrors.theme_color}</span> : null}
          </p>
        ) : (
          <p>A custom theme colour and logo come with the custom add-on or the Premium plan.</p>
        )}
        <p className="site-field">
          <label htmlFor={ids.domains}>Sites allowed to embed your showroom (one per line)</label>
          <textarea
            id={ids.domains}
            rows={3}
            value={domains}
            onChange={(e) => setDomains(e.target.value)}
          />
          {fieldErrors.allowed_domains ? (
            <span role="alert">{fieldErrors.allowed_domains}</span>
          ) : null}
        </p>
        <Button type="submit" disabled={busy}>
          Save showroom settings
        </Button>
      </form>
      <h3>Coupons</h3>
      {settings.coupons.length === 0 ? (
        <p>No coupons yet.</p>
      ) : (
        <ul>
          {settings.coupons.map((coupon) => (
            <li key={coupon.code}>{coupon.code}</li>
          ))}
        </ul>
      )}
      <h3 id={ids.snippet}>Embed your showroom</h3>
      <pre className="site-snippet">
        <code>{snippet}</code>
      </pre>
      <Button
        type="button"
        variant="secondary"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(snippet)
            .then(() => toast({ variant: 'success', message: 'Embed code copied.' }))
        }
      >
        Copy embed code
      </Button>
    </section>
  );
}

/** The payee's balance (GET /api/payout/balance) and the way to /payout_setup. */
export function BalanceSection() {
  const client = useClient();
  const [balance, setBalance] = useState<PayoutBalance | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    client.payouts
      .payoutBalance()
      .then((answer) => setBalance(answer.data))
      .catch((caught: unknown) => setError((caught as Error).message));
  }, [client]);
  return (
    <section aria-labelledby="balance" className="site-account__section">
      <h2 id="balance">Balance</h2>
      {error ? <p role="alert">{error}</p> : null}
      {!error && !balance ? <p role="status">Loading balance…</p> : null}
      {balance ? (
        <dl className="site-balance">
          <dt>Available</dt>
          <dd className="bui-tabular">{formatUsd(toCents(balance.available))}</dd>
          <dt>Pending</dt>
          <dd className="bui-tabular">
            {formatUsd(toCents(balance.pending))}
            {balance.next_available_date
              ? ` (next available ${formatDate(balance.next_available_date)})`
              : ''}
          </dd>
          {balance.negative < 0 ? (
            <>
              <dt>Owed</dt>
              <dd className="bui-tabular">
                {formatUsd(toCents(balance.negative))}
                {balance.negative_due_date ? ` due ${formatDate(balance.negative_due_date)}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p>
        <Link to="/payout_setup">Payout setup</Link>
      </p>
    </section>
  );
}
