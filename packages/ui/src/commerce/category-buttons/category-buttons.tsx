'use client';
import { CATEGORY_BUTTONS } from '@brand/core/rules';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type CategoryName = (typeof CATEGORY_BUTTONS)[number];

type CategoryButtonsProps = Omit<ComponentProps<'ul'>, 'onSelect'> & {
  /** Defaults to the spec's 21 categories, spelled as the spec spells them. */
  categories?: readonly string[];
  /**
   * Inside a showroom the site goes to /visualize/contractor/all; otherwise it opens the
   * showroom modal (spec 1 §2). The component only reports the choice.
   */
  onSelect?: (category: string) => void;
  /** The highlighted category. */
  selected?: string | null;
};

/** The "Shop by category" buttons (spec 1 §2). */
function CategoryButtons({
  categories = CATEGORY_BUTTONS,
  onSelect,
  selected,
  className,
  ...props
}: CategoryButtonsProps) {
  return (
    <ul data-slot="category-buttons" className={cn('bui-categories', className)} {...props}>
      {categories.map((name) => (
        <li key={name}>
          <button
            type="button"
            className="bui-categories__button"
            aria-pressed={selected === undefined ? undefined : selected === name}
            onClick={() => onSelect?.(name)}
          >
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}

export { CategoryButtons, type CategoryButtonsProps, type CategoryName };
