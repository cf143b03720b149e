/**
 * Pro theming. spec 1 §6 / spec 2 §6: "Contractors get custom theme and logo only with a
 * custom add-on subscription, or a Premium plan with paid_amount 199, plus a theme colour."
 * spec 1 §5: "Color values are hex or rgba." STYLE.md: "derive the text colour on it (white or
 * near-black) from the WCAG contrast ratio, and a hover/active shade from the colour itself."
 */
import type { UserType } from '../contract/enums';

/** The subscription fields of a Pro (spec 1 §3 User). */
export interface ThemingEntitlementInput {
  type?: UserType | null;
  custom_addon?: { subscription_status?: string | null } | null;
  latest_subscription?: {
    subscription_status?: string | null;
    plan?: string | null;
    paid_amount?: number | string | null;
  } | null;
}

/** spec 1 §6: the Premium plan price that includes theming, in dollars. */
export const PREMIUM_THEMING_PAID_AMOUNT = 199;
export const PREMIUM_PLAN = 'Premium';

/**
 * Ours: a subscription counts while it is paid up or in trial: 'active' or 'trialing' in any
 * case. Cancelled, past due, unpaid, expired or missing statuses do not count.
 */
export const ACTIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

/** True for a subscription status that counts as active (see ACTIVE_SUBSCRIPTION_STATUSES). */
export function isSubscriptionActive(status: string | null | undefined): boolean {
  return (ACTIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(
    (status ?? '').trim().toLowerCase(),
  );
}

/**
 * True when the Pro may use a custom theme colour and logo: an active custom add-on, or an
 * active latest subscription on the Premium plan with paid_amount 199. A user whose type is
 * known and is not Contractor is never entitled (ours).
 */
export function canUseCustomTheme(user: ThemingEntitlementInput | null | undefined): boolean {
  if (!user) return false;
  if (user.type && user.type !== 'Contractor') return false;
  if (isSubscriptionActive(user.custom_addon?.subscription_status)) return true;
  const plan = user.latest_subscription;
  if (!plan || !isSubscriptionActive(plan.subscription_status)) return false;
  return (
    (plan.plan ?? '').trim().toLowerCase() === PREMIUM_PLAN.toLowerCase() &&
    Number(plan.paid_amount) === PREMIUM_THEMING_PAID_AMOUNT
  );
}

/** The theme colour to apply: the Pro's when entitled and readable as a colour, else null. */
export function showroomThemeColor(
  user: ThemingEntitlementInput | null | undefined,
  themeColor: string | null | undefined,
): string | null {
  if (!canUseCustomTheme(user) || !themeColor) return null;
  return parseColor(themeColor) ? themeColor.trim() : null;
}

// ---- colour --------------------------------------------------------------------------------

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function channel(text: string): number | null {
  const value = text.trim();
  if (/^-?\d+(\.\d+)?%$/.test(value))
    return clamp(Math.round((Number.parseFloat(value) * 255) / 100), 0, 255);
  if (/^-?\d+(\.\d+)?$/.test(value)) return clamp(Math.round(Number(value)), 0, 255);
  return null;
}

function alpha(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const value = text.trim();
  if (/^\d*\.?\d+%$/.test(value)) return clamp(Number.parseFloat(value) / 100, 0, 1);
  if (/^\d*\.?\d+$/.test(value)) return clamp(Number(value), 0, 1);
  return null;
}

/**
 * Parses '#rgb', '#rrggbb' (also '#rgba' and '#rrggbbaa') and 'rgb(...)' / 'rgba(...)' with
 * commas or spaces. Anything else gives null.
 */
export function parseColor(input: string | null | undefined): Rgba | null {
  const value = (input ?? '').trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return {
      r: byte(0),
      g: byte(2),
      b: byte(4),
      a: full.length === 8 ? Math.round((byte(6) / 255) * 1000) / 1000 : 1,
    };
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(value)?.[1];
  if (fn === undefined) return null;
  const parts = fn.includes(',')
    ? fn.split(',')
    : fn
        .replace(/\s*\/\s*/, ' / ')
        .split(/\s+/)
        .filter((p) => p !== '/');
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [r, g, b] = parts.slice(0, 3).map((part) => channel(part));
  const a = alpha(parts[3]);
  if (r == null || g == null || b == null || a === null) return null;
  return { r, g, b, a };
}

/** A translucent colour as it looks over a white page (ours: themes are shown on white). */
function flatten({ r, g, b, a }: Rgba): Rgba {
  const over = (c: number) => Math.round(c * a + 255 * (1 - a));
  return { r: over(r), g: over(g), b: over(b), a: 1 };
}

/** '#rrggbb' of a colour (alpha flattened over white). */
export function toHex(color: Rgba): string {
  const { r, g, b } = flatten(color);
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: Rgba): number {
  const { r, g, b } = flatten(color);
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio between two colours, 1 to 21. */
export function contrastRatio(a: Rgba | string, b: Rgba | string): number {
  const first = typeof a === 'string' ? parseColor(a) : a;
  const second = typeof b === 'string' ? parseColor(b) : b;
  if (!first || !second) throw new TypeError('contrastRatio needs two hex or rgba colours');
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((x, y) => y - x);
  return ((light as number) + 0.05) / ((dark as number) + 0.05);
}

/** Mixes a colour towards black (amount > 0) or white (amount < 0), 0..1. */
export function shade(color: Rgba, amount: number): Rgba {
  const flat = flatten(color);
  const target = amount >= 0 ? 0 : 255;
  const t = Math.min(1, Math.abs(amount));
  const mix = (c: number) => Math.round(c + (target - c) * t);
  return { r: mix(flat.r), g: mix(flat.g), b: mix(flat.b), a: 1 };
}

export const WHITE = '#ffffff';
/** Ours: the near-black text colour (the warm grey 900 of the token scale). */
export const NEAR_BLACK = '#1c1917';
/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** White or near-black, whichever contrasts more with the colour. */
export function readableTextColor(background: Rgba | string): string {
  return contrastRatio(background, WHITE) >= contrastRatio(background, NEAR_BLACK)
    ? WHITE
    : NEAR_BLACK;
}

export interface ThemeTokens {
  /** The primary colour as applied: the requested one, or a shade of it when needed to read. */
  primary: string;
  onPrimary: string;
  primaryHover: string;
  onPrimaryHover: string;
  primaryActive: string;
  onPrimaryActive: string;
  /** The focus ring: the primary colour, darkened when too pale to see on white (3:1). */
  focusRing: string;
  /** Contrast of onPrimary on primary (>= 4.5). */
  contrast: number;
  /** The requested colour as '#rrggbb' (before any readability adjustment). */
  requested: string;
}

/** Ours: the default primary, a deep teal-blue (STYLE.md). */
export const DEFAULT_PRIMARY_COLOR = '#0f5e73';

/**
 * The direction hover and active shades move: away from the text colour (so the text stays
 * readable), unless the colour is too close to that end to show a change (white, pale yellow,
 * black): then towards it.
 */
function stateDirection(base: Rgba, awayFromText: number): number {
  return contrastRatio(shade(base, 0.18 * awayFromText), base) >= 1.1
    ? awayFromText
    : -awayFromText;
}

/**
 * STYLE.md's readable theme rule: the tokens for a theme colour. The text on it is white or
 * near-black, whichever contrasts more. When neither reaches WCAG AA (4.5:1), as with some
 * mid greys and reds, the colour itself is shaded in small steps towards what makes its text
 * readable (ours: readability wins over the exact hue). Hover and active shades move the colour
 * away from its text (darker under white text, lighter under near-black), 10% and 18%, or the
 * other way when the colour is already near that end (white, pale yellow, black). An unreadable input falls
 * back to DEFAULT_PRIMARY_COLOR.
 */
export function themeTokens(color: string | null | undefined): ThemeTokens {
  const requested = flatten(parseColor(color) ?? (parseColor(DEFAULT_PRIMARY_COLOR) as Rgba));
  const onPrimary = readableTextColor(requested);
  const direction = onPrimary === WHITE ? 1 : -1;
  let base = requested;
  for (let step = 1; step <= 50 && contrastRatio(base, onPrimary) < MIN_TEXT_CONTRAST; step += 1) {
    base = shade(requested, 0.02 * step * direction);
  }
  const states = stateDirection(base, direction);
  const hover = shade(base, 0.1 * states);
  const active = shade(base, 0.18 * states);
  let ring = base;
  for (let step = 0; step < 20 && contrastRatio(ring, WHITE) < 3; step += 1)
    ring = shade(ring, 0.1);
  return {
    primary: toHex(base),
    onPrimary,
    primaryHover: toHex(hover),
    onPrimaryHover: readableTextColor(hover),
    primaryActive: toHex(active),
    onPrimaryActive: readableTextColor(active),
    focusRing: toHex(ring),
    contrast: Math.round(contrastRatio(base, onPrimary) * 100) / 100,
    requested: toHex(requested),
  };
}

/** The tokens as the CSS custom properties of STYLE.md ('--bui-primary', ...). */
export function themeCssVariables(tokens: ThemeTokens): Record<string, string> {
  return {
    '--bui-primary': tokens.primary,
    '--bui-on-primary': tokens.onPrimary,
    '--bui-primary-hover': tokens.primaryHover,
    '--bui-on-primary-hover': tokens.onPrimaryHover,
    '--bui-primary-active': tokens.primaryActive,
    '--bui-on-primary-active': tokens.onPrimaryActive,
    '--bui-focus-ring': tokens.focusRing,
  };
}
