'use client';
/**
 * Select on Radix Select, shadcn's part names, fixed for shadow roots: Radix moves focus in the
 * list with a loop that stops when `document.activeElement` changes, which never happens inside
 * a shadow root (radix-ui/primitives #2606): opening lands on the list instead of the selected
 * option and every arrow key jumps to the last option. Inside a shadow root our handlers run
 * first (Radix skips its own when we call preventDefault) and move focus by the shadow root's
 * activeElement; in a page Radix's own keyboard handling runs unchanged.
 */
import * as SelectPrimitive from '@radix-ui/react-select';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { activeElementOf, isInShadowRoot } from '../../lib/shadow-dom';
import { type PortalContainer, usePortalContainer } from '../portal/portal-container';

const enabledOptions = (content: HTMLElement) =>
  Array.from(content.querySelectorAll<HTMLElement>('[role="option"]:not([data-disabled])'));

/** Arrows, Home/End and one-letter typeahead by the shadow root's focus (see above). */
function onShadowKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
  const content = event.currentTarget;
  if (!isInShadowRoot(content)) return;
  const items = enabledOptions(content);
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

/** On open inside a shadow root: focus the selected option (else the first), as Radix means to. */
function onShadowFocus(event: React.FocusEvent<HTMLDivElement>) {
  const content = event.currentTarget;
  if (event.target !== content || !isInShadowRoot(content)) return;
  const items = enabledOptions(content);
  // The chosen option is data-state="checked" (Radix sets aria-selected only while it has focus).
  const selected = items.find((item) => item.getAttribute('data-state') === 'checked');
  (selected ?? items[0])?.focus({ preventScroll: true });
}

/** The select's state: `value` / `defaultValue` / `onValueChange`, `open`, `disabled` (Radix Root). */
function Select(props: React.ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

/** The button that shows the value and opens the list; name it (`aria-label`) or label it. */
function SelectTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn('bui-select__trigger', className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon className="bui-select__icon">
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/** The chosen option's text (or `placeholder`) inside the trigger. */
function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

type SelectContentProps = React.ComponentProps<typeof SelectPrimitive.Content> & {
  /** Portal target; defaults to the nearest PortalContainerProvider (the embed's shadow root). */
  container?: PortalContainer;
};

/**
 * The list, in a portal. In a page it is Radix's Viewport (Radix's keyboard and typeahead need
 * it: it holds the collection of options). In a shadow root (the embed), where our own keyboard
 * handlers run, a plain list instead: the Viewport renders an inline `<style>` (to hide its
 * scrollbar) that the embed's strict CSP refuses; our stylesheet styles the list.
 */
function SelectContent({
  className,
  children,
  container,
  position = 'popper',
  sideOffset = 4,
  onKeyDown,
  onFocus,
  ...props
}: SelectContentProps) {
  const target = usePortalContainer(container);
  const inShadowRoot = target !== undefined && isInShadowRoot(target);
  return (
    <SelectPrimitive.Portal container={target}>
      <SelectPrimitive.Content
        data-slot="select-content"
        className={cn('bui-root bui-select__content', className)}
        position={position}
        sideOffset={sideOffset}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) onShadowKeyDown(event);
        }}
        onFocus={(event) => {
          onFocus?.(event);
          onShadowFocus(event);
        }}
        {...props}
      >
        {inShadowRoot ? (
          <div className="bui-select__viewport">{children}</div>
        ) : (
          <SelectPrimitive.Viewport className="bui-select__viewport">
            {children}
          </SelectPrimitive.Viewport>
        )}
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** One option: its text and a check mark while selected. */
function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn('bui-select__item', className)}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="bui-select__indicator">
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 6.5l2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

/** Options that belong together, named by a SelectLabel. */
function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/** A group's title (not selectable). */
function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('bui-select__label', className)}
      {...props}
    />
  );
}

/** A line between groups. */
function SelectSeparator({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('bui-select__separator', className)}
      {...props}
    />
  );
}

export {
  Select,
  SelectContent,
  type SelectContentProps,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
};
