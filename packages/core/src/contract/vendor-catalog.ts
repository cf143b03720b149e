/**
 * A vendor's catalogue (issue 12 item 1; the calls are ours): list, create, edit, retire and
 * restore products, upload a product's image, and import many products from a CSV file.
 */
import * as v from 'valibot';
import { PRODUCT_SIZE_MAX_INCHES, PRODUCT_SIZE_MIN_INCHES } from '../rules/security-policy';
import {
  envelope,
  IdSchema,
  messageEnvelope,
  PageQuerySchema,
  PriceSchema,
  ProductHashSchema,
  TimestampSchema,
  UnitPriceInputSchema,
  UrlSchema,
} from './common';
import { flagLike, form, idLike, line, requiredLine } from './fields';

/** What the vendor catalogue's checks say (the CSV import's report quotes them too). */
export const VENDOR_CATALOG_MESSAGES = {
  nameRequired: 'Please enter the product name.',
  categoryRequired: 'Please choose a category.',
  categoryUnknown: 'This category does not exist.',
  priceInvalid: 'Please enter the price in dollars, e.g. 42.50.',
  boxSqftInvalid: 'Square feet per box must be a number above 0.',
  skuInvalid: 'A SKU has 1 to 64 letters, digits, dots, dashes or underscores.',
  skuTaken: 'You already have a product with this SKU.',
  sizesMax: 'A product has at most 20 sizes.',
  sizeInvalid: 'Write a size as width x height (x length), e.g. 12x24.',
  sizeRange: `Each size is width x height (x length) in inches, each from ${PRODUCT_SIZE_MIN_INCHES} to ${PRODUCT_SIZE_MAX_INCHES}, e.g. 12x24.`,
  widthRange: `Please enter the width in inches, from ${PRODUCT_SIZE_MIN_INCHES} to ${PRODUCT_SIZE_MAX_INCHES} (e.g. 12 or 0.5).`,
  heightRange: `Please enter the height in inches, from ${PRODUCT_SIZE_MIN_INCHES} to ${PRODUCT_SIZE_MAX_INCHES} (e.g. 12 or 0.5).`,
  lengthRange: `Please enter the length in inches, from ${PRODUCT_SIZE_MIN_INCHES} to ${PRODUCT_SIZE_MAX_INCHES} (e.g. 12 or 0.5).`,
  importKeyInvalid: 'The import key has 1 to 64 letters, digits or dashes.',
  csvRequired: 'Please choose a CSV file.',
  csvHeader:
    'The first line must name the columns: sku, name, category, price (and optionally description, uom, box_sqft, sizes, has_3d).',
  vendorsOnly: 'Only vendors have a catalogue.',
  notYours: 'This product belongs to another vendor.',
} as const;
const VM = VENDOR_CATALOG_MESSAGES;

/** The columns a CSV import reads (a header line names them, in any order). */
export const VENDOR_CSV_COLUMNS = [
  'sku',
  'name',
  'category',
  'price',
  'description',
  'uom',
  'box_sqft',
  'sizes',
  'has_3d',
] as const;
export const VENDOR_CSV_REQUIRED_COLUMNS = ['sku', 'name', 'category', 'price'] as const;
/** At most this many rejected rows are listed in an import's report (the count is exact). */
export const VENDOR_IMPORT_ERRORS_MAX = 500;
export const VENDOR_PRODUCT_SIZES_MAX = 20;

/** A number that may arrive as text (a CSV cell, a form field). Empty text is `undefined`. */
function numberLike(message: string) {
  return v.pipe(
    v.union(
      [
        v.number(message),
        v.pipe(
          v.string(message),
          v.trim(),
          v.regex(/^\$?\d{1,9}(?:\.\d{1,4})?$/, message),
          v.transform((s) => Number(s.replace('$', ''))),
        ),
      ],
      message,
    ),
    v.finite(message),
  );
}

/** A vendor's SKU: the CSV import's key for a product (unique per vendor). */
export const VendorSkuSchema = v.pipe(
  v.string(VM.skuInvalid),
  v.trim(),
  v.regex(/^[A-Za-z0-9._-]{1,64}$/, VM.skuInvalid),
);

/**
 * One dimension of a size in inches, as text: empty (none), or a number from
 * PRODUCT_SIZE_MIN_INCHES to PRODUCT_SIZE_MAX_INCHES (issue 23: a size of 0.05 or 1e-300 made
 * the catalogue drawing tile forever).
 */
