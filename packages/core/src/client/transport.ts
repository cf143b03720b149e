import { type FetchOptions, ofetch } from 'ofetch';
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import { type Interpretation, interpretNetworkFailure, interpretResponse } from './catalogue';
import { type ApiError, InvalidResponseError } from './errors';
import { type ClientEventMap, createEmitter, type Emitter, type RequestInfo } from './events';
import { checkWith, type SchemaIssue } from './standard';

/** The bit of `document` the transport reads: enough for a fake in tests. */
export interface MetaSource {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
}

export interface TransportOptions {
  /**
   * The API's origin, with or without its `/api` root (`https://marketplace.example` and
   * `https://marketplace.example/api` send the same requests). Default: the page's
   * `<meta name="api-base-url">`, else '' (the page's own origin).
   */
  baseURL?: string;
  /** Where to read the meta tag from. Default: `globalThis.document` when there is one. */
  document?: MetaSource;
  /** The signed-in user's token (the session store provides it). */
  getToken?: () => string | null | undefined;
  /** The AI design account's token (the session store provides it). */
  getAiToken?: () => string | null | undefined;
  /** The page the user is on, for the 401 redirect. Default: `location` path + search + hash. */
  getCurrentPath?: () => string;
  /** Default '/login'. */
  loginPath?: string;
  /** Called on every 401, after the `unauthorized` event (e.g. clear the session store). */
  onUnauthorized?: (intent: ClientEventMap['unauthorized']) => void;
  /** Parse 200/201 bodies with the endpoint's response schema. Default: not in production. */
  validateResponses?: boolean;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /** Milliseconds before a request fails as a network error. Default: none. */
  timeout?: number;
  /** Swap the fetch implementation (tests, SSR). */
  fetch?: typeof globalThis.fetch;
}

type InputOf<S> = S extends GenericSchema ? InferInput<S> : undefined;

/**
 * What the transport needs to send a call: the contract's `Endpoint` (contract/endpoint.ts)
 * has this shape, and so does a bare route with a response schema added. Declared here rather
 * than imported, so the published declarations of @brand/core/client never load the contract's.
 */
export interface CallableEndpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** Who may call it; `ai` (the AI design token) keeps a 401 away from the shop's session. */
  readonly auth?: string | undefined;
  readonly params?: GenericSchema | undefined;
  readonly query?: GenericSchema | undefined;
  readonly body?: GenericSchema | undefined;
  /** `multipart` for file uploads. */
  readonly bodyType?: 'json' | 'multipart' | undefined;
  /** `event-stream` for server-sent events. */
  readonly responseType?: 'json' | 'event-stream' | undefined;
  readonly response: GenericSchema;
}

/** What a call resolves to (the contract's `EndpointOutput`). */
export type CallOutput<E extends CallableEndpoint> = InferOutput<E['response']>;

/** Everything a single call can carry besides the endpoint's own inputs. */
export interface RequestExtras {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Do not emit the catalogue's toast for this call (the caller shows its own message, e.g.
   * 'Please login to proceed.' when creating a project fails). Progress, field errors and the
   * 401 redirect still happen.
   */
  quiet?: boolean;
}

/** The schema behind an optional descriptor field, or never when the endpoint has none. */
type SchemaIn<S> = Exclude<S, undefined>;
type In<S> = InputOf<SchemaIn<S>>;

type ParamsPart<E extends CallableEndpoint> = [SchemaIn<E['params']>] extends [never]
  ? { params?: undefined }
  : { params: In<E['params']> };
type QueryPart<E extends CallableEndpoint> = [SchemaIn<E['query']>] extends [never]
  ? { query?: undefined }
  : undefined extends In<E['query']>
    ? { query?: In<E['query']> }
    : object extends In<E['query']>
      ? { query?: In<E['query']> }
      : { query: In<E['query']> };
type BodyPart<E extends CallableEndpoint> = [SchemaIn<E['body']>] extends [never]
  ? { body?: undefined }
  : undefined extends In<E['body']>
    ? { body?: In<E['body']> | FormData }
    : object extends In<E['body']>
      ? { body?: In<E['body']> | FormData }
      : { body: In<E['body']> | FormData };

