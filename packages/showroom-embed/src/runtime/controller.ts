import type { ShowroomEventDetailMap, ShowroomEventName, ShowroomLayout } from '../protocol.ts';

/** The per-element view state the host can drive (attributes and host API commands). */
export interface EmbedState {
  /** The `showroom` attribute: an 8-character showroom ID (vsd_id). */
  showroom: string;
  /** The `category` attribute or the last `set-category` command: a name or id, null for all. */
  category: string | null;
  /** Where the API lives (origin); the `api-base` attribute, else the loader's origin. */
  apiBase: string;
  /** A product the host asked to open (`open-product`); null when none. */
  openProductId: number | null;
  /** Bumps on every `open-product` so the same id opens again after closing. */
  openRequest: number;
  /**
   * The text whose search results the product grid shows (the header's search field); null
   * shows the category. Choosing a category (chip, attribute, `set-category`) clears it.
   */
  search: string | null;
  /** The `data-layout` attribute: inline (default), popup or floating. */
  layout: ShowroomLayout;
  /**
   * The `preview-theme-color` attribute: a theme colour to try before it is saved (the Pro's
   * dashboard preview, issue 28 item 4). Read only on a page of the marketplace's own origin
   * (`previewColorOf`), and the theming entitlement still applies; null otherwise.
   */
  previewThemeColor: string | null;
}

export interface EmbedController {
  getState(): EmbedState;
  subscribe(listener: () => void): () => void;
  set(patch: Partial<EmbedState>): void;
  /** Dispatches `brand-showroom:v1:<name>` on the element and runs the queue's listeners. */
  emit<N extends ShowroomEventName>(name: N, detail: ShowroomEventDetailMap[N]): boolean;
  /** Applies a theme: custom properties on the shadow host, or none for the default theme. */
  setTheme(tokens: Record<string, string> | null): void;
  /** Where Radix portals of this element mount (inside its shadow root). */
  readonly portal: HTMLElement;
}

/** A tiny vanilla store per element: no module state, so two elements never share it. */
export function createController(
  initial: EmbedState,
  hooks: {
    emit: EmbedController['emit'];
    setTheme: EmbedController['setTheme'];
    portal: HTMLElement;
  },
): EmbedController {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(patch) {
      const next = { ...state, ...patch };
      if ((Object.keys(patch) as (keyof EmbedState)[]).every((k) => next[k] === state[k])) return;
      state = next;
      for (const listener of listeners) listener();
    },
    emit: hooks.emit,
    setTheme: hooks.setTheme,
    portal: hooks.portal,
  };
}
