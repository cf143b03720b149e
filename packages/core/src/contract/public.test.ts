/**
 * src/contract/public.ts (generated) is what @brand/core publishes for the contract: the same
 * values as index.ts, declared by the types each schema reads and returns. Its staleness is
 * checked with api-types.ts (api-types.test.ts); this file checks, when the sources are
 * type-checked, that no declared type is wider or narrower than its schema's, and at run time
 * that the values are index.ts's own.
 */
import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CallInput } from '../client/transport';
import type { EndpointOutput } from './endpoint';
import type * as real from './index';
import * as published from './public';

/** Each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Failing<T> = { [K in keyof T]: T[K] extends true ? never : K }[keyof T];
/** true, or the names that fail (a mismatch makes `pnpm typecheck` name them). */
type AllPass<T> = [Failing<T>] extends [never] ? true : Failing<T>;
type In<S> = S extends GenericSchema ? InferInput<S> : never;
type Out<S> = S extends GenericSchema ? InferOutput<S> : never;

type Real = typeof real;
type Published = typeof published;
type SchemaName = Extract<keyof Published, `${string}Schema`>;

const sameValueNames: Same<keyof Real, keyof Published> = true;
const outputsMatch: AllPass<{ [K in SchemaName]: Same<Out<Real[K]>, Out<Published[K]>> }> = true;
const inputsMatch: AllPass<{ [K in SchemaName]: Same<In<Real[K]>, In<Published[K]>> }> = true;
type Endpoints = Real['endpoints'];
const endpointsMatch: AllPass<{
  [K in keyof Endpoints]: Same<Endpoints[K]['method'], Published['endpoints'][K]['method']> &
    Same<Endpoints[K]['path'], Published['endpoints'][K]['path']> &
    Same<EndpointOutput<Endpoints[K]>, EndpointOutput<Published['endpoints'][K]>> &
    Same<CallInput<Endpoints[K]>, CallInput<Published['endpoints'][K]>>;
}> = true;
const sameTypes: Same<real.Product, published.Product> &
  Same<real.User, published.User> &
  Same<real.OrderItemStatus, published.OrderItemStatus> &
  Same<real.LoginPayload, published.LoginPayload> = true;

describe('given the published contract (public.ts)', () => {
  it('declares every schema and endpoint as its schema types it (checked by tsc)', () => {
    expect([sameValueNames, outputsMatch, inputsMatch, endpointsMatch, sameTypes]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it("exports index.ts's own values, nothing else", async () => {
    const source = await import('./index');
    const values = new Map(Object.entries(published));
    expect([...values.keys()].sort()).toEqual(Object.keys(source).sort());
    for (const [name, value] of Object.entries(source)) expect(values.get(name), name).toBe(value);
  });
});
