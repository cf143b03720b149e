import { NEAR_BLACK } from '@brand/core/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeLogo, ThemeProvider } from './theme-provider';

const premium = {
  type: 'Contractor' as const,
  latest_subscription: { subscription_status: 'active', plan: 'Premium', paid_amount: 199 },
};
const basic = {
  type: 'Contractor' as const,
  latest_subscription: { subscription_status: 'active', plan: 'Basic', paid_amount: 49 },
};
const addon = { type: 'Contractor' as const, custom_addon: { subscription_status: 'active' } };

function renderTheme(pro: Parameters<typeof ThemeProvider>[0]['pro'], color: string) {
  render(
    <ThemeProvider pro={pro} themeColor={color} logo="/logo.png" data-testid="theme">
      <ThemeLogo alt="Pro showroom" fallback={<span>Marketplace</span>} />
    </ThemeProvider>,
  );
  return screen.getByTestId('theme');
}

describe('given an entitled Pro (Premium 199 or custom add-on)', () => {
  it.each([
    ['Premium plan paid 199', premium],
    ['custom add-on', addon],
  ])('%s: applies the colour tokens and the logo', (_name, pro) => {
    const theme = renderTheme(pro, '#0F766E');
    expect(theme).toHaveAttribute('data-theme', 'custom');
    expect(theme.style.getPropertyValue('--bui-primary')).toBe('#0f766e');
    expect(theme.style.getPropertyValue('--bui-on-primary')).toBe('#ffffff');
    expect(screen.getByRole('img', { name: 'Pro showroom' })).toHaveAttribute('src', '/logo.png');
  });

  it('derives a near-black text colour on a light theme colour', () => {
    const theme = renderTheme(premium, '#FDE68A');
    // Core's near-black (NEAR_BLACK, the warm grey 900) on the pale yellow, which stays as asked.
    expect(theme.style.getPropertyValue('--bui-primary')).toBe('#fde68a');
    expect(theme.style.getPropertyValue('--bui-on-primary')).toBe('#1c1917');
    expect(theme.style.getPropertyValue('--bui-on-primary')).toBe(NEAR_BLACK);
  });
});

describe('given a Pro without the entitlement', () => {
  it('keeps the default tokens and the marketplace logo', () => {
    const theme = renderTheme(basic, '#0F766E');
    expect(theme).toHaveAttribute('data-theme', 'default');
    expect(theme.style.getPropertyValue('--bui-primary')).toBe('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Marketplace')).toBeInTheDocument();
  });
});
