/** Tailwind v4's layer order, which every published stylesheet declares first. */
export const HOST_LAYER_ORDER: string;
/** The host layer our layers sit in (`components`). */
export const HOST_LAYER: string;
/** Writes dist/styles.css, dist/tokens.css and dist/css/*.css; returns their sizes and contents. */
export function buildCss(outDir?: string): {
  written: Record<string, number>;
  manifest: Record<string, string[]>;
};
