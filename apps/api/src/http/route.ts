import type { Endpoint } from '@brand/core/contract';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env.ts';
import { HttpError, INVALID_DATA, unauthenticated } from './errors.ts';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface RouteInput<E extends Endpoint> {
  params: Out<NonNullable<E['params']>>;
  query: Out<NonNullable<E['query']>>;
  body: Out<NonNullable<E['body']>>;
  /** Files of a multipart body, by field name. */
  files: Record<string, File[]>;
}

/** What a handler returns: a JSON body (checked against the endpoint's response schema) or a raw Response. */
export type HandlerResult = { status?: 200 | 201; body: unknown } | Response;

export type Handler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: RouteInput<E>,
) => Promise<HandlerResult> | HandlerResult;

interface Registered {
  method: string;
  pattern: RegExp;
}

/** Every registered method + path, so an unknown method on a known path answers 405. */
const registries = new WeakMap<Hono<AppEnv>, Registered[]>();

function toPattern(path: string): RegExp {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/** The methods registered for a path other than the one used, for a 405 answer. */
export function allowedMethods(app: Hono<AppEnv>, path: string): string[] {
  return (registries.get(app) ?? []).filter((r) => r.pattern.test(path)).map((r) => r.method);
}

/** Laravel's flat `{ field: [messages] }` from valibot issues. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[], root: string) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path?.length
      ? issue.path.map((p) => String((p as { key?: unknown }).key ?? '')).join('.')
      : root;
    const list = errors[key] ?? [];
    // valibot's default for a missing key reads "Invalid key: ..."; say it as Laravel does.
    const field = key.split('.').pop()?.replace(/_/g, ' ') ?? key;
    const message =
      issue.input === undefined && issue.message.startsWith('Invalid key')
        ? `The ${field} field is required.`
        : issue.message;
    if (!list.includes(message)) list.push(message);
    errors[key] = list;
  }
  return errors;
}

async function check<S extends v.GenericSchema | undefined>(
  schema: S,
  value: unknown,
  root: string,
): Promise<Out<S>> {
  if (!schema) return undefined as Out<S>;
  const result = await v.safeParseAsync(schema, value);
  if (!result.success) throw new HttpError(422, INVALID_DATA, fieldErrors(result.issues, root));
  return result.output as Out<S>;
}

async function readBody(c: Context<AppEnv>, endpoint: Endpoint) {
  const files: Record<string, File[]> = {};
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const raw = c.req.raw;
  const hasBody = raw.body !== null && c.req.header('content-length') !== '0';
  if (!hasBody && !type) return { body: {}, files };
  if (
    type.startsWith('multipart/form-data') ||
    type.startsWith('application/x-www-form-urlencoded')
  ) {
    let form: Record<string, unknown>;
    try {
      form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch {
      throw new HttpError(400, 'The request body could not be read as a form.');
    }
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) {
      const values = Array.isArray(value) ? value : [value];
      const fileValues = values.filter((x): x is File => x instanceof File);
      const textValues = values.filter((x) => !(x instanceof File));
      const name = key.replace(/\[\]$/, '');
      if (fileValues.length) files[name] = fileValues;
      if (textValues.length) body[name] = textValues.length === 1 ? textValues[0] : textValues;
    }
    return { body, files };
  }
  if (endpoint.bodyType === 'multipart' && type && !type.startsWith('application/json')) {
    throw new HttpError(415, 'Send this request as multipart/form-data.');
  }
  if (type && !type.startsWith('application/json') && !type.startsWith('text/plain')) {
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  }
  const text = await c.req.text();
  if (text.trim() === '') return { body: {}, files };
  try {
    return { body: JSON.parse(text) as unknown, files };
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
}

/**
 * Registers one contract endpoint on the app: method + path from the descriptor, its auth rule,
 * and its params/query/body schemas. Validation failures answer 422 in Laravel's shape.
 */
export function route<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: Handler<E>,
  options: { allowRestricted?: boolean } = {},
) {
  const registry = registries.get(app) ?? [];
  registries.set(app, registry);
  registry.push({ method: endpoint.method, pattern: toPattern(endpoint.path) });
  const paths = endpoint.path.endsWith('/')
    ? [endpoint.path, endpoint.path.slice(0, -1)]
    : [endpoint.path, `${endpoint.path}/`];
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  for (const path of paths) {
    app.on(method.toUpperCase(), path, async (c) => {
      if (
        endpoint.auth === 'user' &&
        !c.get('user') &&
        !(options.allowRestricted && c.get('restrictedUser'))
      ) {
        throw unauthenticated();
      }
      if (endpoint.auth === 'ai' && !c.get('aiUser')) throw unauthenticated();
      const params = await check(endpoint.params, c.req.param(), 'params');
      const query = await check(endpoint.query, c.req.query(), 'query');
      let body: unknown;
      let files: Record<string, File[]> = {};
      if (endpoint.method !== 'GET' && endpoint.body) {
        const read = await readBody(c, endpoint);
        files = read.files;
        body = await check(endpoint.body, read.body, 'body');
      }
      const result = await handler(c, { params, query, body, files } as RouteInput<E>);
      if (result instanceof Response) return result;
      const check_ = c.get('deps').checkResponses;
      if (check_) {
        const parsed = v.safeParse(endpoint.response, result.body);
        if (!parsed.success) {
          check_(endpoint, fieldErrors(parsed.issues, 'response'));
        }
      }
      return c.json(result.body as object, result.status ?? 200);
    });
  }
}
