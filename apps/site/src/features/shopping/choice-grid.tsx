import type { ReactNode } from 'react';

/** Something chosen on /visualize by its picture: a plan, a template, an own room. */
type Choice = { id: number; name: string };

/** A grid of pictured choices, the chosen one pressed. */
export function ChoiceGrid<T extends Choice & { thumbnail: string | null; image: string }>({
  items,
  selected,
  onSelect,
  describe,
  marked,
  actions,
}: {
  items: readonly T[];
  selected: number | null;
  onSelect: (item: T) => void;
  describe: (item: T) => string;
  /** A marker shown on some items (e.g. "Matches your style"). */
  marked?: (item: T) => string | null;
  /** What else an item offers beside choosing it (e.g. Edit and Delete of an own room). */
  actions?: (item: T) => ReactNode;
}) {
  return (
    <ul className="shop-grid">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="shop-state shop-choice"
            aria-pressed={item.id === selected}
            onClick={() => onSelect(item)}
          >
            <img src={item.thumbnail ?? item.image} alt="" width={240} height={160} />
            <span>{item.name}</span>
            <span>{describe(item)}</span>
            {marked?.(item) ? <span className="shop-badge">{marked(item)}</span> : null}
          </button>
          {actions?.(item)}
        </li>
      ))}
    </ul>
  );
}
