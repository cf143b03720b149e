'use client';
import {
  showroomThemeColor,
  type ThemingEntitlementInput,
  themeCssVariables,
  themeTokens,
} from '@brand/core/rules';
import { type ComponentProps, type CSSProperties, createContext, useContext, useMemo } from 'react';
import { cn } from '../../lib/cn';

interface ThemeValue {
  /** True when the Pro's colour and logo are applied. */
  themed: boolean;
  /** The Pro's logo URL when themed, else null. */
  logo: string | null;
}

const ThemeContext = createContext<ThemeValue>({ themed: false, logo: null });

type ThemeProviderProps = ComponentProps<'div'> & {
  /** The Pro whose showroom is shown: type and subscriptions decide the entitlement. */
  pro?: ThemingEntitlementInput | null;
  /** shop_profile.theme_color (hex or rgba). */
  themeColor?: string | null;
  /** shop_profile.business_logo. */
  logo?: string | null;
};

/**
 * Applies a Pro's theme colour and logo only when core's entitlement rule allows it
 * (`showroomThemeColor`), through core's readable `themeTokens`: only tokens change.
 */
function ThemeProvider({ pro, themeColor, logo, className, style, ...props }: ThemeProviderProps) {
  const color = showroomThemeColor(pro, themeColor);
  const themed = color !== null;
  const value = useMemo<ThemeValue>(
    () => ({ themed, logo: themed && logo ? logo : null }),
    [themed, logo],
  );
  const variables = themed ? (themeCssVariables(themeTokens(color)) as CSSProperties) : undefined;
  return (
    <ThemeContext.Provider value={value}>
      <div
        data-slot="theme"
        data-theme={themed ? 'custom' : 'default'}
        className={cn('bui-theme', className)}
        style={{ ...variables, ...style }}
        {...props}
      />
    </ThemeContext.Provider>
  );
}

/** Whether the nearest ThemeProvider applied a Pro's theme, and its logo. */
function useTheme(): ThemeValue {
  return useContext(ThemeContext);
}

/** The Pro's logo when themed, otherwise `fallback` (the marketplace logo). */
function ThemeLogo({
  alt,
  fallback = null,
  className,
  ...props
}: Omit<ComponentProps<'img'>, 'src'> & { alt: string; fallback?: React.ReactNode }) {
  const { logo } = useTheme();
  if (!logo) return <>{fallback}</>;
  return (
    <img
      data-slot="theme-logo"
      className={cn('bui-theme-logo', className)}
      src={logo}
      alt={alt}
      {...props}
    />
  );
}

export { ThemeLogo, ThemeProvider, type ThemeProviderProps, useTheme };
