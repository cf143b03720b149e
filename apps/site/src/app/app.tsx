import '@brand/ui/styles.css';
import '../styles/site.css';
import { BrowserRouter, useRoutes } from 'react-router';
import { RootErrorBoundary } from '../shell/root-error.tsx';
import { AppProvider } from './provider.tsx';
import { routes } from './routes.tsx';

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
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </RootErrorBoundary>
  );
}
