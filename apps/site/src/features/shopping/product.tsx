import type { ProductSummary } from '@brand/core/contract';
import { formatUsd, nameLook, sizeLabel, toCents } from '@brand/core/rules';
import { STORAGE_KEYS } from '@brand/core/session';
import {
  Button,
  buttonVariants,
  PriceLine,
  QuantityBox,
  Size,
  useAction,
  useBrandStores,
  useShowroom,
} from '@brand/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useBrowserState, useClient } from '../../lib/brand.tsx';
import { useCartActions } from '../../lib/cart-actions.ts';
import { useChecklistActions } from '../../lib/checklist-actions.ts';
import { generatedSrcSet, PRODUCT_IMAGE_SIZES } from '../../lib/image-srcset.ts';
import { categoryPath, categorySlug } from '../../lib/listing-query.ts';
import { useLoad } from '../../lib/use-load.ts';
import { LazyShowroomModal } from '../../shell/lazy-controls.tsx';
import { Page, showroomCrumbs } from '../../shell/page.tsx';
import { enterShowroomById, SHOWROOM_HOME, useShowroomEntry } from '../../shell/showroom.tsx';
import { LazyBoxCoverageCalculator } from './lazy-parts.tsx';
import { rememberViewed, viewedBefore } from './product-cards.ts';
import '../../styles/shop.css';

/** Ours: how many products each suggestion strip shows. */
const SUGGESTIONS = 4;

// The suggestion strips (below the product, filled by a second request) are their own chunk,
// loaded when that request has products to show (issue 26: the page's initial script).
const ProductStrips = lazy(() => import('./product-strips.tsx'));

/**
 * /product/:hash/:vsd_id?: the product (GET /api/public) with its sizes, price line, quantity
 * box, box coverage calculator, Add to cart and Add to checklist; then top products, customers
 * also viewed and recently viewed. The showroom is the route's vsd_id, else the stored
 * showroom item's. /product-details passes the product as `pid` (its query).
 */