/** The input of `transport.call(endpoint, input)`, typed from the endpoint. */
export type CallInput<E extends CallableEndpoint> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> &
  RequestExtras;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** `[input?]` when nothing is required, `[input]` otherwise. */
export type CallArgs<E extends CallableEndpoint> =
  RequiredKeys<CallInput<E>> extends never ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface Transport {
  /**
   * One call. When validating responses it needs the endpoint's response schema; a bare route
   * (endpoint-routes.ts) is enough otherwise (`bindRoutes` adds the schema when validating).
   */
  call<E extends CallableEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallOutput<E>>;
  /**
   * A GET of a full URL or an API path (pagination links), through the same headers, events
   * and catalogue. No schema: the caller parses.
   */
  get(urlOrPath: string, query?: Record<string, unknown>, extras?: RequestExtras): Promise<unknown>;
  /** The base URL in effect now (option, else meta tag, else ''). */
  baseURL(): string;
  /** The headers a request would carry now (for EventSource/fetch streaming outside ofetch). */
  headers(options?: { multipart?: boolean }): Record<string, string>;
  /** Emit what the catalogue decided for a request: field errors, finish/fail, toast, 401. */
  settle(info: RequestInfo, interpretation: Interpretation, quiet?: boolean): ApiError | undefined;
  /**
   * Only the user-facing part of a failure (toast, 401 redirect), for long-lived calls such as
   * the chat stream that do not drive the progress bar.
   */
  notify(interpretation: Interpretation, quiet?: boolean): void;
  readonly events: Emitter<ClientEventMap>;
  /** Whether 200/201 bodies are parsed with the endpoint's schema. */
  readonly validates: boolean;
  /**
   * The fetch this client sends with (the `fetch` option, else the global one), for what goes
   * around ofetch, such as the chat's event stream. (The ofetch instance itself stays private:
   * its types would put ofetch's, and through them undici's, into every consumer's program.)
   */
  readonly fetch: typeof globalThis.fetch;
}

/** `<meta name="api-base-url" content="...">`, read lazily; '' without a DOM. */
export function readMetaBaseUrl(doc: MetaSource | undefined): string {
  const source = doc ?? (globalThis as { document?: MetaSource }).document;
  if (!source || typeof source.querySelector !== 'function') return '';
  return source.querySelector('meta[name="api-base-url"]')?.getAttribute('content')?.trim() ?? '';
}

function defaultCurrentPath(): string {
  const location = (globalThis as { location?: { pathname: string; search: string; hash: string } })
    .location;
  return location ? `${location.pathname}${location.search}${location.hash}` : '/';
}

