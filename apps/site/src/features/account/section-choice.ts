import type { UserType } from '@brand/core/contract';

/** The ids and roles of the dashboard's sections (ACCOUNT_SECTIONS without components). */
type SectionEntry = { id: string; roles: readonly UserType[] };

/**
 * The section `/account` shows for a role and URL query: `?section=id` when the role has it;
 * otherwise the deep links of notifications keep working (`?order=N` opens the orders,
 * `?project=N` the projects); otherwise the role's first section (the overview).
 */
export function chooseSection<S extends SectionEntry>(
  sections: readonly S[],
  role: UserType,
  params: URLSearchParams,
): S | null {
  const mine = sections.filter((s) => s.roles.includes(role));
  const byId = (id: string | null) => (id ? (mine.find((s) => s.id === id) ?? null) : null);
  return (
    byId(params.get('section')) ??
    (params.has('order') ? byId('orders') : null) ??
    (params.has('project') ? byId('projects') : null) ??
    mine[0] ??
    null
  );
}
