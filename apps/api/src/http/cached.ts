import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { catalogCache } from '../services/read-cache.ts';

/** A catalog read answered from the catalog cache (see services/read-cache.ts), keyed by the full request. */
export function cached<T>(c: Context<AppEnv>, input: unknown, load: () => Promise<T>): Promise<T> {
  const key = `${c.req.method} ${c.req.url} ${JSON.stringify(input ?? null)}`;
  return catalogCache(c.get('deps').database).get(key, load);
}
