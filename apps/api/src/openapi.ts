import { type Endpoint, endpoints } from '@brand/core/contract';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';

type Json = Record<string, unknown>;

function schema(s: GenericSchema | undefined, typeMode: 'input' | 'output'): Json {
  if (!s) return {};
  try {
    const { $schema: _drop, ...rest } = toJsonSchema(s, {
      errorMode: 'ignore',
      typeMode,
      target: 'openapi-3.0',
    }) as Json;
    return rest;
  } catch {
    return {};
  }
}

function parameters(e: Endpoint, where: 'path' | 'query'): Json[] {
  const s = where === 'path' ? e.params : e.query;
  const json = schema(s, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, value]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: value,
  }));
}

const ERRORS = {
  '401': { description: "{ message: 'Unauthenticated.' }" },
  '403': { description: '{ message }' },
  '404': { description: '{ message }' },
  '422': {
    description: "{ message: 'The given data was invalid.', errors: { field: [message] } }",
  },
  '429': { description: '{ message }' },
};

/** The OpenAPI 3 document of every contract endpoint, generated from the same descriptors the server routes by. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, e] of Object.entries(endpoints) as [string, Endpoint][]) {
    const path = e.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const op: Json = {
      operationId: name,
      summary: e.summary,
      description: `Source: ${e.source}`,
      parameters: [...parameters(e, 'path'), ...parameters(e, 'query')],
      responses: {
        '200': {
          description: 'OK',
          content: {
            [(e as { responseType?: string }).responseType === 'event-stream'
              ? 'text/event-stream'
              : 'application/json']: {
              schema: schema(e.response, 'output'),
            },
          },
        },
        ...ERRORS,
      },
    };
    if (e.auth === 'user') op.security = [{ bearer: [] }];
    if (e.auth === 'ai') op.security = [{ ai: [] }];
    if (e.body) {
      op.requestBody = {
        required: true,
        content: {
          [e.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
            schema: schema(e.body, 'input'),
          },
        },
      };
    }
    paths[path] ??= {};
    (paths[path] as Record<string, Json>)[e.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Showroom marketplace API', version: '0.1.0' },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        ai: { type: 'apiKey', in: 'header', name: 'AuthorizationAI' },
      },
    },
    paths,
  };
}
