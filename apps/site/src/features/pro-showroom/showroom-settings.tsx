import { toFormData } from '@brand/core/client';
import type { Coupon, ShowroomSettings } from '@brand/core/contract';
import {
  acceptAttribute,
  parseColor,
  themeCssVariables,
  themeTokens,
  toHex,
  UPLOAD_MESSAGES,
  validateImageUpload,
} from '@brand/core/rules';
import {
  Button,
  buttonVariants,
  Field,
  FieldError,
  FieldInput,
  FieldLabel,
  FieldTextarea,
  useAction,
  useToast,
} from '@brand/ui';
import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { errorMessage } from '../../lib/use-load.ts';
import { EmbedAnalytics } from './embed-analytics.tsx';
import { EmbedCode } from './embed-code.tsx';
import { parseDomains } from './embed-snippet.ts';
import './showroom-settings.css';

/** The picker's value: the typed colour as #rrggbb, or the default teal while it is not one. */
function pickerValue(color: string) {
  const parsed = parseColor(color.trim());
  return parsed ? toHex(parsed).slice(0, 7) : '#0f5e73';
}

/**
 * The theme as customers will see it (issue 25 item 11), live while the colour is typed or
 * picked: core's readable tokens on a header bar, a button and the cart badge; when the colour
 * had to be shaded for its text to read (WCAG AA), the preview says so.
 */
function ThemePreview({ color, name }: { color: string; name: string }) {
  const tokens = themeTokens(color.trim() || null);
  const shaded = tokens.primary.toLowerCase() !== tokens.requested.toLowerCase();
  return (
    <figure className="site-theme-preview" style={themeCssVariables(tokens) as CSSProperties}>
      <figcaption>Preview</figcaption>
      <div className="site-theme-preview__bar">
        <strong>{name}</strong>
        <span className="site-theme-preview__badge">Cart 2</span>
      </div>
      <span className={buttonVariants({ variant: 'primary' })}>Add to cart</span>
      {shaded ? (
        <p className="site-theme-preview__note">
          Shaded to {tokens.primary.toUpperCase()} so its text stays readable.
        </p>
      ) : null}
    </figure>
  );
}

/**
 * A Pro's showroom settings (GET/PUT /api/showroom/settings): markup, theme colour when entitled
 * (spec 1 §6), allowed embed domains, the logo when entitled, coupons (issue and withdraw) and the
 * embed snippet to copy.
 */
export function ShowroomSettingsSection() {
  const client = useClient();
  const { toast } = useToast();
  const [settings, setSettings] = useState<ShowroomSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [markup, setMarkup] = useState('');
  const [color, setColor] = useState('');
  const [domains, setDomains] = useState('');
  const save = useAction({
    perform: (current: ShowroomSettings) =>
      client.showroomSettings.updateShowroomSettings({
        body: {
          markup_percent: Number(markup),
          allowed_domains: parseDomains(domains),
          ...(current.theming_entitled ? { theme_color: color.trim() || null } : {}),
        },
      }),
    onSuccess: (answer) => {
      setSettings(answer.data);
      toast({ variant: 'success', message: answer.message ?? 'Showroom settings saved.' });
    },
  });
  const fieldErrors = save.fieldErrors;

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

  // A refused domain is reported per entry (allowed_domains.2): the first one shows.
  const domainsError =
    fieldErrors.allowed_domains ??
    Object.entries(fieldErrors).find(([field]) => field.startsWith('allowed_domains.'))?.[1];
  return (
    <section aria-labelledby="showroom-settings" className="site-account__section">
      <h2 id="showroom-settings">My showroom {settings.vsd_id}</h2>
      <form
        className="site-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save.run(settings);
        }}
      >
        <Field className="site-field" invalid={Boolean(fieldErrors.markup_percent)}>
          <FieldLabel>Markup (%)</FieldLabel>
          <FieldInput
            inputMode="decimal"
            value={markup}
            onChange={(e) => setMarkup(e.target.value.replace(/[^\d.]/g, ''))}
          />
          <FieldError role="alert">{fieldErrors.markup_percent}</FieldError>
        </Field>
        {settings.theming_entitled ? (
          <>
            <Field className="site-field" invalid={Boolean(fieldErrors.theme_color)}>
              <FieldLabel>Theme colour</FieldLabel>
              <span className="site-color">
                <input
                  type="color"
                  aria-label="Pick the theme colour"
                  value={pickerValue(color)}
                  onChange={(e) => setColor(e.target.value.toUpperCase())}
                />
                <FieldInput
                  value={color}
                  placeholder="#0F766E"
                  onChange={(e) => setColor(e.target.value)}
                />
              </span>
              <FieldError role="alert">{fieldErrors.theme_color}</FieldError>
            </Field>
            <ThemePreview color={color} name={settings.company_name ?? settings.vsd_id} />
          </>
        ) : (
          <p>A custom theme colour and logo come with the custom add-on or the Premium plan.</p>
        )}
        <Field className="site-field" invalid={Boolean(domainsError)}>
          <FieldLabel>Sites allowed to embed your showroom (one per line)</FieldLabel>
          <FieldTextarea rows={3} value={domains} onChange={(e) => setDomains(e.target.value)} />
          <FieldError role="alert">{domainsError}</FieldError>
        </Field>
        <Button type="submit" disabled={save.isPending}>
          Save showroom settings
        </Button>
      </form>
      {settings.theming_entitled ? (
        <LogoEditor logo={settings.business_logo} onSaved={setSettings} />
      ) : null}
      <CouponsEditor
        coupons={settings.coupons}
        markup={settings.markup_percent}
        onChange={(coupons) => setSettings({ ...settings, coupons })}
      />
      <EmbedCode
        vsdId={settings.vsd_id}
        themeColor={settings.theming_entitled && parseColor(color) ? color.trim() : null}
      />
      <EmbedAnalytics />
    </section>
  );
}

