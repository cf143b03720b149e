import type { GenericSchema } from 'valibot';
import type { EndpointRoute } from '../contract/endpoint';

let byRoute: Promise<Map<string, GenericSchema>> | undefined;

const keyOf = (route: Pick<EndpointRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * The response schema of a bound route (endpoint-routes.ts carries none). The contract's
 * schemas load on the first validated response only, so an app that does not validate
 * (production) never downloads them.
 */
export async function responseSchemaOf(
  route: Pick<EndpointRoute, 'method' | 'path'>,
): Promise<GenericSchema> {
  byRoute ??= import('../contract/endpoints').then(
    ({ endpoints }) =>
      new Map(Object.values(endpoints).map((endpoint) => [keyOf(endpoint), endpoint.response])),
  );
  const schema = (await byRoute).get(keyOf(route));
  if (!schema) {
    throw new TypeError(`No endpoint ${keyOf(route)} in the contract: add it to endpoints.ts`);
  }
  return schema;
}
