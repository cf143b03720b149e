/**
 * A Pro's showroom curation (issue 12 item 2; the calls are ours): which vendors, categories
 * and single products the showroom sells. Default: everything.
 *
 * A product is sold when it is one of `added_product_ids`, or when it is not one of
 * `excluded_product_ids` and both its vendor and its category pass: with mode `all` every
 * vendor (category) passes except those listed; with mode `only` just those listed pass.
 */
import * as v from 'valibot';
import { envelope, IdSchema, messageEnvelope } from './common';
import { form, idLike } from './fields';

export const CURATION_MESSAGES = {
  modeInvalid: 'Please choose all or only.',
  listMax: 'Please choose at most 500.',
  vendorsRequired: 'Please choose at least one vendor, or sell all vendors.',
  categoriesRequired: 'Please choose at least one category, or sell all categories.',
  vendorUnknown: 'This vendor does not exist.',
  categoryUnknown: 'This category does not exist.',
  productUnknown: 'This product does not exist.',
  productBoth: 'A product cannot be both excluded and added.',
  notSold: 'This product is not sold in this showroom.',
} as const;
const CM = CURATION_MESSAGES;
export const CURATION_LIST_MAX = 500;

export const CurationModeSchema = v.picklist(['all', 'only'], CM.modeInvalid);
export type CurationMode = v.InferOutput<typeof CurationModeSchema>;

const ids = v.pipe(
  v.array(idLike(), CM.listMax),
  v.maxLength(CURATION_LIST_MAX, CM.listMax),
  v.transform((list) => [...new Set(list)]),
);

/** PUT /api/showroom/curation and POST /api/showroom/curation/preview. */
export const ShowroomCurationBodySchema = v.pipe(
  form({
    vendor_mode: CurationModeSchema,
    vendor_ids: ids,
    category_mode: CurationModeSchema,
    category_ids: ids,
    excluded_product_ids: ids,
    added_product_ids: ids,
  }),
  v.forward(
    v.check((b) => b.vendor_mode === 'all' || b.vendor_ids.length > 0, CM.vendorsRequired),
    ['vendor_ids'],
  ),
  v.forward(
    v.check((b) => b.category_mode === 'all' || b.category_ids.length > 0, CM.categoriesRequired),
    ['category_ids'],
  ),
  v.forward(
    v.check(
      (b) => !b.added_product_ids.some((id) => b.excluded_product_ids.includes(id)),
      CM.productBoth,
    ),
    ['added_product_ids'],
  ),
);
export type ShowroomCurationBody = v.InferOutput<typeof ShowroomCurationBodySchema>;

const NamedCountSchema = v.object({ id: IdSchema, name: v.string(), product_count: v.number() });

/** A showroom's curation with what it means: how many products it sells, out of how many. */
export const ShowroomCurationSchema = v.object({
  vendor_mode: CurationModeSchema,
  vendor_ids: v.array(IdSchema),
  category_mode: CurationModeSchema,
  category_ids: v.array(IdSchema),
  excluded_product_ids: v.array(IdSchema),
  added_product_ids: v.array(IdSchema),
  /** Products on sale the showroom sells with these rules. */
  product_count: v.number(),
  /** Every product on sale in the marketplace. */
  total_products: v.number(),
  /** Every vendor and category to choose from, with their products on sale. */
  vendors: v.array(NamedCountSchema),
  categories: v.array(NamedCountSchema),
  /** The products the rules name (excluded or added), to show their names. */
  products: v.array(
    v.object({
      id: IdSchema,
      name: v.string(),
      vendor_name: v.string(),
      category_name: v.string(),
    }),
  ),
});
export type ShowroomCuration = v.InferOutput<typeof ShowroomCurationSchema>;
export const ShowroomCurationResponseSchema = envelope(ShowroomCurationSchema);
export const ShowroomCurationWriteResponseSchema = messageEnvelope(ShowroomCurationSchema);
