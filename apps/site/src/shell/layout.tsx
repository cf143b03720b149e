import { RequestProgressBar } from '@brand/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { PageLoading } from './page-loading.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SessionBootstrap } from './session.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The common home shell of every route (spec 1 §2): request progress bar, header, page,
 * footer. Toasts come from the BrandProvider around the router (app.tsx).
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <SessionBootstrap>
      <div className="bui-root site">
        <a className="site-skip-link" href="#main">
          Skip to content
        </a>
        <RequestProgressBar />
        <SiteHeader />
        <main id="main" className="site-main" tabIndex={-1}>
          <PageErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <SiteFooter />
      </div>
      <ScrollRestoration />
    </SessionBootstrap>
  );
}
