/**
 * Field builders shared by the contract files. Internal: contract/index.ts does not re-export
 * this module, so camelCase helper names never clash with rules/.
 */
import * as v from 'valibot';
import { US_STATES as US_STATE_LIST, type UsStateCode } from '../rules/money';
import { MAX_ID } from '../rules/security-policy';
import { VALIDATION_MESSAGES as M } from './messages';

/** The longest text any free-form field accepts (chat messages, notes, extra_info). */
export const MAX_TEXT = 5000;
/** Names, streets, cities, titles. */
export const MAX_LINE = 255;

/** A string cut at `max` characters, with the "required" message when missing. */
export function line(max = MAX_LINE, required: string = M.required) {
  return v.pipe(v.string(required), v.maxLength(max, M.tooLong(max)));
}

/** A trimmed string that must not be empty. */
export function requiredLine(required: string, max = MAX_LINE) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, M.tooLong(max)),
  );
}

/** A trimmed, lower-cased email address. */
export function email() {
  return v.pipe(
    v.string(M.emailRequired),
    v.trim(),
    v.nonEmpty(M.emailRequired),
    v.maxLength(254, M.tooLong(254)),
    v.email(M.emailInvalid),
    v.toLowerCase(),
  );
}

/**
 * A whole number that may arrive as a string (query values, path parameters, multipart
 * fields) or as a JSON number. The output is always a number.
 */
export function intLike(message: string = M.notAWholeNumber) {
  return v.pipe(
    v.union(
      [
        v.number(message),
        v.pipe(v.string(message), v.trim(), v.regex(/^-?\d{1,15}$/, message), v.transform(Number)),
      ],
      message,
    ),
    v.safeInteger(message),
  );
}

/**
 * An ID that may arrive as a string (path parameter, query, multipart field): 1 to MAX_ID
 * (2^31 - 1, the database's integer), so `/api/orders/2147483648` is a 422, not a 500.
 */
export function idLike(message: string = M.invalidId) {
  return v.pipe(intLike(message), v.minValue(1, message), v.maxValue(MAX_ID, message));
}

/** A page number (1 to MAX_ID) for list queries. */
export function pageLike() {
  return v.pipe(intLike(), v.minValue(1, M.notAWholeNumber), v.maxValue(MAX_ID, M.notAWholeNumber));
}

/** A flag that may arrive as `1`, `'1'`, `true`, `'true'`, `0`, `'0'`, `false`, `'false'`. */
export function flagLike(message: string = M.yesOrNo) {
  return v.pipe(
    v.union([v.boolean(), v.picklist([0, 1]), v.picklist(['0', '1', 'true', 'false'])], message),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  );
}

/** A checkbox that must be ticked: `true`, `1`, `'1'`, `'on'`, `'yes'`, `'true'`. */
export function accepted(message: string) {
  return v.pipe(
    v.union([v.boolean(message), v.number(message), v.string(message)], message),
    v.check(
      (value) =>
        value === true ||
        value === 1 ||
        (typeof value === 'string' && ['1', 'on', 'yes', 'true'].includes(value)),
      message,
    ),
    v.transform(() => true as const),
  );
}

/** U.S. states and DC (DOMAIN.md: U.S. addresses only), as codes: the rules' list. */
export const US_STATES = US_STATE_LIST.map((state) => state.code) as [
  UsStateCode,
  ...UsStateCode[],
];

/**
 * A request object whose missing fields report the field's own "required" message (valibot
 * reports a missing key with the object's message, so this looks the entry's message up), and
 * whose fields each report their first failure only.
 */
export function form<const E extends v.ObjectEntries>(entries: E) {
  // One message per field: stop a field's pipe at its first failure ("required" rather than
  // "required" + "invalid email").
  const firstIssueOnly = Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [
      key,
      v.config(schema, { abortPipeEarly: true }),
    ]),
  ) as E;
  const schema = v.object(firstIssueOnly, (issue) => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (issue.expected?.startsWith('"') && typeof key === 'string') {
      const message = (entries[key] as { message?: unknown } | undefined)?.message;
      return typeof message === 'string' ? message : M.required;
    }
    return M.notAnObject;
  });
  // valibot's object() accepts arrays (they are objects): refuse them like any non-object.
  // `_standardSchema` and `_addIssue` are valibot's own helpers for custom schemas (the way its
  // config() wraps a schema); valibot is pinned to an exact version.
  return v._standardSchema<typeof schema>({
    ...schema,
    '~run'(dataset, config) {
      if (Array.isArray(dataset.value)) {
        v._addIssue(schema as never, 'type', dataset, config, { received: 'Array' });
        return dataset as unknown as ReturnType<(typeof schema)['~run']>;
      }
      return schema['~run'](dataset, config);
    },
  });
}
