/** Users -> the console's JSON (contract `AdminUserSchema`). */
import type { AdminUser, UserType } from '@brand/core/contract';
import type { UserRow } from '../../env.ts';
import { isActiveStatus } from '../identity/index.ts';
import { iso } from '../shared/index.ts';

export const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');

export function adminUserJson(u: UserRow): AdminUser {
  return {
    id: u.id,
    type: u.type as UserType,
    status: u.status,
    active: isActiveStatus(u.status),
    name: fullName(u),
    email: u.email,
    company_name: u.companyName,
    phone_number: u.phoneNumber || null,
    email_verified_at: u.emailVerifiedAt ? iso(u.emailVerifiedAt) : null,
    created_at: iso(u.createdAt),
    decline_reason: u.declineReason,
  };
}
