export interface Shot {
  name: string;
  path: string;
  email?: string;
}
export function routePatterns(source: string): string[];
export function protectedPatterns(source: string): string[];
export function shotName(pattern: string): string;
export function concretePath(pattern: string, params: Record<string, string>): string;
export const ACCOUNT_VARIANTS: ReadonlyArray<{ suffix: string; email: string }>;
export const WIDTHS: number[];
export const ROLE_PAGES: Readonly<Record<string, string>>;
export function shotList(source: string, params: Record<string, string>): Shot[];
