/** Skeleton shown while a page's chunk or data loads (never a blank page). */
export function PageLoading() {
  return (
    <div className="site-loading" role="status" aria-live="polite">
      <span className="bui-sr-only">Loading page…</span>
      <span className="bui-skeleton site-loading__title" aria-hidden="true" />
      <span className="bui-skeleton site-loading__line" aria-hidden="true" />
      <span className="bui-skeleton site-loading__line" aria-hidden="true" />
    </div>
  );
}