/** Width and height of a raster image file, or nothing when the browser cannot read it. */
async function imageSizeOf(file: File): Promise<{ width?: number; height?: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

/**
 * The showroom's logo (spec 1 §6: entitled Pros only; spec 1 §5's image rule, which the server
 * applies again to the file itself). A refused file is named before anything is sent.
 */
function LogoEditor({
  logo,
  onSaved,
}: {
  logo: string | null;
  onSaved: (settings: ShowroomSettings) => void;
}) {
  const client = useClient();
  const { toast } = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useAction({
    perform: (chosen: File) =>
      client.showroomSettings.uploadShowroomLogo({ body: toFormData({ logo: chosen }) }),
    onSuccess: (answer) => {
      onSaved(answer.data);
      toast({ variant: 'success', message: answer.message ?? 'Logo uploaded.' });
      setFile(null);
      if (input.current) input.current.value = '';
    },
    // A refusal without a field message (a 400, a 413) is said beside the file too.
    onError: (caught, _file, fieldErrors) => setError(fieldErrors.logo ?? errorMessage(caught)),
  });

  const choose = async (chosen: File | null) => {
    setFile(null);
    setError(null);
    if (!chosen) return;
    const problem = validateImageUpload({
      name: chosen.name,
      type: chosen.type,
      size: chosen.size,
      ...(chosen.type === 'image/svg+xml' ? {} : await imageSizeOf(chosen)),
    });
    if (problem) setError(problem);
    else setFile(chosen);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(error ?? UPLOAD_MESSAGES.required);
      input.current?.focus();
      return;
    }
    void upload.run(file);
  };
  return (
    <form className="site-form" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`}>Logo</h3>
      {logo ? (
        <img src={logo} alt="Your showroom logo" className="site-logo-preview" />
      ) : (
        <p>No logo yet: your showroom shows your company name.</p>
      )}
      <Field className="site-field" invalid={Boolean(error)}>
        <FieldLabel>
          Logo image (jpg, svg, jpeg, png, bmp or gif, at least 200 x 200 pixels)
        </FieldLabel>
        <FieldInput
          ref={input}
          type="file"
          accept={acceptAttribute()}
          onChange={(e) => void choose(e.target.files?.[0] ?? null)}
        />
        <FieldError role="alert">{error}</FieldError>
      </Field>
      <Button type="submit" variant="secondary" disabled={upload.isPending || error !== null}>
        Upload logo
      </Button>
    </form>
  );
}

/**
 * Coupons (ours: a percent off the showroom's prices, at most the markup, checked by the server):
 * the list with each one's withdraw button, and a form to issue one. Codes are stored upper-case.
 */
function CouponsEditor({
  coupons,
  markup,
  onChange,
}: {
  coupons: Coupon[];
  markup: number;
  onChange: (coupons: Coupon[]) => void;
}) {
  const client = useClient();
  const { toast } = useToast();
  const id = useId();
  const codeField = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState('');
  const issue = useAction({
    perform: () =>
      client.showroomSettings.createCoupon({
        body: { code: code.trim(), percent: percent.trim() === '' ? Number.NaN : Number(percent) },
      }),
    onSuccess: (answer) => {
      onChange([...coupons.filter((c) => c.id !== answer.data.id), answer.data]);
      toast({ variant: 'success', message: answer.message ?? 'Coupon created.' });
      setCode('');
      setPercent('');
      codeField.current?.focus();
    },
  });
  const withdraw = useAction({
    perform: (coupon: Coupon) =>
      client.showroomSettings.deleteCoupon({ params: { id: coupon.id } }),
    onSuccess: (answer, coupon) => {
      onChange(coupons.filter((c) => c.id !== coupon.id));
      toast({ variant: 'success', message: answer.message ?? 'Coupon withdrawn.' });
      codeField.current?.focus();
    },
    // A refusal: the client's toast shows the server's message.
  });
  // One write at a time, as before: issuing a coupon or withdrawing one.
  const busy = issue.isPending || withdraw.isPending;
  const errors = issue.fieldErrors;

  return (
    <div className="site-coupons">
      <h3 id={`${id}-title`}>Coupons</h3>
      {coupons.length === 0 ? (
        <p>No coupons yet.</p>
      ) : (
        <ul aria-labelledby={`${id}-title`}>
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <span className="bui-tabular">{coupon.code}</span> · {coupon.percent}% off
              {coupon.active ? '' : ' (inactive)'}{' '}
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Withdraw coupon ${coupon.code}`}
                onClick={() => void withdraw.run(coupon)}
              >
                Withdraw
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="site-form"
        noValidate
        aria-label="New coupon"
        onSubmit={(event) => {
          event.preventDefault();
          void issue.run();
        }}
      >
        <Field className="site-field" invalid={Boolean(errors.code)}>
          <FieldLabel>Coupon code (3 to 32 letters, digits, - or _)</FieldLabel>
          <FieldInput
            ref={codeField}
            autoComplete="off"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FieldError role="alert">{errors.code}</FieldError>
        </Field>
        <Field className="site-field" invalid={Boolean(errors.percent)}>
          <FieldLabel>Percent off (at most your markup, {markup}%)</FieldLabel>
          <FieldInput
            inputMode="decimal"
            value={percent}
            onChange={(e) => setPercent(e.target.value.replace(/[^\d.]/g, ''))}
          />
          <FieldError role="alert">{errors.percent}</FieldError>
        </Field>
        <Button type="submit" variant="secondary" disabled={busy}>
          Add coupon
        </Button>
      </form>
    </div>
  );
}
