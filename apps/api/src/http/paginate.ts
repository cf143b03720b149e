import type { Context } from 'hono';

/** Laravel's length-aware paginator for `data` rows of page `page` of `total`. */
export function paginator<T>(
  c: Context,
  data: T[],
  { page, perPage, total }: { page: number; perPage: number; total: number },
) {
  const url = new URL(c.req.url);
  const path = `${url.origin}${url.pathname}`;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  // One parsed query, its `page` set per link (a URL per link cost a tenth of a cached page).
  const search = url.searchParams;
  const pageUrl = (n: number) => {
    search.set('page', String(n));
    return `${path}?${search}${url.hash}`;
  };
  const from = data.length ? (page - 1) * perPage + 1 : null;
  const links = [
    { label: '&laquo; Previous', url: page > 1 ? pageUrl(page - 1) : null, active: false },
  ];
  // Laravel shows a window of pages; ours: up to 10 around the current one.
  const start = Math.max(1, Math.min(page - 4, lastPage - 9));
  for (let n = start; n <= Math.min(lastPage, start + 9); n++) {
    links.push({ label: String(n), url: pageUrl(n), active: n === page });
  }
  links.push({
    label: 'Next &raquo;',
    url: page < lastPage ? pageUrl(page + 1) : null,
    active: false,
  });
  return {
    data,
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    path,
    links,
    first_page_url: pageUrl(1),
    last_page_url: pageUrl(lastPage),
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    from,
    to: from === null ? null : from + data.length - 1,
  };
}

export function pageOf(query: { page?: number; per_page?: number } | undefined, fallback = 10) {
  const page = query?.page ?? 1;
  const perPage = query?.per_page ?? fallback;
  return { page, perPage, offset: (page - 1) * perPage };
}
