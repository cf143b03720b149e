/** Categories, products, sizes and price display (spec 1 §3, spec 2 §3, DOMAIN.md "Money"). */
import * as v from 'valibot';
import { SUGGESTION_MAX_LIMIT } from '../rules/limits';
import {
  envelope,
  IdSchema,
  PageQuerySchema,
  PriceSchema,
  ProductHashSchema,
  paginated,
  UnitPriceInputSchema,
  UrlSchema,
  VsdIdSchema,
} from './common';
import { form, idLike, intLike, line } from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

// ---------------------------------------------------------------------------------------------
// Category

/** spec 1 §3 Category: id, name, parent_id, photo, resized_photo, children (recursive). */
export type Category = {
  id: number;
  name: string;
  parent_id: number | null;
  photo: string | null;
  resized_photo: string | null;
  children: Category[];
};
export const CategorySchema: v.GenericSchema<Category> = v.object({
  id: IdSchema,
  name: v.pipe(v.string(), v.maxLength(255)),
  parent_id: v.nullable(IdSchema),
  photo: v.nullable(UrlSchema),
  resized_photo: v.nullable(UrlSchema),
  children: v.array(v.lazy(() => CategorySchema)),
});

/** spec 1 §7 GET /api/menu_category_show_all/{id}: entries of category and category_id. */
export const MenuCategoryEntrySchema = v.object({
  category: CategorySchema,
  category_id: IdSchema,
});
export type MenuCategoryEntry = v.InferOutput<typeof MenuCategoryEntrySchema>;
export const MenuCategoryResponseSchema = envelope(v.array(MenuCategoryEntrySchema));

// ---------------------------------------------------------------------------------------------
// Product

/**
 * spec 2 §3 "Product price display": the selling unit is Box, Piece or the product's uom
 * string (ours: e.g. 'Sq Ft', 'Linear Ft', 'Set').
 */
export const ProductUnitSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(40));
export type ProductUnit = v.InferOutput<typeof ProductUnitSchema>;

const dimension = v.nullable(v.pipe(v.string(), v.maxLength(40)));

/**
 * spec 2 §3 "Product or order item size": width_size, height_size, length_size, pattern;
 * box_sqft and price per size are ours (a size may cost more than another).
 */
export const ProductSizeSchema = v.object({
  id: IdSchema,
  width_size: dimension,
  height_size: dimension,
  length_size: dimension,
  pattern: dimension,
  box_sqft: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))),
  /** Vendor wholesale price of this size per selling unit, dollars. */
  price: PriceSchema,
  /** Customer unit price after the showroom's markup, dollars (ours). */
  customer_price: v.optional(PriceSchema),
});
export type ProductSize = v.InferOutput<typeof ProductSizeSchema>;

/** A product image (ours). */
export const ProductImageSchema = v.object({
  id: IdSchema,
  url: UrlSchema,
  resized_url: v.nullable(UrlSchema),
  alt: v.pipe(v.string(), v.maxLength(255)),
});
export type ProductImage = v.InferOutput<typeof ProductImageSchema>;

/**
 * A product of the catalog. `price` is the vendor's wholesale price per selling unit (what Pros
 * see); `customer_price` is the unit price after the showroom's markup (DOMAIN.md "Money").
 */
export const ProductSchema = v.object({
  id: IdSchema,
  hash: ProductHashSchema,
  name: v.pipe(v.string(), v.maxLength(255)),
  brand: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  description: v.nullable(v.pipe(v.string(), v.maxLength(10_000))),
  vendor_id: IdSchema,
  category_id: IdSchema,
  price: PriceSchema,
  customer_price: PriceSchema,
  /** spec 2 §3: the category's unit: 'Box', 'Piece', or another uom string. */
  unit: ProductUnitSchema,
  uom: v.nullable(v.pipe(v.string(), v.maxLength(40))),
  box_sqft: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))),
  sizes: v.array(ProductSizeSchema),
  images: v.array(ProductImageSchema),
  /** spec 2 §5: quantity cannot go below the minimum unit (default 1). */
  min_unit: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/** A product as embedded in cart lines, checklist items and suggestions (ours). */
export const ProductSummarySchema = v.object({
  id: IdSchema,
  hash: ProductHashSchema,
  name: v.pipe(v.string(), v.maxLength(255)),
  brand: v.nullable(v.pipe(v.string(), v.maxLength(255))),
  category_id: IdSchema,
  price: PriceSchema,
  customer_price: PriceSchema,
  unit: ProductUnitSchema,
  uom: v.nullable(v.pipe(v.string(), v.maxLength(40))),
  box_sqft: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))),
  min_unit: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  image: v.nullable(UrlSchema),
});
export type ProductSummary = v.InferOutput<typeof ProductSummarySchema>;

/**
 * spec 2 §3 "Product price display": price; category with a unit (Box or other); size set
 * with box_sqft; uom. What the price line is computed from.
 */
