/**
 * The chosen fixtures drawn at their products' sizes, within what holds them (issue 29 item 1).
 *
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

/**
 * A kitchen sink's basin in its sink base: as wide as the chosen sink (its "N in."), never wider
 * than the base less 1 in each side, nor narrower than 15 in; without a size, the base less 4 in
 * each side (the basin drawn before sinks had sizes).
 */
export function sinkBasinWidth(baseWidth: number, chosen: number | null | undefined): number {
  const room = baseWidth - 2 / 12;
  if (typeof chosen !== 'number' || !Number.isFinite(chosen)) return baseWidth - 0.7;
  return Math.max(Math.min(1.25, room), Math.min(room, chosen));
}
