'use client';
import type * as React from 'react';
import { useId, useState } from 'react';
import type { UserMenuSlotProps } from '../../accounts/user-menu/user-menu-trigger-content';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';
import { Button } from '../../primitives/button/button';
import type { PortalContainer } from '../../primitives/portal/portal-container';

/** The signed-in user as the header needs it. */
export interface HeaderUser {
  /** Display name, e.g. `${first_name} ${last_name}`. */
  name: string;
}

type HeaderBaseProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  /** The signed-in user; null or absent shows Sign Up Free and Login. */
  user?: HeaderUser | null;
  /** spec 1 §9 "Cart badge is the sum of line quantities": pass core's `cartBadge(lines)`. */
  cartCount?: number;
  /** Pending notifications for the user menu. */
  pendingNotifications?: number;
  onLogout?: () => void;
  /** Called with the trimmed query; the search box shows only when given. */
  onSearch?: (query: string) => void;
  defaultSearch?: string;
  /**
   * Renders the search box's field (with `onSearch`): a plain search input by default. A slot,
   * so that `Header` can put a typeahead combobox there (`onSuggest`) and an app can load one
   * only when the user reaches for the field.
   */
  renderSearchField?: (field: SearchFieldSlotProps) => React.ReactNode;
  /** The brand mark (a Pro's logo when themed); the marketplace name by default. */
  logo?: React.ReactNode;
  renderLink?: RenderLink;
  /** The small-screen menu (controlled and uncontrolled). */
  menuOpen?: boolean;
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
  /** Portal target of the user menu. */
  container?: PortalContainer;
  /**
   * Renders the signed-in user's menu (`Header` renders ui's UserMenu). A slot, so an app can
   * load the Radix menu only when the user reaches for it.
   */
  renderUserMenu: (props: UserMenuSlotProps) => React.ReactNode;
};

/** What the header gives its search field slot. */
export interface SearchFieldSlotProps {
  /** The input's id (the header's label and form refer to it). */
  id: string;
  /** The class that sizes the field in the header's search form. */
  className: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Search for the trimmed text (Enter in a combobox without an active option). */
  onSearch: (query: string) => void;
}

const SEARCH_PLACEHOLDER = 'Search kitchens, baths, floors…';

type HeaderSearchFieldProps = SearchFieldSlotProps &
  Omit<React.ComponentProps<'input'>, keyof SearchFieldSlotProps | 'type' | 'name'>;

/**
 * The header's default search field: a labelled search input; Enter submits the header's form.
 * Other input props (e.g. an app's intent handlers) pass through to the input.
 */
function HeaderSearchField({
  id,
  className,
  placeholder,
  value,
  onValueChange,
  onSearch: _onSearch,
  ...inputProps
}: HeaderSearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="bui-sr-only">
        Search products
      </label>
      <input
        {...inputProps}
        id={id}
        type="search"
        name="q"
        className={cn('bui-input', className)}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </>
  );
}

const renderPlainSearchField = (field: SearchFieldSlotProps) => <HeaderSearchField {...field} />;

const countText = (count: number) => (count > 99 ? '99+' : String(Math.max(0, Math.floor(count))));

/**
 * spec 1 §2 Header with the user menu as a slot (`renderUserMenu`): cart icon with item count,
 * the user menu or Sign Up Free and Login for visitors, search and a contact link. Below
 * 767 px the links fold behind a Menu button; the cart stays in view. `Header` fills the slot
 * with ui's UserMenu.
 */
function HeaderBase({
  user,
  cartCount = 0,
  pendingNotifications = 0,
  onLogout = () => {},
  onSearch,
  defaultSearch = '',
  renderSearchField = renderPlainSearchField,
  logo = 'Renovation Showroom',
  renderLink = defaultRenderLink,
  menuOpen: menuOpenProp,
  defaultMenuOpen = false,
  onMenuOpenChange,
  container,
  renderUserMenu,
  className,
  ...props
}: HeaderBaseProps) {
  const [innerOpen, setInnerOpen] = useState(defaultMenuOpen);
  const menuOpen = menuOpenProp ?? innerOpen;
  const [query, setQuery] = useState(defaultSearch);
  const navId = useId();
  const searchId = useId();

  function setMenuOpen(next: boolean) {
    if (menuOpenProp === undefined) setInnerOpen(next);
    onMenuOpenChange?.(next);
  }

  const items = Math.max(0, Math.floor(cartCount));

  return (
    <header
      data-slot="header"
      data-state={menuOpen ? 'open' : 'closed'}
      className={cn('bui-root bui-header', className)}
      {...props}
    >
      <div className="bui-header__bar">
        {renderLink({ href: '/', className: 'bui-header__logo', children: logo })}

        <div className="bui-header__end">
          {renderLink({
            href: '/cart',
            className: 'bui-header__cart',
            children: (
              <>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path
                    d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20h.01M17 20h.01"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                <span className="bui-header__cart-label">Cart</span>
                <span
                  className="bui-header__badge bui-tabular"
                  data-state={items > 0 ? 'filled' : 'empty'}
                  aria-hidden="true"
                >
                  {countText(items)}
                </span>
                <span className="bui-sr-only">{`, ${items} ${items === 1 ? 'item' : 'items'}`}</span>
              </>
            ),
          })}
          <Button
            variant="ghost"
            size="sm"
            className="bui-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            <span className="bui-header__menu-label">Menu</span>
          </Button>
        </div>

        <div
          id={navId}
          className="bui-header__collapsible"
          data-state={menuOpen ? 'open' : 'closed'}
        >
          {onSearch ? (
            <search className="bui-header__search">
              <form
                className="bui-header__search-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  onSearch(query.trim());
                }}
              >
                {renderSearchField({
                  id: searchId,
                  className: 'bui-header__search-input',
                  placeholder: SEARCH_PLACEHOLDER,
                  value: query,
                  onValueChange: setQuery,
                  onSearch,
                })}
                <Button type="submit" variant="secondary" size="sm">
                  Search
                </Button>
              </form>
            </search>
          ) : null}
          <nav aria-label="Main" className="bui-header__nav">
            {renderLink({ href: '/contact', className: 'bui-header__link', children: 'Contact' })}
            {user ? (
              renderUserMenu({
                userName: user.name,
                pendingNotifications,
                onLogout,
                renderLink,
                container,
              })
            ) : (
              <>
                {renderLink({ href: '/login', className: 'bui-header__link', children: 'Login' })}
                {renderLink({
                  href: '/register',
                  className: 'bui-button bui-button--primary bui-button--sm',
                  children: 'Sign Up Free',
                })}
              </>
            )}
          </nav>
        </div>
      </div>
    </header>
  );
}

export { HeaderBase, type HeaderBaseProps, HeaderSearchField, type HeaderSearchFieldProps };
