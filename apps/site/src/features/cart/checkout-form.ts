/** Ours: an idempotency key for one checkout attempt (kept for retries of that attempt). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return `checkout-${random()}`;
}

type Issue = { message: string; path?: ReadonlyArray<unknown> };
type Checked = { value?: unknown; issues?: ReadonlyArray<Issue> };
type StandardLike = { '~standard': { validate: (value: unknown) => Checked | Promise<unknown> } };

/**
 * Checks a form against one of core's schemas (through its Standard Schema face) and answers
 * the first message per top-level field, `{}` when the form is valid.
 */
export function formErrors(schema: StandardLike, value: unknown): Record<string, string> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise || !result.issues) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const first = issue.path?.[0];
    const key =
      typeof first === 'object' && first !== null && 'key' in first
        ? String((first as { key: unknown }).key)
        : typeof first === 'string'
          ? first
          : '_form';
    out[key] ??= issue.message;
  }
  return out;
}

/** The server's 422 field errors, one message per field (ApiError.fieldErrors from core). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors ?? {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const first = messages[0];
    if (first) out[field.split('.').pop() ?? field] = first;
  }
  return out;
}
