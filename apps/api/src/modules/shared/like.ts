/** `s` with LIKE's wildcards escaped, so user text matches only itself. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
