'use client';
import { UserMenu } from '../../accounts/user-menu/user-menu';
import { HeaderBase, type HeaderBaseProps, type HeaderUser } from './header-base';

type HeaderProps = Omit<HeaderBaseProps, 'renderUserMenu'>;

/**
 * spec 1 §2 Header: cart icon with item count, a user menu (Notifications with pending count,
 * My Account, Log Out) or Sign Up Free and Login for visitors, search and a contact link.
 * Below 767 px the links fold behind a Menu button; the cart stays in view.
 */
function Header(props: HeaderProps) {
  return <HeaderBase {...props} renderUserMenu={(menu) => <UserMenu {...menu} />} />;
}

export { Header, type HeaderProps, type HeaderUser };
