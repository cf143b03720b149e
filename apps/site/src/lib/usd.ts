import { formatUsd, toCents } from '@brand/core/rules';

/** An amount the API gives in dollars (a number or a decimal string), shown as "$1,234.50". */
export function usd(dollars: number | string): string {
  return formatUsd(toCents(dollars));
}
