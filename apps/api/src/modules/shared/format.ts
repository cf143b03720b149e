/** Row values -> the contract's JSON values (money in dollars, timestamps ISO). */
import { toDollars } from '@brand/core/rules';

export const iso = (d: Date | string) => new Date(d).toISOString();
export const dollars = (cents: number) => toDollars(cents);
export const percent = (bp: number) => bp / 100;
