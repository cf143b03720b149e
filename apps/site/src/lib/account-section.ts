import type { UserType } from '@brand/core/contract';
import type { ComponentType } from 'react';

/** What a section of the account dashboard gets: the signed-in user's role. */
export type SectionProps = { role: UserType };

/**
 * One section of the account dashboard (/account): its id (the URL's `?section=`), its label
 * in the navigation, the roles that have it and its component, lazy so that each loads as its
 * own chunk. The sections come from their domains (orders, projects, admin, payouts ...): the
 * app lists them (src/app/account-sections.tsx), the dashboard shell (features/account) shows
 * them, so no feature imports another (docs/decisions/site-account.md).
 */
export type AccountSection = {
  id: string;
  label: string;
  roles: readonly UserType[];
  Component: ComponentType<SectionProps>;
  /** What the fallback says while the chunk loads, e.g. "Loading orders…". */
  loading: string;
};