/** True unless NODE_ENV is 'production'; false where `process` does not exist (browsers). */
export function defaultValidateResponses(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/**
 * base + path, without doubling the slash; absolute URLs are kept. Every call of the contract
 * has a path that starts with `/api/`, and the base may name the API's root with or without
 * that `/api`: `https://marketplace.example`, `https://marketplace.example/api`, `/api` and ''
 * all send `/api/projectCart/7` to `<origin>/api/projectCart/7`, never `/api/api/...`. A base
 * under a prefix works the same way (`https://example.com/shop` and `.../shop/api` both give
 * `/shop/api/...`). Other bases and paths are joined as ofetch's `baseURL` joins them.
 */
export function joinUrl(base: string, path: string): string {
  if (/^https?:\/\//i.test(path) || base === '') return path;
  let trimmed = base.replace(/\/+$/, '');
  if (trimmed !== '' && path.startsWith(trimmed)) return path;
  // The base already ends at the API's root: `/api` + `/api/x` is `/api/x`.
  if (/\/api$/.test(trimmed) && /^\/api(\/|$|\?)/.test(path)) trimmed = trimmed.slice(0, -4);
  return `${trimmed}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** `/api/projectCart/:projectId` + `{ projectId: 'a b' }` -> `/api/projectCart/a%20b`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Drop undefined and null so they never reach the URL as "undefined". */
export function cleanQuery(query: unknown): Record<string, unknown> | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function appendField(form: FormData, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    form.append(key, value);
  } else if (Array.isArray(value)) {
    for (const item of value) appendField(form, `${key}[]`, item);
  } else if (typeof value === 'object') {
    form.append(key, JSON.stringify(value));
  } else {
    form.append(key, String(value));
  }
}

/**
 * A 401 from an AI design endpoint (`auth: 'ai'`) is about the AI token, not the shop's session:
 * the shop user stays signed in and is not sent to the shop's sign-in (spec 1 §4's 401 rule is
 * the shop's). The caller drops the AI token (the session store's `loadAiUser`).
 */
function aiScoped(interpretation: Interpretation): Interpretation {
  if (interpretation.ok || !interpretation.redirectToLogin) return interpretation;
  const { logout: _logout, redirectToLogin: _redirect, ...rest } = interpretation;
  return rest;
}

/**
 * An object as multipart fields: Blobs/Files as files, arrays as repeated `key[]`, nested
 * objects as JSON strings, booleans and numbers as their string form, null/undefined skipped.
 */
export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body)) appendField(form, key, value);
  }
  return form;
}

function isAbort(error: unknown): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  return (
    (cause as { name?: string })?.name === 'AbortError' ||
    (error as { name?: string })?.name === 'AbortError'
  );
}

function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (value === null) return undefined;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? seconds : undefined;
}

function summarizeIssues(issues: readonly SchemaIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const where = issue.path?.map((p) => String(p.key)).join('.') ?? '(root)';
      return `${where}: ${issue.message}`;
    })
    .join('; ');
}

export function createTransport(options: TransportOptions = {}): Transport {
  const events = createEmitter<ClientEventMap>();
  const loginPath = options.loginPath ?? '/login';
  const validate = options.validateResponses ?? defaultValidateResponses();
  let nextId = 1;

  const baseURL = () => options.baseURL ?? readMetaBaseUrl(options.document);

  const headers = ({ multipart = false }: { multipart?: boolean } = {}) => {
    const out: Record<string, string> = {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...options.headers,
    };
    if (!multipart) out['Content-Type'] = 'application/json';
    const token = options.getToken?.();
    if (token) out.Authorization = `Bearer ${token}`;
    const aiToken = options.getAiToken?.();
    if (aiToken) out.AuthorizationAI = `Bearer ${aiToken}`;
    return out;
  };

  const http = ofetch.create(
    {
      retry: false,
      ignoreResponseError: true,
      ...(options.timeout === undefined ? {} : { timeout: options.timeout }),
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  const notify = (interpretation: Interpretation, quiet = false) => {
    if (interpretation.ok) return;
    if (interpretation.toast && !quiet) events.emit('toast', interpretation.toast);
    if (interpretation.redirectToLogin) {
      const redirectTo = (options.getCurrentPath ?? defaultCurrentPath)();
      // Already on the login page (e.g. a 401 from a call it makes): stay, keep its redirect.
      const onLogin = redirectTo.split(/[?#]/)[0] === loginPath;
      const intent = {
        redirectTo,
        // The path stays readable (`/` unescaped), as the site's route guard writes it.
        loginUrl: onLogin
          ? redirectTo
          : `${loginPath}?redirect=${encodeURIComponent(redirectTo).replace(/%2F/gi, '/')}`,
        error: interpretation.error,
      };
      events.emit('unauthorized', intent);
      options.onUnauthorized?.(intent);
    }
  };

  const settle = (
    info: RequestInfo,
    interpretation: Interpretation,
    quiet = false,
  ): ApiError | undefined => {
    if (interpretation.ok) {
      events.emit('field-errors', {});
      events.emit('request:finish', { ...info, status: interpretation.status });
      return undefined;
    }
    const { error } = interpretation;
    events.emit('field-errors', interpretation.fieldErrors);
    events.emit('request:fail', { ...info, status: error.status, error });
    notify(interpretation, quiet);
    return error;
  };

  const send = async (
    method: string,
    path: string,
    init: {
      query?: Record<string, unknown> | undefined;
      body?: unknown;
      multipart?: boolean;
      extras?: RequestExtras | undefined;
      /** The endpoint takes the AI design token (`auth: 'ai'`). */
      ai?: boolean;
    },
  ): Promise<{ info: RequestInfo; status: number; body: unknown }> => {
    const info: RequestInfo = { id: nextId++, method, path };
    events.emit('field-errors', {});
    events.emit('request:start', info);
    const multipart = init.multipart || init.body instanceof FormData;
    const fetchOptions: FetchOptions<'json'> = {
      method,
      headers: { ...headers({ multipart }), ...init.extras?.headers },
    };
    if (init.query) fetchOptions.query = init.query;
    if (init.body !== undefined) {
      fetchOptions.body = multipart
        ? toFormData(init.body)
        : (init.body as Record<string, unknown>);
    }
    if (init.extras?.signal) fetchOptions.signal = init.extras.signal;
    let response: Response & { _data?: unknown };
    try {
      response = await http.raw(joinUrl(baseURL(), path), fetchOptions);
    } catch (cause) {
      throw settle(info, interpretNetworkFailure(cause, isAbort(cause)), init.extras?.quiet);
    }
    const interpretation = interpretResponse(response.status, response._data, {
      ...(retryAfterOf(response) === undefined
        ? {}
        : { retryAfterSeconds: retryAfterOf(response) as number }),
    });
    if (!interpretation.ok) {
      throw settle(info, init.ai ? aiScoped(interpretation) : interpretation, init.extras?.quiet);
    }
    return { info, status: response.status, body: response._data };
  };

  const transport: Transport = {
    events,
    fetch: http.native,
    baseURL,
    headers,
    settle,
    notify,
    validates: validate,
    async call(endpoint, ...args) {
      const input = (args[0] ?? {}) as {
        params?: Record<string, unknown>;
        query?: unknown;
        body?: unknown;
      } & RequestExtras;
      const path = fillPath(endpoint.path, input.params);
      const { info, status, body } = await send(endpoint.method, path, {
        query: cleanQuery(input.query),
        body: input.body,
        multipart: endpoint.bodyType === 'multipart',
        extras: input,
        ai: endpoint.auth === 'ai',
      });
      if (!validate) {
        settle(info, { ok: true, status, body });
        return body as CallOutput<typeof endpoint>;
      }
      const schema: GenericSchema | undefined = endpoint.response;
      if (!schema) {
        throw new TypeError(
          `No response schema to validate ${endpoint.method} ${endpoint.path} with: call the endpoint, or bind its route with bindRoutes (it loads the schema)`,
        );
      }
      const parsed = checkWith(schema, body);
      if (!parsed.success) {
        const error = new InvalidResponseError(
          `Response of ${endpoint.method} ${endpoint.path} does not match its schema: ${summarizeIssues(parsed.issues)}`,
          { status, body, cause: parsed.issues },
        );
        events.emit('field-errors', {});
        events.emit('request:fail', { ...info, status, error });
        throw error;
      }
      settle(info, { ok: true, status, body });
      return parsed.output as CallOutput<typeof endpoint>;
    },
    async get(urlOrPath, query, extras) {
      const { info, status, body } = await send('GET', urlOrPath, {
        query: cleanQuery(query),
        extras,
      });
      settle(info, { ok: true, status, body });
      return body;
    },
  };
  return transport;
}

/** One method per endpoint of a group: `(input) => transport.call(endpoint, input)`. */
export type BoundEndpoints<G extends Record<string, CallableEndpoint>> = {
  [K in keyof G]: (...args: CallArgs<G[K]>) => Promise<CallOutput<G[K]>>;
};

/** Thin typed calls: each method goes through `transport.call(group[key], input)`. */
export function bindEndpoints<G extends Record<string, CallableEndpoint>>(
  transport: Transport,
  group: G,
): BoundEndpoints<G> {
  const out: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(group)) {
    out[name] = (...args: CallArgs<CallableEndpoint>) => transport.call(endpoint, ...args);
  }
  return out as BoundEndpoints<G>;
}
