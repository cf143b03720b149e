import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export type TabItem = { id: string; label: string; content: ReactNode };

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  defaultValue?: string;
  className?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order. Used until @brand/ui exports its Tabs.
 */
export function Tabs({ label, items, defaultValue, className }: TabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(defaultValue ?? items[0]?.id);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = items.some((item) => item.id === selected) ? selected : items[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    setSelected(item.id);
    refs.current[next]?.focus();
  };

  return (
    <div className={className ? `site-tabs ${className}` : 'site-tabs'}>
      <div role="tablist" aria-label={label} className="site-tabs__list">
        {items.map((item, index) => {
          const active = item.id === current;
          return (
            <button
              key={item.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              data-state={active ? 'active' : 'inactive'}
              className="site-tabs__tab"
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== current}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel takes focus after its tab
          tabIndex={0}
          className="site-tabs__panel"
        >
          {item.id === current ? item.content : null}
        </div>
      ))}
    </div>
  );
}
