import { usePortalContainer } from '@brand/ui';
import * as SelectPrimitive from '@radix-ui/react-select';
import type { FocusEvent, KeyboardEvent } from 'react';
import { activeElementOf } from './focus.ts';

export interface SelectOption {
  value: string;
  label: string;
}

const options = (content: HTMLElement) =>
  Array.from(content.querySelectorAll<HTMLElement>('[role="option"]:not([data-disabled])'));

/**
 * Radix Select, fixed for shadow roots. Radix's content moves focus with a loop that stops
 * when `document.activeElement` changes, which never happens inside a shadow root: opening
 * lands on the list instead of the selected option and every arrow key jumps to the last
 * option. Our handlers run first (Radix skips its own when we call preventDefault) and move
 * focus by the shadow root's activeElement.
 */
function onContentKeyDown(event: KeyboardEvent<HTMLDivElement>) {
  const content = event.currentTarget;
  const items = options(content);
  if (items.length === 0) return;
  const index = items.indexOf(activeElementOf(content) as HTMLElement);
  let next: HTMLElement | undefined;
  if (event.key === 'ArrowDown') next = items[Math.min(index + 1, items.length - 1)];
  else if (event.key === 'ArrowUp') next = items[Math.max(index - 1, 0)];
  else if (event.key === 'Home') next = items[0];
  else if (event.key === 'End') next = items[items.length - 1];
  else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey) {
    // Typeahead: the next option (after the focused one, wrapping) starting with the key.
    const key = event.key.toLowerCase();
    const ordered = [...items.slice(index + 1), ...items.slice(0, index + 1)];
    next = ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(key));
    if (!next) return;
  } else return;
  event.preventDefault();
  next?.focus({ preventScroll: true });
  next?.scrollIntoView?.({ block: 'nearest' });
}

function onContentFocus(event: FocusEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) return;
  const items = options(event.currentTarget);
  const selected = items.find((item) => item.getAttribute('aria-selected') === 'true');
  (selected ?? items[0])?.focus({ preventScroll: true });
}

export function ShadowSelect({
  label,
  value,
  onValueChange,
  items,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  items: SelectOption[];
}) {
  const container = usePortalContainer();
  return (
    <SelectPrimitive.Root value={value} onValueChange={onValueChange}>
      <SelectPrimitive.Trigger className="bse-select" aria-label={label}>
        <SelectPrimitive.Value />
        <SelectPrimitive.Icon className="bse-select__icon">
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal container={container}>
        <SelectPrimitive.Content
          className="bse-select__content"
          position="popper"
          sideOffset={4}
          onKeyDown={onContentKeyDown}
          onFocus={onContentFocus}
        >
          {/* Not Radix's Viewport: it renders an inline <style> (to hide its scrollbar) that a
              strict CSP refuses; our stylesheet styles this list instead. */}
          <div className="bse-select__viewport">
            {items.map((item) => (
              <SelectPrimitive.Item
                key={item.value}
                value={item.value}
                className="bse-select__item"
              >
                <SelectPrimitive.ItemText>{item.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </div>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
