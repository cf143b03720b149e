import type { GenericSchema, InferOutput } from 'valibot';
import { InvalidResponseError } from '../errors';
import { checkWith } from '../standard';
import type { RequestExtras, Transport } from '../transport';

export interface PageOptions<S extends GenericSchema | undefined> extends RequestExtras {
  /** Parse the answer with this schema (e.g. `envelope(paginated(NotificationSchema))`). */
  schema?: S;
}

type Result<S> = S extends GenericSchema ? InferOutput<S> : unknown;

/**
 * spec 1 §7 "Pagination: fetches a page URL, or the records path with query page={n}".
 * Both go through the transport: same headers, progress events and error catalogue.
 */
export function createPagination(transport: Transport) {
  const finish = <S extends GenericSchema | undefined>(body: unknown, schema: S) => {
    if (!schema) return body as Result<S>;
    const parsed = checkWith(schema, body);
    if (!parsed.success) {
      throw new InvalidResponseError('The page does not match its schema.', {
        body,
        cause: parsed.issues,
      });
    }
    return parsed.output as Result<S>;
  };
  return {
    /** A paginator link as the server gave it (`links[i].url`, `next_page_url`). */
    async page<S extends GenericSchema | undefined = undefined>(
      url: string,
      options: PageOptions<S> = {},
    ): Promise<Result<S>> {
      const { schema, ...extras } = options;
      return finish(await transport.get(url, undefined, extras), schema as S);
    },
    /** The records `path` (the paginator's `path`) with `page=n` and any other query values. */
    async records<S extends GenericSchema | undefined = undefined>(
      path: string,
      page: number,
      query: Record<string, unknown> = {},
      options: PageOptions<S> = {},
    ): Promise<Result<S>> {
      if (!Number.isSafeInteger(page) || page < 1) {
        throw new RangeError(`Page must be a whole number from 1, got ${page}`);
      }
      const { schema, ...extras } = options;
      return finish(await transport.get(path, { ...query, page }, extras), schema as S);
    },
  };
}
export type Pagination = ReturnType<typeof createPagination>;
