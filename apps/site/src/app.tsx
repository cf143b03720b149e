import '@brand/ui/styles.css';
import './styles/site.css';
import { BrandProvider } from '@brand/ui';
import { BrowserRouter, useRoutes } from 'react-router';
import { createBrand, SiteProvider } from './brand.tsx';
import { routes } from './routes.tsx';
import { RootErrorBoundary } from './shell/root-error.tsx';

const brand = createBrand();

/**
 * React Router's declarative mode (BrowserRouter + useRoutes): the site loads no data through
 * the router, and the data router costs 17 KB gz more of initial script (see
 * docs/decisions/site-performance.md).
 */
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <RootErrorBoundary>
      <BrandProvider client={brand.client} stores={brand.stores}>
        <SiteProvider brand={brand}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SiteProvider>
      </BrandProvider>
    </RootErrorBoundary>
  );
}
