'use client';
import type { Suggestion } from '@brand/core/contract';
import { UserMenu } from '../../accounts/user-menu/user-menu';
import { SearchCombobox } from '../search-combobox/search-combobox';
import { HeaderBase, type HeaderBaseProps, type HeaderUser } from './header-base';

type HeaderProps = Omit<HeaderBaseProps, 'renderUserMenu'> & {
  /**
   * Typeahead for the search box (with `onSearch`): suggestions for the text typed so far,
   * e.g. from core's `client.search.searchSuggest`. Without it the box is a plain search field.
   */
  onSuggest?: (query: string, signal: AbortSignal) => Promise<readonly Suggestion[]>;
  /** What the suggestions depend on besides the text (e.g. the current showroom ID). */
  suggestScope?: string | null;
  /** A suggestion was chosen (open its product or category). */
  onChooseSuggestion?: (item: Suggestion) => void;
};

/**
 * spec 1 §2 Header: cart icon with item count, a user menu (Notifications with pending count,
 * My Account, Log Out) or Sign Up Free and Login for visitors, search (with typeahead when
 * `onSuggest` is given) and a contact link. Below 767 px the links fold behind a Menu button;
 * the cart stays in view.
 */
function Header({
  onSuggest,
  suggestScope = null,
  onChooseSuggestion = () => {},
  ...props
}: HeaderProps) {
  return (
    <HeaderBase
      {...props}
      renderUserMenu={(menu) => <UserMenu {...menu} />}
      renderSearchField={
        onSuggest
          ? ({ onValueChange, ...field }) => (
              <SearchCombobox
                {...field}
                inputClassName="bui-input"
                onValueChange={onValueChange}
                suggest={onSuggest}
                scope={suggestScope}
                onChoose={onChooseSuggestion}
              />
            )
          : props.renderSearchField
      }
    />
  );
}

export { Header, type HeaderProps, type HeaderUser };
