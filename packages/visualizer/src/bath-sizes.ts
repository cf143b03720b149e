/**
 * A bathroom's vanity and tub at the chosen products' sizes (issue 29 item 1), within the walls
 * they stand on: the vanity at its product's width, centred on the plan's vanity run and never
 * wider than it (nor narrower than 18 in); the tub at its product's length along the north wall,
 * 4 to 6 ft and leaving 1 ft of the wall free. Without a product size, the run's width and the
 * standard 60 in tub.
 */
export const TUB_LENGTH_FT = { standard: 5, min: 4, max: 6 } as const;
const VANITY_MIN_FT = 1.5;

export function bathSizes(
  runLength: number,
  northLength: number,
  chosen: { vanity?: number | undefined; tub?: number | undefined } | null | undefined,
): { vanityWidth: number; tubLength: number } {
  const vanity = chosen?.vanity;
  const vanityWidth =
    typeof vanity === 'number' && Number.isFinite(vanity)
      ? Math.min(runLength, Math.max(VANITY_MIN_FT, vanity))
      : runLength;
  const tub = chosen?.tub;
  const wanted =
    typeof tub === 'number' && Number.isFinite(tub)
      ? Math.min(TUB_LENGTH_FT.max, Math.max(TUB_LENGTH_FT.min, tub))
      : TUB_LENGTH_FT.standard;
  return { vanityWidth, tubLength: Math.min(wanted, northLength - 1) };
}
