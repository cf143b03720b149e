import type { GenericSchema, InferInput, InferOutput } from 'valibot';

/** Who may call an endpoint; the server enforces it, the client only documents it. */
export type EndpointAuth = 'public' | 'user' | 'ai';

/**
 * One call of the API: the single description shared by the client (request building and
 * response parsing), the server (routing and request validation) and the OpenAPI document.
 *
 * `path` uses `:name` placeholders, e.g. `/api/projectCart/:projectId`.
 */
export interface Endpoint<
  Method extends 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET' | 'POST' | 'PUT' | 'DELETE',
  Path extends string = string,
  Params extends GenericSchema | undefined = GenericSchema | undefined,
  Query extends GenericSchema | undefined = GenericSchema | undefined,
  Body extends GenericSchema | undefined = GenericSchema | undefined,
  Response extends GenericSchema = GenericSchema,
> {
  readonly method: Method;
  readonly path: Path;
  readonly auth: EndpointAuth;
  /** A sentence for the OpenAPI document. */
  readonly summary: string;
  /** Where this call comes from: a spec section, or `ours` with the DOMAIN.md decision. */
  readonly source: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** `multipart` for file uploads (the body schema then describes the text fields). */
  readonly bodyType?: 'json' | 'multipart';
  /**
   * Request headers the call accepts beyond the shared ones (lower-case names), e.g. the
   * `idempotency-key` of placing an order. Validated like the other parts when present.
   */
  readonly headers?: GenericSchema;
  /**
   * `event-stream` for server-sent events: `response` then describes one event's `data`
   * (JSON). Default `json`.
   */
  readonly responseType?: 'json' | 'event-stream';
  readonly response: Response;
}

/**
 * What sending a call needs: method, path, and the body or response type when not JSON. The
 * client binds these (endpoint-routes.ts) rather than whole endpoints, so it does not carry
 * the schemas; `transport.call` accepts either.
 */
/** A route as the client binds it; `auth` only for the AI design token's endpoints. */
export type EndpointRoute = Pick<Endpoint, 'method' | 'path' | 'bodyType' | 'responseType'> & {
  readonly auth?: 'ai';
};

export function defineEndpoint<
  const Method extends 'GET' | 'POST' | 'PUT' | 'DELETE',
  const Path extends string,
  Params extends GenericSchema | undefined = undefined,
  Query extends GenericSchema | undefined = undefined,
  Body extends GenericSchema | undefined = undefined,
  Response extends GenericSchema = GenericSchema,
>(
  endpoint: Endpoint<Method, Path, Params, Query, Body, Response>,
): Endpoint<Method, Path, Params, Query, Body, Response> & DefinedParts<Params, Query, Body> {
  return endpoint as Endpoint<Method, Path, Params, Query, Body, Response> &
    DefinedParts<Params, Query, Body>;
}

/**
 * The parts an endpoint was defined with, as required properties: `endpoints.login.body` is
 * the login schema, not `schema | undefined`.
 */
export type DefinedParts<Params, Query, Body> = (Params extends GenericSchema
  ? { readonly params: Params }
  : unknown) &
  (Query extends GenericSchema ? { readonly query: Query } : unknown) &
  (Body extends GenericSchema ? { readonly body: Body } : unknown);

type InputOf<S> = S extends GenericSchema ? InferInput<S> : undefined;

/** What a caller passes to call an endpoint. */
export type EndpointInput<E extends Endpoint> = {
  params: InputOf<E['params']>;
  query: InputOf<E['query']>;
  body: InputOf<E['body']>;
};

/** What a call resolves to. */
export type EndpointOutput<E extends Endpoint> = InferOutput<E['response']>;
