import { describe, expect, it } from 'vitest';
import {
  canUseCustomTheme,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  isSubscriptionActive,
  NEAR_BLACK,
  parseColor,
  readableTextColor,
  relativeLuminance,
  showroomThemeColor,
  type ThemingEntitlementInput,
  themeCssVariables,
  themeTokens,
  toHex,
  WHITE,
} from './theming';

// spec 1 §6: "Gets a custom theme and logo only with a custom add-on subscription, or a Premium
// plan with paid amount 199, and a theme colour."
describe('Pro theming entitlement', () => {
  it.each([
    [{ type: 'Contractor', custom_addon: { subscription_status: 'active' } }, true],
    [{ type: 'Contractor', custom_addon: { subscription_status: 'Active' } }, true],
    [{ type: 'Contractor', custom_addon: { subscription_status: 'trialing' } }, true],
    [{ type: 'Contractor', custom_addon: { subscription_status: 'canceled' } }, false],
    [{ type: 'Contractor', custom_addon: null }, false],
    [
      {
        type: 'Contractor',
        latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 199 },
      },
      true,
    ],
    [
      {
        latest_subscription: {
          subscription_status: 'active',
          plan: 'premium',
          paid_amount: '199.00',
        },
      },
      true,
    ],
    [
      {
        type: 'Contractor',
        latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 99 },
      },
      false,
    ],
    [
      {
        type: 'Contractor',
        latest_subscription: { subscription_status: 'active', plan: 'Basic', paid_amount: 199 },
      },
      false,
    ],
    [
      {
        type: 'Contractor',
        latest_subscription: { subscription_status: 'canceled', plan: 'Premium', paid_amount: 199 },
      },
      false,
    ],
    [
      {
        type: 'Contractor',
        custom_addon: { subscription_status: 'past_due' },
        latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 199 },
      },
      true,
    ],
    [{ type: 'User', custom_addon: { subscription_status: 'active' } }, false],
    [{}, false],
    [null, false],
  ] as Array<[ThemingEntitlementInput | null, boolean]>)('%j -> %s', (user, entitled) => {
    expect(canUseCustomTheme(user)).toBe(entitled);
  });

  it('applies the theme colour only when entitled and readable', () => {
    const pro = { type: 'Contractor', custom_addon: { subscription_status: 'active' } } as const;
    expect(showroomThemeColor(pro, ' #0F766E ')).toBe('#0F766E');
    expect(showroomThemeColor(pro, 'teal')).toBeNull();
    expect(showroomThemeColor(pro, null)).toBeNull();
    expect(showroomThemeColor({ type: 'Contractor' }, '#0F766E')).toBeNull();
    expect(isSubscriptionActive(undefined)).toBe(false);
  });
});

// spec 1 §5: "Color values are hex or rgba."
describe('parseColor', () => {
  it.each([
    ['#0F766E', { r: 15, g: 118, b: 110, a: 1 }],
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0f76', { r: 0, g: 255, b: 119, a: 0.4 }],
    ['#0F766E80', { r: 15, g: 118, b: 110, a: 0.502 }],
    ['rgba(15, 118, 110, 0.5)', { r: 15, g: 118, b: 110, a: 0.5 }],
    ['rgba(15,118,110,50%)', { r: 15, g: 118, b: 110, a: 0.5 }],
    ['rgb(15, 118, 110)', { r: 15, g: 118, b: 110, a: 1 }],
    ['rgb(15 118 110 / 0.25)', { r: 15, g: 118, b: 110, a: 0.25 }],
    ['rgba(300, -5, 50%, 2)', { r: 255, g: 0, b: 128, a: 1 }],
    ['teal', null],
    ['#12345', null],
    ['rgba(1, 2)', null],
    ['rgba(a, b, c, d)', null],
    ['rgba(1, 2, 3, x)', null],
    ['', null],
    [null, null],
  ] as Array<[string | null, unknown]>)('%j -> %j', (input, color) => {
    expect(parseColor(input)).toEqual(color);
  });

  it('flattens translucent colours over white', () => {
    expect(toHex({ r: 0, g: 0, b: 0, a: 0.5 })).toBe('#808080');
  });
});

describe('WCAG luminance and contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#0f766e', '#ffffff', 5.47],
  ])('%s on %s -> %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('has the WCAG end points', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0, a: 1 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBe(1);
    expect(() => contrastRatio('teal', '#fff')).toThrow(/hex or rgba/);
  });
});

// STYLE.md: "derive the text colour on it (white or near-black) from the WCAG contrast ratio,
// and a hover/active shade from the colour itself. A rule in core, tested with light, dark and
// mid colours."
const luminanceOf = (hex: string) => {
  const color = parseColor(hex);
  if (!color) throw new Error(`not a colour: ${hex}`);
  return relativeLuminance(color);
};

