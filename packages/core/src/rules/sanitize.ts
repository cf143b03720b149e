/**
 * Input sanitisers of spec 1 §5 and spec 2 §5: "Numeric-only inputs strip non-digits and
 * default to 0. Decimal inputs allow digits and one dot, limited to two decimals. The
 * page-jump input accepts digits only and is capped to the last page." "Quantity input accepts
 * numbers only. It cannot go below the minimum unit (default 1)."
 */
import { MIN_UNIT } from './policy';

/**
 * Numeric-only: digits kept, everything else dropped; nothing left gives '0'. Leading zeros
 * are dropped ('007' -> '7') so typing after the default 0 reads naturally (ours).
 */
export function sanitizeNumeric(input: string | number | null | undefined): string {
  const digits = String(input ?? '')
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '');
  return digits === '' ? '0' : digits;
}

/**
 * Decimal: digits and the first dot kept, at most 2 decimals (extra ones cut while typing):
 * '12.345' -> '12.34', '1.2.3' -> '1.23', '$4a.5' -> '4.5', '.5' -> '0.5', '' -> ''.
 */
export function sanitizeDecimal(input: string | number | null | undefined): string {
  const cleaned = String(input ?? '').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  const whole = cleaned.slice(0, dot);
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}

/**
 * Page jump: the digits typed as a page number, capped at the last page and at least 1
 * (ours: nothing typed gives 1).
 */
export function sanitizePageJump(
  input: string | number | null | undefined,
  lastPage: number,
): number {
  const last = Math.max(1, Math.floor(Number.isFinite(lastPage) ? lastPage : 1));
  const digits = String(input ?? '').replace(/\D/g, '');
  const page = digits === '' ? 1 : Number(digits);
  return Math.min(Math.max(page, 1), last);
}

/**
 * Quantity: numbers only (non-digits dropped) and never below the minimum unit (default 1);
 * nothing readable gives the minimum unit.
 */
export function sanitizeQuantity(
  input: string | number | null | undefined,
  minUnit: number = MIN_UNIT,
): number {
  const min = Math.max(1, Math.ceil(Number.isFinite(minUnit) ? minUnit : MIN_UNIT));
  const raw =
    typeof input === 'number'
      ? Number.isFinite(input)
        ? Math.floor(input)
        : Number.NaN
      : Number(String(input ?? '').replace(/\D/g, '') || Number.NaN);
  return Number.isNaN(raw) || raw < min ? min : raw;
}
