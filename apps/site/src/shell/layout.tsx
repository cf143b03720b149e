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
 * The common home shell of every route (spec 1 §2): header, request progress bar (in the
 * page's main landmark), page, footer. Toasts come from the BrandProvider around the router (app.tsx).
 */
export function Layout() {
  const { pathname } = useLocation();
  return (
    <SessionBootstrap>
      <div className="bui-root site">
        <a className="site-skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="site-main" tabIndex={-1}>
          {/* Drawn fixed at the top of the window; inside the main landmark so that, while it is
              a progressbar, a screen reader finds it in a region (axe's "region" rule). */}
          <RequestProgressBar />
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