describe('themeTokens', () => {
  it.each([
    // light
    ['#fde68a', NEAR_BLACK, '#fde68a'],
    ['#ffffff', NEAR_BLACK, '#ffffff'],
    ['rgba(15,118,110,0.5)', NEAR_BLACK, '#87bbb7'],
    // dark
    ['#0F766E', WHITE, '#0f766e'],
    ['#000000', WHITE, '#000000'],
    ['#1e3a8a', WHITE, '#1e3a8a'],
    // mid: neither text colour reaches 4.5 on the exact colour, so the colour is shaded a little
    ['#777777', WHITE, '#757575'],
    ['#808080', NEAR_BLACK, '#838383'],
    ['#ff0000', NEAR_BLACK, '#ff1a1a'],
    ['#3b82f6', NEAR_BLACK, '#3b82f6'],
  ])('%s -> text %s on %s, readable in every state', (color, text, primary) => {
    const tokens = themeTokens(color);
    expect(tokens.onPrimary).toBe(text);
    expect(tokens.primary).toBe(primary);
    expect(contrastRatio(tokens.primary, tokens.onPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(tokens.contrast).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens.primaryHover, tokens.onPrimaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tokens.primaryActive, tokens.onPrimaryActive)).toBeGreaterThanOrEqual(4.5);
    // hover and active are visibly different shades of the colour
    expect(tokens.primaryHover).not.toBe(tokens.primary);
    expect(tokens.primaryActive).not.toBe(tokens.primaryHover);
    // the focus ring shows on a white page
    expect(contrastRatio(tokens.focusRing, WHITE)).toBeGreaterThanOrEqual(3);
  });

  it('darkens under white text and lightens under near-black text', () => {
    const dark = themeTokens('#0F766E');
    expect(luminanceOf(dark.primaryHover)).toBeLessThan(luminanceOf(dark.primary));
    const mid = themeTokens('#3b82f6');
    expect(luminanceOf(mid.primaryHover)).toBeGreaterThan(luminanceOf(mid.primary));
    // White cannot get lighter: its hover darkens.
    expect(themeTokens('#fff').primaryHover).toBe('#e6e6e6');
  });

  it('falls back to the default primary for an unreadable colour', () => {
    expect(themeTokens('not a colour').primary).toBe(DEFAULT_PRIMARY_COLOR);
    expect(themeTokens(undefined).requested).toBe(DEFAULT_PRIMARY_COLOR);
  });

  it('picks the text colour with more contrast', () => {
    expect(readableTextColor('#111111')).toBe(WHITE);
    expect(readableTextColor('#eeeeee')).toBe(NEAR_BLACK);
  });

  it('maps the tokens to --bui- custom properties', () => {
    const vars = themeCssVariables(themeTokens('#0F766E'));
    expect(vars['--bui-primary']).toBe('#0f766e');
    expect(vars['--bui-on-primary']).toBe(WHITE);
    expect(Object.keys(vars).every((name) => name.startsWith('--bui-'))).toBe(true);
  });
});

// Found by mutation testing: colours with trailing or leading junk, and channel forms.
describe('given colour text that is almost valid', () => {
  it.each([
    '#0f766e ff',
    'x#0f766e',
    'rgb(15, 118, 110) x',
    'xrgb(15, 118, 110)',
    'rgb(15x, 118, 110)',
    'rgb(x15, 118, 110)',
    'rgb(15%x, 118, 110)',
    'rgb(x15%, 118, 110)',
    'rgb(15.x, 118, 110)',
    'rgba(15, 118, 110, 0.5x)',
    'rgba(15, 118, 110, x0.5)',
    'rgba(15, 118, 110, 50%x)',
    'rgba(15, 118, 110, x50%)',
    'rgb(15, 118)',
    'rgb(1, 2, 3, 4, 5)',
    'rgb(, 118, 110)',
    'rgb(15, , 110)',
    'rgb(15, 118, )',
  ])('%s is not a colour', (text) => {
    expect(parseColor(text)).toBeNull();
  });

  it.each<[string, { r: number; g: number; b: number; a: number }]>([
    ['  RGB(15, 118, 110)  ', { r: 15, g: 118, b: 110, a: 1 }],
    ['rgb(15.55, 118, 110)', { r: 16, g: 118, b: 110, a: 1 }],
    ['rgb(10.5%, 0%, 100%)', { r: 27, g: 0, b: 255, a: 1 }],
    ['rgb(15 118 110 / 0.25)', { r: 15, g: 118, b: 110, a: 0.25 }],
    ['rgb(15 118 110/0.25)', { r: 15, g: 118, b: 110, a: 0.25 }],
    ['rgb(15   118   110)', { r: 15, g: 118, b: 110, a: 1 }],
    ['rgba(15, 118, 110, 12.5%)', { r: 15, g: 118, b: 110, a: 0.125 }],
    ['rgba(15, 118, 110, .5)', { r: 15, g: 118, b: 110, a: 0.5 }],
    ['rgba(15, 118, 110, 10.25)', { r: 15, g: 118, b: 110, a: 1 }],
  ])('%s reads as %j', (text, rgba) => {
    expect(parseColor(text)).toEqual(rgba);
  });
});