export const ProductPriceDisplaySchema = v.object({
  price: PriceSchema,
  category: v.object({ unit: ProductUnitSchema }),
  size: v.nullable(v.object({ box_sqft: v.nullable(v.pipe(v.number(), v.finite())) })),
  uom: v.nullable(v.pipe(v.string(), v.maxLength(40))),
});
export type ProductPriceDisplay = v.InferOutput<typeof ProductPriceDisplaySchema>;

/** spec 2 §3 "Quantity box": quantity, minimum unit, size_id, amount (dollars). */
export const QuantityBoxSchema = v.object({
  quantity: v.pipe(intLike(), v.minValue(1, M.quantityMin)),
  min_unit: v.pipe(intLike(), v.minValue(1, M.quantityMin)),
  size_id: v.nullable(IdSchema),
  amount: PriceSchema,
});
export type QuantityBox = v.InferOutput<typeof QuantityBoxSchema>;

// ---------------------------------------------------------------------------------------------
// Calls

/**
 * Ours (issue 10): how a category's products are ordered. `newest` is the most recently listed
 * first; every order ends on the product id, so pages never overlap.
 */
export const CATALOG_SORTS = [
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
  'newest',
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/**
 * spec 1 §7 POST /api/visualization/products: category and showroom (+ paging, search, sort
 * and filters: ours). `min_price` and `max_price` bound the customer price (the showroom's
 * price, in dollars), `vendor` names a vendor of the category (see `filters` in the answer)
 * and `type` a product type (a Refrigerator among the Appliances).
 */
export const VisualizationProductsBodySchema = v.pipe(
  form({
    category: idLike(),
    showroom: VsdIdSchema,
    page: v.optional(PageQuerySchema.entries.page),
    per_page: v.optional(PageQuerySchema.entries.per_page),
    /** Ours: free-text search inside the category (ranked by relevance: no sort or filters). */
    search: v.optional(line(100)),
    sort: v.optional(v.picklist(CATALOG_SORTS, M.choiceInvalid)),
    vendor: v.optional(idLike()),
    min_price: v.optional(UnitPriceInputSchema),
    max_price: v.optional(UnitPriceInputSchema),
    /**
     * Ours (issue 29 item 3): only products of this catalogue type (core `productTypeOf`'s
     * name, e.g. "Refrigerator", any case). A type the category has no product of, or no type
     * at all, is an empty page. Like the other filters, not applied to a search.
     */
    type: v.optional(line(60)),
  }),
  v.forward(
    v.partialCheck(
      [['min_price'], ['max_price']],
      (input) =>
        input.min_price === undefined ||
        input.max_price === undefined ||
        input.min_price <= input.max_price,
      M.priceRangeInvalid,
    ),
    ['max_price'],
  ),
);
export type VisualizationProductsBody = v.InferOutput<typeof VisualizationProductsBodySchema>;

/**
 * Ours (issue 10): what the category's products can be filtered by: its vendors (id and the
 * name a customer sees) and the lowest and highest customer price in this showroom (null when
 * the category is empty).
 */
export const CatalogFiltersSchema = v.object({
  vendors: v.array(v.object({ id: IdSchema, name: v.pipe(v.string(), v.maxLength(255)) })),
  min_price: v.nullable(PriceSchema),
  max_price: v.nullable(PriceSchema),
});
export type CatalogFilters = v.InferOutput<typeof CatalogFiltersSchema>;

/** The page of products, and the category's filters (ours) beside it. */
export const VisualizationProductsResponseSchema = v.object({
  success: v.optional(v.boolean()),
  message: v.optional(v.string()),
  data: paginated(ProductSummarySchema),
  filters: CatalogFiltersSchema,
});

/**
 * spec 1 §7 GET /api/public: pid (the product's hash or id) and cid (category id), plus the
 * showroom whose markup applies (ours, optional: without it the customer price has the default
 * markup).
 */
export const PublicProductQuerySchema = form({
  pid: v.pipe(v.string(M.invalidId), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, M.invalidId)),
  cid: v.optional(idLike()),
  showroom: v.optional(VsdIdSchema),
});
export type PublicProductQuery = v.InferOutput<typeof PublicProductQuerySchema>;
/** Ours: `{ data: { product, category } }`. */
export const PublicProductResponseSchema = envelope(
  v.object({ product: ProductSchema, category: v.nullable(CategorySchema) }),
);

/**
 * spec 1 §7 POST /api/top_products/, /api/customer_also_viewed/, /api/recently_viewed/.
 * Ours: the showroom, and the product or category the list is about; recently viewed sends
 * the product ids the browser kept.
 */
export const ProductSuggestionBodySchema = form({
  showroom: v.optional(VsdIdSchema),
  category_id: v.optional(idLike()),
  product_id: v.optional(idLike()),
  product_ids: v.optional(
    v.pipe(v.array(idLike()), v.maxLength(SUGGESTION_MAX_LIMIT, M.productIdsMax)),
  ),
  limit: v.optional(v.pipe(intLike(), v.minValue(1), v.maxValue(SUGGESTION_MAX_LIMIT))),
});
export type ProductSuggestionBody = v.InferOutput<typeof ProductSuggestionBodySchema>;
export const ProductListResponseSchema = envelope(v.array(ProductSummarySchema));
