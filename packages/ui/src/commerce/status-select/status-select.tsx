'use client';
import { ORDER_ITEM_STATUSES, type OrderItemStatus, type UserType } from '@brand/core/contract';
import {
  ADMIN_ORDER_ITEM_STATUSES,
  type OrderItemStatusChange,
  orderItemStatusLabel,
  orderItemStatusOptions,
  statusChange,
} from '@brand/core/rules';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import type { PortalContainer } from '../../primitives/portal/portal-container';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '../../primitives/select/select';

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

  const handleChange = (next: string) => {
    const status = next as OrderItemStatus;
    const change = statusChange(current, status);
    if (value === undefined) setInner(status);
    onValueChange?.(status);
    if (change) onStatusChange?.(change);
  };

  const render = (list: typeof options) =>
    list.map((option) => (
      <SelectItem
        key={option.value}
        value={option.value}
        disabled={option.disabled && option.value !== current}
        data-slot="status-option"
      >
        {option.label}
      </SelectItem>
    ));

  return (
    <Select value={current} onValueChange={handleChange} disabled={disabled || everyDisabled}>
      <SelectTrigger
        id={id}
        aria-label={label}
        data-slot="status-select"
        data-status={current}
        className={cn('bui-status-select', className)}
      >
        <SelectValue>{orderItemStatusLabel(current)}</SelectValue>
      </SelectTrigger>
      <SelectContent container={container}>
        <SelectGroup>
          {render(options.filter((option) => !ADMIN_ONLY.has(option.value)))}
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Admin only</SelectLabel>
          {render(options.filter((option) => ADMIN_ONLY.has(option.value)))}
        </SelectGroup>
      </SelectContent>
    </Select>
  );
}

export { StatusSelect };
