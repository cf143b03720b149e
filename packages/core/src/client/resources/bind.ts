import type { Endpoint, EndpointOutput, EndpointRoute } from '../../contract/endpoint';
import { responseSchemaOf } from '../response-schemas';
import type { CallArgs, Transport } from '../transport';

/** One method per endpoint of a group: `(input) => transport.call(endpoint, input)`. */
export type BoundEndpoints<G extends Record<string, Endpoint>> = {
  [K in keyof G]: (...args: CallArgs<G[K]>) => Promise<EndpointOutput<G[K]>>;
};

/** Thin typed calls: each method goes through `transport.call(group[key], input)`. */
export function bindEndpoints<G extends Record<string, Endpoint>>(
  transport: Transport,
  group: G,
): BoundEndpoints<G> {
  const out: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(group)) {
    out[name] = (...args: CallArgs<Endpoint>) => transport.call(endpoint, ...args);
  }
  return out as BoundEndpoints<G>;
}

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
    out[name] = (...args: CallArgs<Endpoint>) =>
      transport.validates
        ? responseSchemaOf(route).then((response) =>
            transport.call({ ...route, response } as Endpoint, ...args),
          )
        : transport.call(route as Endpoint, ...args);
  }
  return out as BoundEndpoints<G>;
}
