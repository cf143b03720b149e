import '@brand/ui/styles.css';
import '../styles/site.css';
import { BrandProvider } from '@brand/ui';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, useRoutes } from 'react-router';
import { routes } from '../app/routes.tsx';
import { createBrand, SiteProvider } from '../lib/brand.tsx';
import { StillPictures } from '../shell/still-pictures.ts';
import { type Fixtures, installFixtureApi } from './fixture-api.ts';

function Routes() {
  return useRoutes(routes);
}

/**
 * A page story: the site's real router and screens (app/routes.tsx, the shell's layout) at
 * `path`, its API answered by `fixtures` (fixture-api.ts) and localStorage set from `storage`
 * before the first render (a cart id, a token).
 */
export function PageStory({
  path,
  fixtures = {},
  storage = {},
  otpVerified = false,
}: {
  path: string;
  fixtures?: Fixtures;
  storage?: Record<string, string>;
  /** The admin's one-time-code cookie (`otp_verify`), as after the code. */
  otpVerified?: boolean;
}): ReactNode {
  // Once per story, before the first render: the storage, the fixture API, then a fresh set of
  // stores and client (as app/provider.tsx makes them) that start from that storage.
  const [brand] = useState(() => {
    localStorage.clear();
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    document.cookie = otpVerified
      ? 'otp_verify=1; path=/'
      : 'otp_verify=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    installFixtureApi(fixtures);
    return createBrand();
  });
  return (
    <BrandProvider client={brand.client} stores={brand.stores}>
      <SiteProvider brand={brand}>
        {/* The screenshots are compared: the home hero keeps its poster (no clip). */}
        <StillPictures value={true}>
          <MemoryRouter initialEntries={[path]}>
            <Routes />
          </MemoryRouter>
        </StillPictures>
      </SiteProvider>
    </BrandProvider>
  );
}