export function ProductPage({ pid }: { pid?: string } = {}) {
  const { hash: routeHash = '', vsd_id: routeVsd } = useParams();
  const hash = pid ?? routeHash;
  const client = useClient();
  const { storage } = useBrowserState();
  const item = useShowroom((s) => s.item);
  const entry = useShowroomEntry();
  const { add } = useCartActions();
  const checklist = useChecklistActions();
  const vsdId = routeVsd?.toUpperCase() ?? item?.vsd_id ?? null;
  // A shared product link names its showroom: following its breadcrumb enters that showroom
  // (only the ID is known here; the showroom's pages fill in the rest from its profile).
  const { showroom: showroomStore } = useBrandStores();
  const enterShowroom = () => {
    if (vsdId) enterShowroomById(client, showroomStore, vsdId);
  };

  const product = useLoad(`product:${hash}:${vsdId ?? ''}`, async () => {
    const answer = await client.catalog.publicProduct({
      query: { pid: hash, ...(vsdId ? { showroom: vsdId } : {}) },
    });
    return answer.data;
  });
  const current = product.data?.product ?? null;

  const [sizeId, setSizeId] = useState<number | null>(null);
  const [qty, setQty] = useState(1);
  // Add to cart or to the checklist: the button of the one pending shows it; a refusal below.
  const adder = useAction({
    perform: ({ run }: { to: 'cart' | 'checklist'; run: () => Promise<unknown> }) => run(),
  });
  const adding = adder.status === 'pending' ? adder.variables.to : null;
  const addError =
    adder.status !== 'error'
      ? null
      : adder.error instanceof Error
        ? adder.error.message
        : adder.variables.to === 'cart'
          ? 'Could not add to cart.'
          : 'Could not add to the checklist.';
  const [askShowroom, setAskShowroom] = useState(false);

  useEffect(() => {
    if (!current) return;
    setSizeId(current.sizes[0]?.id ?? null);
    setQty(current.min_unit);
  }, [current]);

  const suggestions = useLoad(current ? `suggest:${current.id}:${vsdId ?? ''}` : null, async () => {
    if (!current) return null;
    const stored = storage.get(STORAGE_KEYS.recentlyViewed);
    const before = viewedBefore(stored, current.id);
    storage.set(STORAGE_KEYS.recentlyViewed, JSON.stringify(rememberViewed(stored, current.id)));
    const base = {
      ...(vsdId ? { showroom: vsdId } : {}),
      category_id: current.category_id,
      product_id: current.id,
      limit: SUGGESTIONS,
    };
    const quiet = { quiet: true };
    const [top, also, recent] = await Promise.allSettled([
      client.catalog.topProducts({ body: base, ...quiet }),
      client.catalog.customerAlsoViewed({ body: base, ...quiet }),
      before.length > 0
        ? client.catalog.recentlyViewed({
            body: { ...(vsdId ? { showroom: vsdId } : {}), product_ids: before },
            ...quiet,
          })
        : Promise.resolve({ data: [] as ProductSummary[] }),
    ]);
    const others = (r: PromiseSettledResult<{ data: ProductSummary[] }>) =>
      r.status === 'fulfilled' ? r.value.data.filter((p) => p.id !== current.id) : [];
    return { top: others(top), also: others(also), recent: others(recent) };
  });

  if (product.status === 'error' || (product.status === 'loading' && !current)) {
    return (
      <Page title="Product">
        {product.status === 'error' ? (
          <div role="alert" className="shop-state">
            <p>{product.error}</p>
            <div className="shop-actions">
              <Button variant="secondary" onClick={product.reload}>
                Try again
              </Button>
              <Link to="/visualize/contractor/all" className={buttonVariants({ variant: 'link' })}>
                Back to the showroom
              </Link>
            </div>
          </div>
        ) : (
          <div role="status" aria-label="Loading product" className="bui-skeleton shop-skeleton" />
        )}
      </Page>
    );
  }
  if (!current) return null;

  const size = current.sizes.find((s) => s.id === sizeId) ?? null;
  const unitPriceCents = toCents(size?.customer_price ?? current.customer_price);
  // The API sends the vendor's price only to those who may see it (Pros, Admins, the product's
  // vendor; issue 10): shown beside the customer's price when it differs.
  const wholesaleCents = toCents(size?.price ?? current.price);
  const boxSqft = size?.box_sqft ?? current.box_sqft;
  const image = current.images[0];
  const imageUrl = image ? (image.resized_url ?? image.url) : null;
  const imageSrcSet = generatedSrcSet(imageUrl, [320, 640, 960, 1280]);
  // Sizes only where a product has them (issue 17): a fixture's price lines have none.
  const sized = current.sizes.filter((s) => sizeLabel(s) !== '');
  // Finish and colour as facts, read from the name as its drawing reads them (core's nameLook;
  // the finish only where the name says one).
  const look = nameLook(current.name);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const facts: [string, string][] = [];
  if (look.colorName) facts.push(['Color', capital(look.colorName)]);
  if (look.finish) facts.push(['Finish', capital(look.finish)]);

  const onAdd = (to: 'cart' | 'checklist') => {
    if (!vsdId) {
      setAskShowroom(true);
      return;
    }
    const item = { productId: current.id, sizeId: size?.id ?? null, qty, vsdId };
    const price = { unitPriceCents, categoryUnit: current.unit, boxSqft, uom: current.uom };
    void adder.run({
      to,
      run: () =>
        to === 'cart' ? add(item) : checklist.add({ ...item, name: current.name, price }),
    });
  };
  const category = product.data?.category ?? null;

  return (
    <Page
      title={current.name}
      lead={current.brand ?? undefined}
      breadcrumbs={[
        ...(vsdId ? showroomCrumbs(vsdId, enterShowroom) : [{ label: 'Home', to: '/' }]),
        ...(category
          ? [{ label: category.name, to: categoryPath(category), onFollow: enterShowroom }]
          : []),
        { label: current.name },
      ]}
    >
      <div className="shop-product">
        {image && imageUrl ? (
          <img
            className="shop-product__image"
            src={imageUrl}
            srcSet={imageSrcSet}
            sizes={imageSrcSet ? PRODUCT_IMAGE_SIZES : undefined}
            alt={image.alt}
            width={640}
            height={480}
          />
        ) : (
          <span className="bui-skeleton shop-product__image" aria-hidden="true" />
        )}
        <div className="shop-product__buy">
          <PriceLine
            unitPriceCents={unitPriceCents}
            categoryUnit={current.unit}
            boxSqft={boxSqft}
            uom={current.uom}
          />
          {wholesaleCents !== unitPriceCents ? (
            <p className="shop-wholesale">
              Wholesale price {formatUsd(wholesaleCents)}; customers pay {formatUsd(unitPriceCents)}
            </p>
          ) : null}
          {sized.length > 1 ? (
            <fieldset className="shop-sizes">
              <legend>Size</legend>
              {sized.map((s) => (
                <label key={s.id}>
                  <input
                    type="radio"
                    name="size"
                    value={s.id}
                    checked={s.id === sizeId}
                    onChange={() => setSizeId(s.id)}
                  />
                  <Size size={s} />
                </label>
              ))}
            </fieldset>
          ) : (
            <Size size={size} label="Size" />
          )}
          {facts.length > 0 ? (
            <dl className="shop-facts">
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <QuantityBox
            value={qty}
            minUnit={current.min_unit}
            label="Quantity"
            showLabel
            onValueChange={setQty}
          />
          {boxSqft ? (
            <LazyBoxCoverageCalculator
              boxSqft={boxSqft}
              unitPriceCents={unitPriceCents}
              onUseBoxes={(boxes) => setQty(Math.max(boxes, current.min_unit))}
            />
          ) : null}
          <div className="shop-actions">
            <Button onClick={() => onAdd('cart')} loading={adding === 'cart'}>
              Add to cart
            </Button>
            <Button
              variant="secondary"
              onClick={() => onAdd('checklist')}
              loading={adding === 'checklist'}
            >
              Add to checklist
            </Button>
            <Link to="/cart" className={buttonVariants({ variant: 'secondary' })}>
              View cart
            </Link>
          </div>
          {addError ? (
            <p role="alert" className="shop-error">
              {addError}
            </p>
          ) : null}
          {current.description ? <p>{current.description}</p> : null}
          {category ? (
            <p>
              <Link to={`/category/${categorySlug(category.name)}/product`}>
                More in {category.name}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      {suggestions.data &&
      suggestions.data.top.length + suggestions.data.also.length + suggestions.data.recent.length >
        0 ? (
        <Suspense fallback={null}>
          <ProductStrips suggestions={suggestions.data} vsdId={vsdId} />
        </Suspense>
      ) : null}
      <LazyShowroomModal open={askShowroom} onOpenChange={setAskShowroom} {...entry} />
    </Page>
  );
}

/** /product-details?pid=<hash or id>: the product page, by query (spec 1 §2). */
export function ProductDetailsPage() {
  const [params] = useSearchParams();
  const pid = params.get('pid');
  if (!pid) {
    return (
      <Page title="Product details" lead="Choose a product from the showroom to see its details.">
        <Link to={SHOWROOM_HOME} className={buttonVariants()}>
          Go to the showroom
        </Link>
      </Page>
    );
  }
  return <ProductPage pid={pid} />;
}
