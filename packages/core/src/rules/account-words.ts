/**
 * Accounts in words (issue 25 item 11): dashboards say "Approved", "Pending approval",
 * "Deactivated" and "Pro" rather than the stored values of spec 1 §3 ("Approve", "pending",
 * "Deactive", "Contractor").
 */
import { ACTIVE_USER_STATUSES, DEACTIVATED_USER_STATUS, type UserType } from '../contract/enums';

/** A stored User.status in words: anything but the active and deactivated values is pending. */
export function userStatusText(stored: string): string {
  if (stored === DEACTIVATED_USER_STATUS) return 'Deactivated';
  if (stored === 'Approve') return 'Approved';
  if ((ACTIVE_USER_STATUSES as readonly string[]).includes(stored)) return 'Active';
  return 'Pending approval';
}

/** The names the site uses for each User.type. */
export const USER_TYPE_TEXT: Readonly<Record<UserType, string>> = {
  User: 'Customer',
  Vendor: 'Vendor',
  Contractor: 'Pro',
  Admin: 'Admin',
};