export function isProductDimension(text: string): boolean {
  const t = text.trim();
  if (t === '') return true;
  if (!/^\d{1,3}(?:\.\d{1,4})?$|^\.\d{1,4}$/.test(t)) return false;
  const inches = Number(t);
  return inches >= PRODUCT_SIZE_MIN_INCHES && inches <= PRODUCT_SIZE_MAX_INCHES;
}

const dimension = (message: string) =>
  v.optional(v.nullable(v.pipe(line(40), v.check(isProductDimension, message))));

/**
 * A size as the vendor writes it: width, height, length (inches, 0.25 to 240, as text) and a
 * pattern name.
 */
export const VendorSizeInputSchema = v.object({
  width_size: dimension(VM.widthRange),
  height_size: dimension(VM.heightRange),
  length_size: dimension(VM.lengthRange),
  pattern: v.optional(v.nullable(line(40))),
});
export type VendorSizeInput = v.InferOutput<typeof VendorSizeInputSchema>;

/**
 * POST /api/vendor/products, PUT /api/vendor/products/{id}: a product's fields. `price` is the
 * wholesale price per selling unit (dollars); the unit is `uom`, else the category's (Box or
 * Piece); `box_sqft` gives the price per square foot.
 */
export const VendorProductBodySchema = form({
  sku: v.optional(v.nullable(VendorSkuSchema)),
  name: requiredLine(VM.nameRequired),
  category_id: idLike(VM.categoryRequired),
  description: v.optional(v.nullable(line(10_000))),
  price: v.pipe(numberLike(VM.priceInvalid), UnitPriceInputSchema),
  uom: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40)))),
  box_sqft: v.optional(
    v.nullable(
      v.pipe(numberLike(VM.boxSqftInvalid), v.gtValue(0, VM.boxSqftInvalid), v.maxValue(10_000)),
    ),
  ),
  sizes: v.optional(
    v.pipe(v.array(VendorSizeInputSchema), v.maxLength(VENDOR_PRODUCT_SIZES_MAX, VM.sizesMax)),
  ),
  has_3d: v.optional(flagLike()),
});
export type VendorProductBody = v.InferOutput<typeof VendorProductBodySchema>;
export type VendorProductBodyInput = v.InferInput<typeof VendorProductBodySchema>;

/**
 * One CSV row as read (every cell text): sizes are `12x24|24x48` (width x height x length, `|`
 * between sizes), has_3d `1`/`0`/`yes`/`no`. The import turns a valid row into
 * VendorProductBodySchema's fields with `csvRowToBody`.
 */
export const VendorCsvRowSchema = v.object({
  sku: VendorSkuSchema,
  name: requiredLine(VM.nameRequired),
  category: requiredLine(VM.categoryRequired),
  price: v.pipe(numberLike(VM.priceInvalid), UnitPriceInputSchema),
  description: v.optional(line(10_000)),
  uom: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  box_sqft: v.optional(
    v.union([
      v.literal(''),
      v.pipe(numberLike(VM.boxSqftInvalid), v.gtValue(0, VM.boxSqftInvalid), v.maxValue(10_000)),
    ]),
  ),
  sizes: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (s) => s === '' || s.split('|').every((one) => /^[\w. "'-]{1,40}$/.test(one.trim())),
        VM.sizeInvalid,
      ),
      v.check((s) => s.split('|').length <= VENDOR_PRODUCT_SIZES_MAX, VM.sizesMax),
      v.check(
        (s) =>
          parseCsvSizes(s).every((size) =>
            [size.width_size, size.height_size, size.length_size].every(
              (d) => d === null || d === undefined || isProductDimension(d),
            ),
          ),
        VM.sizeRange,
      ),
    ),
  ),
  has_3d: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['', '0', '1', 'yes', 'no', 'true', 'false'], 'has_3d is 1 or 0.'),
    ),
  ),
});
export type VendorCsvRow = v.InferOutput<typeof VendorCsvRowSchema>;

/** `12x24|24x48x2` as sizes; a part that is not dimensions is a pattern name. */
export function parseCsvSizes(text: string | undefined): VendorSizeInput[] {
  if (!text?.trim()) return [];
  return text.split('|').map((raw) => {
    const one = raw.trim();
    const dims = one.split(/\s*[xX×]\s*/);
    if (dims.length >= 2 && dims.length <= 3 && dims.every((d) => /^\d+(?:\.\d+)?$/.test(d))) {
      return {
        width_size: dims[0] ?? null,
        height_size: dims[1] ?? null,
        length_size: dims[2] ?? null,
        pattern: null,
      };
    }
    return { width_size: null, height_size: null, length_size: null, pattern: one };
  });
}

