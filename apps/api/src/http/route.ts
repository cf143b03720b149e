import type { Endpoint } from '@brand/core/contract';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '@brand/core/rules';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { clientIp } from './client-ip.ts';
import { HttpError, INVALID_DATA, unauthenticated } from './errors.ts';
import { formLimits, readForm } from './multipart.ts';
import { hideWholesale } from './visible-money.ts';

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
  // The header as sent goes to the form reader: a multipart boundary is case-sensitive
  // (browsers send "----WebKitFormBoundaryAbC..."); only the type is compared in lower case.
  const header = c.req.header('content-type') ?? '';
  const type = header.toLowerCase();
  const raw = c.req.raw;
  const hasBody = raw.body !== null && c.req.header('content-length') !== '0';
  if (!hasBody && !type) return { body: {}, files };
  if (
    endpoint.bodyType === 'multipart' &&
    (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded'))
  ) {
    // Issue 23 item 4: read with limits (fields, parts, files, sizes); past one, a 413 at once.
    const form = await readForm(raw.body, header, formLimits(c.get('deps').config.bodyLimitBytes));
    const body: Record<string, unknown> = {};
    for (const [name, values] of Object.entries(form.fields)) {
      body[name] = values.length === 1 ? values[0] : values;
    }
    return { body, files: form.files };
  }
  if (endpoint.bodyType === 'multipart' && type && !type.startsWith('application/json')) {
    throw new HttpError(415, 'Send this request as multipart/form-data.');
  }
  // Only JSON (issue 13): a text/plain or form body is a "simple" cross-origin request that a
  // browser sends without a CORS preflight, and was read as JSON anyway.
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/.test(type)) {
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

/** Where a request may name a showroom: these query and body keys. */
const SHOWROOM_KEYS = ['showroom', 'vsd_id'] as const;

/**
 * A request names at most one showroom (issue 13): the same value wherever it appears (query,
 * repeated query parameter, body), byte for byte, so what is checked is what is served. Two
 * different spellings (a second ID, a padded one, another case) answer 422.
 */
function oneShowroom(c: Context<AppEnv>, body: unknown) {
  const named = new Set<string>();
  const queries = c.req.queries();
  for (const key of SHOWROOM_KEYS) for (const value of queries[key] ?? []) named.add(value);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of SHOWROOM_KEYS) {
      const value = (body as Record<string, unknown>)[key];
      if (value !== undefined && value !== null) named.add(String(value));
    }
  }
  if (named.size > 1) {
    const [first, second] = [...named];
    throw invalidShowroom(
      `This request names two different showrooms ("${first}" and "${second}"). Please name one showroom, once.`,
    );
  }
}

/**
 * The query as the contract reads it: a key given once is its value; a key given more than once
 * with different values (`vendor=3&vendor=4`, as an HTML form of checkboxes sends it) is the
 * list of its values, which a schema either accepts as a list or answers with a 422 (never only
 * the first one silently). The same value repeated is that value.
 */
function queryOf(c: Context<AppEnv>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, given] of Object.entries(c.req.queries())) {
    const values = [...new Set(given)];
    query[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

/**
 * Issue 23 item 8, in one place for every endpoint: a NUL or other control character (core
 * `controlCharacterPath`: C0 controls but tab, line feed and carriage return, and DEL) anywhere
 * in the path, the query or the body is a 422 on that field before any schema or work runs.
 * PostgreSQL refuses NUL in text, so `?search=%00` answered 500 in every LIKE search.
 */
function refuseControlCharacters(parts: readonly unknown[]) {
  for (const part of parts) {
    const at = controlCharacterPath(part);
    if (at !== null) {
      throw new HttpError(422, INVALID_DATA, { [at || 'body']: [CONTROL_CHARACTER_MESSAGE] });
    }
  }
}

const invalidShowroom = (message: string) =>
  new HttpError(422, INVALID_DATA, { showroom: [message] });

/**
 * Issue 23 item 10, in one place: every call an Admin makes that is not a read (GET) is written
 * to the audit log once it succeeded: activations, application decisions, status changes, refund
 * retries, payout runs, settings, and any admin action added later, without each handler having
 * to remember. The entry holds the contract call, its path ids, the body without secrets and the
 * answer's message.
 */
async function auditAdminAction(
  c: Context<AppEnv>,
  endpoint: Endpoint,
  params: unknown,
  body: unknown,
  result: HandlerResult,
) {
  const user = c.get('user');
  if (endpoint.method === 'GET' || user?.type !== 'Admin') return;
  const ids = (params ?? {}) as Record<string, unknown>;
  const target = Object.entries(ids)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(',');
  const answer = result instanceof Response ? null : (result.body as { message?: unknown });
  const deps = c.get('deps');
  await recordAudit(deps.database.db, {
    actor: user,
    action: `${endpoint.method} ${endpoint.path}`,
    target: target || null,
    details: {
      ...(target ? { params: ids } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(typeof answer?.message === 'string' ? { message: answer.message } : {}),
      status: result instanceof Response ? result.status : (result.status ?? 200),
    },
    ip: clientIp(c),
    at: deps.now(),
  });
}

/** An Admin whose token has not passed the one-time code yet (spec 1 §6, issue 13). */
export const ADMIN_CODE_FIRST = 'Please verify your one-time code first.';

/**
 * Registers one contract endpoint on the app: method + path from the descriptor, its auth rule,
 * and its params/query/body schemas. Validation failures answer 422 in Laravel's shape.
 *
 * `beforeOtp`: an Admin token that has not passed the one-time code may call this endpoint;
 * every other endpoint answers such a token 403 (issue 13), public ones included.
 *
 * `streamBody`: the body is not read here; the handler streams `c.req.raw.body` itself (the
 * CSV import, issue 12). Its body schema then only documents the parts.
 */
export function route<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: Handler<E>,
  options: { allowRestricted?: boolean; beforeOtp?: boolean; streamBody?: boolean } = {},
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
      // First: a request carrying an Admin token that has not passed its code gets nothing else.
      const user = c.get('user');
      if (user?.type === 'Admin' && !c.get('token')?.otpVerifiedAt && !options.beforeOtp) {
        throw new HttpError(403, ADMIN_CODE_FIRST);
      }
      if (
        endpoint.auth === 'user' &&
        !user &&
        !(options.allowRestricted && c.get('restrictedUser'))
      ) {
        throw unauthenticated();
      }
      if (endpoint.auth === 'ai' && !c.get('aiUser')) throw unauthenticated();
      let raw: unknown;
      let files: Record<string, File[]> = {};
      if (endpoint.method !== 'GET' && endpoint.body && !options.streamBody) {
        const read = await readBody(c, endpoint);
        files = read.files;
        raw = read.body;
      }
      const rawQuery = queryOf(c);
      refuseControlCharacters([c.req.param(), rawQuery, raw]);
      oneShowroom(c, raw);
      const params = await check(endpoint.params, c.req.param(), 'params');
      const query = await check(endpoint.query, rawQuery, 'query');
      const body = raw === undefined ? undefined : await check(endpoint.body, raw, 'body');
      const result = await handler(c, { params, query, body, files } as RouteInput<E>);
      await auditAdminAction(c, endpoint, params, body, result);
      if (result instanceof Response) return result;
      const answer = hideWholesale(result.body, c.get('user'));
      const check_ = c.get('deps').checkResponses;
      if (check_) {
        const parsed = v.safeParse(endpoint.response, answer);
        if (!parsed.success) {
          check_(endpoint, fieldErrors(parsed.issues, 'response'));
        }
      }
      return c.json(answer as object, result.status ?? 200);
    });
  }
}
