/**
 * The header's search field: a WAI-ARIA combobox with a listbox popup and list autocomplete
 * (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/). Suggestions come from
 * GET /api/search/suggest as the visitor types (from 2 characters, debounced); the one
 * data-loading hook (useResource) aborts a request whose text is no longer current and drops
 * its answer. The field is never disabled or made to wait: a slow or failed request only means
 * no list. Enter on a suggestion opens it; Enter without one shows the text's results in the
 * product grid (the controller's `search`).
 */
import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  type Suggestion,
} from '@brand/core/contract';
import { useResource } from '@brand/ui';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { useEmbed } from './context.ts';

/** How long typing must pause before suggestions are asked for (ms). */
export const SUGGEST_DELAY_MS = 150;

const NONE: Suggestion[] = [];

/** `value`, once it has not changed for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** `text` with its matched character ranges ([start, end)) in <mark>. */
function highlight(text: string, match: Suggestion['match']): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of [...match].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(at, start);
    const to = Math.min(text.length, end);
    if (to <= from) continue;
    if (from > at) out.push(text.slice(at, from));
    out.push(<mark key={from}>{text.slice(from, to)}</mark>);
    at = to;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function SearchBox() {
  const { api, controller, showroom } = useEmbed();
  const search = useSyncExternalStore(controller.subscribe, () => controller.getState().search);
  const [text, setText] = useState(search ?? '');
  const [open, setOpen] = useState(false);
  // The active option, with the list it belongs to: a new list starts with none active.
  const [active, setActive] = useState<{ items: Suggestion[]; index: number }>({
    items: NONE,
    index: -1,
  });
  // Unique within this element's shadow root, where every id it refers to lives.
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;

  // The grid's search text (e.g. a "did you mean" chosen there) shows in the field.
  useEffect(() => {
    if (search !== null) setText(search);
  }, [search]);

  const query = text.trim();
  const typed = query.length >= SEARCH_QUERY_MIN_LENGTH;
  const wanted = useDebounced(typed ? query : '', SUGGEST_DELAY_MS);
  const suggestions = useResource(
    wanted ? ['suggest', showroom, wanted] : null,
    (signal) => api.suggest({ q: wanted, showroom }, signal),
    // The last list stays while the next text's answer is on its way (no flicker per key).
    { keepPreviousData: true },
  );
  const items = typed && suggestions.status !== 'error' ? (suggestions.data ?? NONE) : NONE;
  const expanded = open && items.length > 0;
  const index = expanded && active.items === items ? active.index : -1;
  const optionId = (i: number) => `${id}-option-${i}`;

  const settled = typed && wanted === query && suggestions.status === 'success';
  const announcement = expanded
    ? plural(items.length, 'suggestion')
    : open && settled && items.length === 0
      ? 'No suggestions'
      : '';

  function choose(item: Suggestion) {
    setText(item.text);
    setOpen(false);
    if (item.type === 'product') {
      controller.set({
        openProductId: item.id,
        openRequest: controller.getState().openRequest + 1,
      });
    } else {
      controller.set({ category: String(item.id), search: null });
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (items.length === 0) return;
        event.preventDefault();
        setOpen(true);
        if (event.altKey) return; // Alt+ArrowDown opens the list and moves nothing
        const down = event.key === 'ArrowDown';
        const next = down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1;
        setActive({ items, index: next });
        return;
      }
      case 'Enter': {
        const item = index >= 0 ? items[index] : undefined;
        if (item) {
          event.preventDefault();
          choose(item);
        } else if (typed) {
          event.preventDefault();
          setOpen(false);
          controller.set({ search: query });
        }
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      }
    }
  }

  return (
    <div className="bse-search" data-state={expanded ? 'open' : 'closed'}>
      <label className="bui-sr-only" htmlFor={inputId}>
        Search products
      </label>
      <input
        id={inputId}
        className="bse-input bse-search__input"
        type="text"
        role="combobox"
        placeholder="Search products"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={index >= 0 ? optionId(index) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        className="bse-listbox"
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
      >
        {expanded
          ? items.map((item, i) => (
              // The field keeps focus and points at the active option (aria-activedescendant):
              // options are never focused, and the field's keys choose them.
              // biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant, see above
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys
              <div
                key={`${item.type}:${item.id}`}
                id={optionId(i)}
                role="option"
                className="bse-option"
                aria-selected={i === index}
                // Keeps focus in the field (no blur closing the list before the click lands).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(item)}
              >
                <span className="bse-option__text">{highlight(item.text, item.match)}</span>
                <span className="bse-option__type">{item.type}</span>
              </div>
            ))
          : null}
      </div>
      <span className="bui-sr-only" role="status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
