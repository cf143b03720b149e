import type { Endpoint, EndpointRoute } from '../../contract/endpoint';
import { responseSchemaOf } from '../response-schemas';
import type { BoundEndpoints, CallArgs, CallableEndpoint, Transport } from '../transport';

// BoundEndpoints and bindEndpoints live in transport.ts (so the published declarations of
// @brand/core/client do not load the contract's); they are re-exported here for the resources.
export { type BoundEndpoints, bindEndpoints } from '../transport';

/**
 * `bindEndpoints` over a group's routes (endpoint-routes.ts: method and path, no schemas),
 * typed by the group's endpoints. Only a transport that validates responses loads the
 * contract's schemas (once, on the first call); otherwise the call goes out at once.
 */
export function bindRoutes<G extends Record<string, Endpoint>>(
  transport: Transport,
  routes: { readonly [K in keyof G]: EndpointRoute },
): BoundEndpoints<G> {
  const out: Record<string, unknown> = {};
  for (const [name, route] of Object.entries<EndpointRoute>(routes)) {
    out[name] = (...args: CallArgs<CallableEndpoint>) =>
      transport.validates
        ? responseSchemaOf(route).then((response) =>
            transport.call({ ...route, response } as CallableEndpoint, ...args),
          )
        : transport.call(route as CallableEndpoint, ...args);
  }
  return out as BoundEndpoints<G>;
}
