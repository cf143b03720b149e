export { ThemeLogo, ThemeProvider, type ThemeProviderProps, useTheme } from './theme-provider';
