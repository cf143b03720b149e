import { ACTIVE_USER_STATUSES } from '@brand/core/contract';

/** Whether a stored user status signs its owner in (an approved or active account). */
export const isActiveStatus = (status: string) =>
  (ACTIVE_USER_STATUSES as readonly string[]).includes(status);
