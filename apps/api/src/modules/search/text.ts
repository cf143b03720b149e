/**
 * What a search text becomes before it reaches SQL (always as a bound parameter): words of
 * letters and digits, lower case, accents removed, the same normalisation as the database's
 * `search_norm()` (migration 0003) applies to product names.
 */

/** At most this many words of a query are searched (a 100-character text has fewer anyway). */
const MAX_TERMS = 8;

/** Lower case without accents ("Nórdic" -> "nordic"), one character at a time. */
export function foldChar(ch: string): string {
  return ch
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

const ASCII = /^[^\u0080-\uffff]*$/;

export function fold(text: string): string {
  // Most text is plain ASCII: lower case is all its folding needs.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text: runs of letters and digits, folded. */
export function termsOf(text: string): string[] {
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/**
 * A `to_tsquery('simple', ...)` text: every word must match, each as a prefix (the shopper is
 * still typing); a plural also matches its singular ("tiles" finds "tile", "vanitys" finds
 * "vanity"). Terms only hold letters and digits, so none of tsquery's operators can appear.
 */
export function tsqueryOf(terms: string[]): string {
  return terms
    .map((t) => {
      const singular = t.length > 3 && t.endsWith('s') ? t.slice(0, -1) : null;
      return singular ? `(${t}:* | ${singular}:*)` : `${t}:*`;
    })
    .join(' & ');
}

/**
 * The [start, end) ranges of `text` whose words start with one of `terms` (folded), for a
 * typeahead to highlight; merged and in order.
 */
export function matchRanges(text: string, terms: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = m[0];
    const start = m.index ?? 0;
    // Fold one character at a time so offsets stay those of the original text.
    let folded = '';
    const ends: number[] = [];
    for (let i = 0; i < word.length; i++) {
      folded += foldChar(word[i] ?? '');
      ends.push(folded.length);
    }
    let best = 0;
    for (const term of terms) {
      if (folded.startsWith(term)) best = Math.max(best, term.length);
    }
    if (best === 0) continue;
    const chars = ends.findIndex((e) => e >= best) + 1;
    ranges.push([start, start + chars]);
  }
  return ranges;
}