/** GET /api/vendor/products: search (name or SKU), status, paging. */
export const VendorProductQuerySchema = form({
  search: v.optional(line(100)),
  status: v.optional(v.picklist(['active', 'retired', 'all'])),
  page: v.optional(PageQuerySchema.entries.page),
  per_page: v.optional(PageQuerySchema.entries.per_page),
});
export type VendorProductQuery = v.InferOutput<typeof VendorProductQuerySchema>;

export const VendorProductSizeSchema = v.object({
  id: IdSchema,
  width_size: v.nullable(v.pipe(v.string(), v.maxLength(40))),
  height_size: v.nullable(v.pipe(v.string(), v.maxLength(40))),
  length_size: v.nullable(v.pipe(v.string(), v.maxLength(40))),
  pattern: v.nullable(v.pipe(v.string(), v.maxLength(40))),
});

/** A product as its vendor sees it. */
export const VendorProductSchema = v.object({
  id: IdSchema,
  hash: ProductHashSchema,
  sku: v.nullable(v.pipe(v.string(), v.maxLength(64))),
  name: v.pipe(v.string(), v.maxLength(255)),
  /** The vendor's brand the product sells under (an Admin's catalogue tells vendors apart by it). */
  brand: v.pipe(v.string(), v.maxLength(255)),
  category_id: IdSchema,
  category_name: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  description: v.nullable(v.pipe(v.string(), v.maxLength(10_000))),
  price: PriceSchema,
  /** The selling unit: uom, else the category's unit. */
  unit: v.pipe(v.string(), v.maxLength(40)),
  uom: v.nullable(v.pipe(v.string(), v.maxLength(40))),
  box_sqft: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))),
  sizes: v.array(VendorProductSizeSchema),
  has_3d: v.boolean(),
  image: v.nullable(UrlSchema),
  status: v.picklist(['active', 'retired']),
  updated_at: v.nullable(TimestampSchema),
});
export type VendorProduct = v.InferOutput<typeof VendorProductSchema>;

export const VendorProductPageSchema = v.object({
  data: v.array(VendorProductSchema),
  current_page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  per_page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  last_page: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  /** Every category a product may be listed in (the form's choices). */
  categories: v.array(
    v.object({ id: IdSchema, name: v.pipe(v.string(), v.maxLength(255)), unit: v.string() }),
  ),
});
export const VendorProductListResponseSchema = envelope(VendorProductPageSchema);
export const VendorProductResponseSchema = messageEnvelope(VendorProductSchema);

/** POST /api/vendor/products/{id}/image: multipart `image` (the spec's image rule). */
export const VendorProductImageBodySchema = form({});

/** A key the browser makes for one import, so it can poll the import while it uploads. */
export const ImportKeySchema = v.pipe(
  v.string(VM.importKeyInvalid),
  v.regex(/^[A-Za-z0-9-]{1,64}$/, VM.importKeyInvalid),
);
/** POST /api/vendor/product_imports?key=...: multipart `file` (CSV), streamed. */
export const VendorImportQuerySchema = form({ key: ImportKeySchema });
export const VendorImportBodySchema = form({});
export const VendorImportParamsSchema = form({ key: ImportKeySchema });

export const VendorImportErrorSchema = v.object({
  /** The line of the file (the header is line 1). */
  line: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  messages: v.array(v.string()),
});
export type VendorImportError = v.InferOutput<typeof VendorImportErrorSchema>;

/** One import and its report, as it runs and after. */
export const VendorImportSchema = v.object({
  key: ImportKeySchema,
  status: v.picklist(['running', 'done', 'failed']),
  file_name: v.pipe(v.string(), v.maxLength(255)),
  bytes_total: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
  bytes_read: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** 0..100; null while the size is unknown. */
  percent: v.nullable(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  rows_read: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  created: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  updated: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  unchanged: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  rejected: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  /** The first VENDOR_IMPORT_ERRORS_MAX rejected rows. */
  errors: v.array(VendorImportErrorSchema),
  message: v.nullable(v.string()),
  started_at: TimestampSchema,
  finished_at: v.nullable(TimestampSchema),
});
export type VendorImport = v.InferOutput<typeof VendorImportSchema>;
export const VendorImportResponseSchema = envelope(VendorImportSchema);
