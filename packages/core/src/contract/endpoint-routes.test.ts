import { describe, expect, it } from 'vitest';
import type { Endpoint, EndpointRoute } from './endpoint';
import * as routes from './endpoint-routes';
import * as endpoints from './endpoints';

const routeOf = (endpoint: Endpoint): EndpointRoute => ({
  method: endpoint.method,
  path: endpoint.path,
  ...(endpoint.auth === 'ai' ? { auth: 'ai' as const } : {}),
  ...(endpoint.bodyType ? { bodyType: endpoint.bodyType } : {}),
  ...(endpoint.responseType ? { responseType: endpoint.responseType } : {}),
});

const groups = (Object.entries(endpoints) as [string, unknown][]).filter(
  (entry): entry is [string, Record<string, Endpoint>] => entry[0].endsWith('Endpoints'),
);

describe('the routes the client binds (endpoint-routes.ts)', () => {
  it('has a routes group for every endpoint group, and no other', () => {
    expect(Object.keys(routes).sort()).toEqual(
      groups.map(([name]) => name.replace(/Endpoints$/, 'Routes')).sort(),
    );
  });

  it.each(groups)(
    '%s: the same keys, methods, paths, AI auth and body/response types',
    (name, group) => {
      const expected = Object.fromEntries(
        Object.entries(group).map(([key, endpoint]) => [key, routeOf(endpoint)]),
      );
      const actual = (routes as Record<string, unknown>)[name.replace(/Endpoints$/, 'Routes')];
      // On failure: run `pnpm --filter @brand/core gen:client-types` (it writes endpoint-routes.ts).
      expect(actual).toEqual(expected);
    },
  );
});
