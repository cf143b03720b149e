'use client';
import type { RenderLink } from '../../lib/render-link';
import type { PortalContainer } from '../../primitives/portal/portal-container';

/** What a header passes to its user menu slot (`HeaderBase`'s `renderUserMenu`). */
type UserMenuSlotProps = {
  /** The signed-in user's display name, shown on the trigger. */
  userName: string;
  /** Pending notifications (GET /api/notification?pending=1), shown on the trigger and item. */
  pendingNotifications?: number;
  /** Logs out (core's session); the site then goes to / with 'Logged Out Successfully'. */
  onLogout: () => void;
  renderLink?: RenderLink;
  /** Portal target of the menu; defaults to the nearest PortalContainerProvider. */
  container?: PortalContainer | undefined;
};

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** A count for a badge: whole, not negative, 99+ above 99. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(Math.max(0, Math.floor(count))));

/**
 * What the user menu's trigger shows: initials, name, the pending badge, the accessible name
 * ("Jane Doe, 2 unread notifications") and the chevron. Without Radix, so an app can render
 * the same trigger before the menu itself has loaded (class `bui-user-menu__trigger`).
 */
function UserMenuTriggerContent({
  userName,
  pendingNotifications = 0,
}: Pick<UserMenuSlotProps, 'userName' | 'pendingNotifications'>) {
  const pending = pendingNotifications > 0;
  return (
    <>
      <span className="bui-user-menu__avatar" aria-hidden="true">
        {initialsOf(userName)}
      </span>
      <span className="bui-user-menu__name" aria-hidden="true">
        {userName}
      </span>
      {pending ? (
        <span className="bui-user-menu__badge bui-tabular" aria-hidden="true">
          {badgeText(pendingNotifications)}
        </span>
      ) : null}
      <span className="bui-sr-only">
        {pending ? `${userName}, ${pendingNotifications} unread notifications` : userName}
      </span>
      <svg
        className="bui-user-menu__chevron"
        viewBox="0 0 16 16"
        width="12"
        height="12"
        aria-hidden="true"
      >
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
    </>
  );
}

export { badgeText, type UserMenuSlotProps, UserMenuTriggerContent };
