/**
 * The client's named types (api-types.ts) are generated from the contract's schemas: this file
 * fails when they are stale, and (at type-check time) when one differs from its schema's.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { EndpointOutput } from '../contract/endpoint';
import type { endpoints } from '../contract/endpoints';
import type { EndpointInputs, EndpointResponses } from './api-types';
import type { CallInput } from './transport';

type Endpoints = typeof endpoints;
/** Each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** The keys whose check is not true (never when all pass). */
type Failing<T> = { [K in keyof T]: T[K] extends true ? never : K }[keyof T];
/** true, or the names of the failing endpoints. */
type AllPass<T> = [Failing<T>] extends [never] ? true : Failing<T>;

// A mismatch makes the type of these constants the failing endpoint's name: `pnpm typecheck`
// then reports e.g. "Type 'true' is not assignable to type '"login"'".
const everyEndpointHasTypes: Same<keyof Endpoints, keyof EndpointResponses> &
  Same<keyof Endpoints, keyof EndpointInputs> = true;
const responsesMatch: AllPass<{
  [K in keyof Endpoints]: Same<EndpointOutput<Endpoints[K]>, EndpointResponses[K]>;
}> = true;
const requestsMatch: AllPass<{
  [K in keyof Endpoints]: Same<CallInput<Endpoints[K]>, EndpointInputs[K]>;
}> = true;

describe('given the generated api-types.ts', () => {
  // In a child process: the TypeScript compiler runs several times slower under coverage.
  it('is what scripts/gen-client-types.mjs writes from the contract today', () => {
    const script = new URL('../../scripts/gen-client-types.mjs', import.meta.url).pathname;
    // Exits 1 (and execFileSync throws) when the file is stale.
    const output = execFileSync('node', [script, '--check'], { encoding: 'utf8' });
    expect(output).toContain('src/client/api-types.ts is fresh');
  }, 120_000);

  it('matches every endpoint, checked when the sources are type-checked', () => {
    expect([everyEndpointHasTypes, responsesMatch, requestsMatch]).toEqual([true, true, true]);
  });
});
