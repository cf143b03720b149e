/**
 * A bathroom's vanity (issue 29 items 1 and 4, ours): the plan's run is one vanity cabinet with a
 * drawer over two doors, whatever its width. The 3-D bathroom draws these fronts with a pull on
 * each, and the room's measures count the same fronts.
 */
export const VANITY_FRONTS = { doors: 2, drawers: 1 } as const;
