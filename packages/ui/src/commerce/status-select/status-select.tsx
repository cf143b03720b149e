import { ORDER_ITEM_STATUSES, type OrderItemStatus, type UserType } from '@brand/core/contract';
import {
  ADMIN_ORDER_ITEM_STATUSES,
  type OrderItemStatusChange,
  orderItemStatusLabel,
  orderItemStatusOptions,
  statusChange,
} from '@brand/core/rules';
import * as SelectPrimitive from '@radix-ui/react-select';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { type PortalContainer, usePortalContainer } from '../../primitives/portal/portal-container';

export interface StatusSelectProps {
  /** The type of the signed-in user: decides which options are enabled (core's rules). */
  viewerRole: UserType;
  /** Controlled stored status. */
  value?: OrderItemStatus;
  /** Uncontrolled initial stored status. */
  defaultValue?: OrderItemStatus;
  /** Any selection, also re-selecting the same value (controlled pair of `value`). */
  onValueChange?: (value: OrderItemStatus) => void;
  /** spec 2 §4: fires only when the new value differs from the stored one. */
  onStatusChange?: (change: OrderItemStatusChange) => void;
  /** Accessible name of the trigger. */
  label?: string;
  disabled?: boolean;
  /** Portal target; defaults to the nearest PortalContainerProvider. */
  container?: PortalContainer;
  className?: string;
  id?: string;
}

const ADMIN_ONLY = new Set<OrderItemStatus>(ADMIN_ORDER_ITEM_STATUSES);

/**
 * The order-status dropdown (spec 2 §4): stored values shown with the spec's labels; options
 * disabled by core's dropdown rules for the current status and role; the Admin-only statuses
 * in their own group.
 */
function StatusSelect({
  viewerRole,
  value,
  defaultValue = ORDER_ITEM_STATUSES[0],
  onValueChange,
  onStatusChange,
  label = 'Order item status',
  disabled,
  container,
  className,
  id,
}: StatusSelectProps) {
  const [inner, setInner] = useState<OrderItemStatus>(defaultValue);
  const current = value ?? inner;
  const options = orderItemStatusOptions(current, viewerRole);
  const everyDisabled = options.every((option) => option.disabled || option.value === current);
  const target = usePortalContainer(container);

  const handleChange = (next: string) => {
    const status = next as OrderItemStatus;
    const change = statusChange(current, status);
    if (value === undefined) setInner(status);
    onValueChange?.(status);
    if (change) onStatusChange?.(change);
  };

  const render = (list: typeof options) =>
    list.map((option) => (
      <SelectPrimitive.Item
        key={option.value}
        value={option.value}
        disabled={option.disabled && option.value !== current}
        className="bui-select__item"
        data-slot="status-option"
      >
        <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
        <SelectPrimitive.ItemIndicator className="bui-select__indicator" aria-hidden="true">
          ✓
        </SelectPrimitive.ItemIndicator>
      </SelectPrimitive.Item>
    ));

  return (
    <SelectPrimitive.Root
      value={current}
      onValueChange={handleChange}
      disabled={disabled || everyDisabled}
    >
      <SelectPrimitive.Trigger
        id={id}
        aria-label={label}
        data-slot="status-select"
        data-status={current}
        className={cn('bui-select__trigger', className)}
      >
        <SelectPrimitive.Value>{orderItemStatusLabel(current)}</SelectPrimitive.Value>
        <SelectPrimitive.Icon className="bui-select__icon" aria-hidden="true">
          ▾
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal container={target}>
        <SelectPrimitive.Content
          className="bui-root bui-select__content"
          position="popper"
          sideOffset={4}
        >
          <SelectPrimitive.Viewport className="bui-select__viewport">
            <SelectPrimitive.Group>
              {render(options.filter((option) => !ADMIN_ONLY.has(option.value)))}
            </SelectPrimitive.Group>
            <SelectPrimitive.Separator className="bui-select__separator" />
            <SelectPrimitive.Group>
              <SelectPrimitive.Label className="bui-select__label">
                Admin only
              </SelectPrimitive.Label>
              {render(options.filter((option) => ADMIN_ONLY.has(option.value)))}
            </SelectPrimitive.Group>
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

export { StatusSelect };
