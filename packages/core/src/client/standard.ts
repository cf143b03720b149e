/**
 * Checks a value with a contract schema through its Standard Schema face (`~standard`, which
 * every valibot schema has), not valibot's `safeParse`: the client's first script (a site's
 * entry) then carries none of valibot, whose one module would bring every schema function the
 * app uses anywhere. The schemas themselves load only when responses are validated.
 */
import type { GenericSchema, InferOutput } from 'valibot';

export interface SchemaIssue {
  readonly message: string;
  readonly path?: readonly { readonly key: unknown }[] | undefined;
}

export type Checked<S extends GenericSchema> =
  | { success: true; output: InferOutput<S> }
  | { success: false; issues: readonly SchemaIssue[] };

/** `value` checked by `schema` (synchronous: the contract's schemas are). */
export function checkWith<S extends GenericSchema>(schema: S, value: unknown): Checked<S> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('The contract schemas are synchronous');
  return result.issues
    ? { success: false, issues: result.issues as readonly SchemaIssue[] }
    : { success: true, output: result.value as InferOutput<S> };
}
