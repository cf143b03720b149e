import type { Product } from '@brand/core/contract';
import { boxCoverage, DEFAULT_WASTE_PERCENT } from '@brand/core/rules';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  useAction,
  useResource,
} from '@brand/ui';
import { photoSurfaceOf } from '@brand/ui/photo-mode';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useEmbed } from './context.ts';
import { EmbedDialog } from './dialog.tsx';
import {
  assetUrl,
  clampQuantity,
  formatUsd,
  priceParts,
  sizeText,
  unitPriceCents,
} from './format.ts';
import { loadProduct, type ProductDetails } from './product-api.ts';

/** Photo mode (issue 29 item 7): its own chunk, loaded when the visitor asks for it. */
const PhotoPanel = lazy(() => import('./photo-panel.tsx'));

export default function ProductDialog({
  productId,
  onClose,
}: {
  productId: number;
  onClose: () => void;
}) {
  const { api, showroom, controller, cart, updateCart, notify, reportError } = useEmbed();
  const [chosenSize, setSizeId] = useState<string | null>(null);
  const [chosenQty, setQtyText] = useState<string | null>(null);
  const [area, setArea] = useState('');
  const qtyId = useId();
  const areaId = useId();
  const [photoMode, setPhotoMode] = useState(false);
  const photoButton = useRef<HTMLButtonElement>(null);
  const photoWasOpen = useRef(false);
  // Closing photo mode gives focus back to the button that opened it.
  useEffect(() => {
    if (photoMode) photoWasOpen.current = true;
    else if (photoWasOpen.current) photoButton.current?.focus();
  }, [photoMode]);

  const loaded = useResource(['product', productId, showroom], (signal) =>
    loadProduct(api.transport, { id: productId, showroom }, signal),
  );
  // The Pro's analytics count each product opened (issue 28 item 4).
  useEffect(() => api.track({ showroom, event: 'product_open' }), [api, showroom]);
  // Add to cart: ui's action engine (pending while it runs; a refusal is reported to the host).
  const adder = useAction({
    perform: (input: { product: Product; sizeId: number | null; qty: number }) =>
      api.addToCart({
        showroom,
        tempProjectId: cart?.temp_project_id ?? null,
        productId: input.product.id,
        sizeId: input.sizeId,
        qty: input.qty,
      }),
    onSuccess: (next, input) => {
      api.track({ showroom, event: 'add_to_cart' });
      updateCart(next);
      notify(`Added ${input.qty} x ${input.product.name} to the cart.`);
      onClose();
    },
    onError: (error) => reportError(error),
  });
  const busy = adder.isPending;
  useEffect(() => {
    if (loaded.status !== 'error') return;
    const error = loaded.error;
    controller.emit('error', {
      showroom,
      message: error instanceof Error ? error.message : String(error),
      status: (error as { status?: number }).status ?? null,
    });
  }, [loaded.status, loaded.error, showroom, controller]);

  const product: ProductDetails | undefined = loaded.data;
  if (!product) {
    const failed = loaded.status === 'error';
    return (
      <EmbedDialog title={failed ? 'Product unavailable' : 'Loading product'} onClose={onClose}>
        {failed ? (
          <p role="alert" className="bse-error">
            {loaded.error instanceof Error ? loaded.error.message : String(loaded.error)}
          </p>
        ) : (
          <span className="bui-skeleton bse-skeleton-image" aria-hidden="true" />
        )}
      </EmbedDialog>
    );
  }

  // Until the visitor chooses: the first size, the product's minimum quantity.
  const sizeId = chosenSize ?? (product.sizes[0] ? String(product.sizes[0].id) : '');
  const qtyText = chosenQty ?? String(product.min_unit);
  const size = product.sizes.find((s) => String(s.id) === sizeId) ?? product.sizes[0] ?? null;
  const parts = priceParts(product, size);
  const boxSqft = size?.box_sqft ?? product.box_sqft;
  const unitCents = unitPriceCents(product, size);
  const coverage =
    boxSqft && area ? boxCoverage({ sqft: area, boxSqft, unitPriceCents: unitCents }) : null;
  const image = product.images[0];
  // A floor, wall or backsplash product (the site's photo-mode categories) offers photo mode.
  const surface = photoSurfaceOf(product.categoryName);

  if (photoMode && surface) {
    return (
      <EmbedDialog
        title={product.name}
        onClose={onClose}
        size="lg"
        onEscape={(event) => {
          event.preventDefault();
          setPhotoMode(false);
        }}
      >
        <Suspense fallback={<p role="status">Loading photo mode…</p>}>
          <PhotoPanel
            product={{
              id: product.id,
              name: product.name,
              categoryName: product.categoryName ?? '',
              boxSqft,
            }}
            kind={surface}
            onClose={() => setPhotoMode(false)}
          />
        </Suspense>
      </EmbedDialog>
    );
  }

  const add = (value: number) =>
    void adder.run({ product, sizeId: size ? size.id : null, qty: value });

  return (
    <EmbedDialog title={product.name} onClose={onClose} size="lg">
      <div className="bse-details">
        {image ? (
          <img
            className="bse-details__image"
            src={assetUrl(image.resized_url ?? image.url, controller.getState().apiBase)}
            alt={image.alt}
          />
        ) : null}
        <div className="bse-details__body">
          {product.brand ? <p className="bse-muted">{product.brand}</p> : null}
          <p className="bse-price bui-tabular">
            {parts.map((part, index) => (
              <span
                key={part.unit}
                className={index === 0 ? 'bse-price__main' : 'bse-price__other'}
              >
                {part.text} / {part.unit}
              </span>
            ))}
          </p>
          {product.sizes.length > 1 ? (
            <div className="bse-field">
              <span className="bse-label">Size</span>
              <Select value={sizeId} onValueChange={setSizeId}>
                <SelectTrigger aria-label="Size">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {product.sizes.map((s) => (
                    <SelectItem key={s.id} value={String(s.id)}>
                      {sizeText(s) || `Size ${s.id}`}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          ) : size && sizeText(size) ? (
            <p>Size {sizeText(size)}</p>
          ) : null}
          {product.description ? <p className="bse-description">{product.description}</p> : null}

          {boxSqft ? (
            <fieldset className="bse-coverage">
              <legend>Box coverage calculator</legend>
              <label htmlFor={areaId} className="bse-label">
                Area to cover (sq ft)
              </label>
              <input
                id={areaId}
                className="bse-input"
                inputMode="decimal"
                value={area}
                onChange={(event) => setArea(event.target.value.replace(/[^\d.]/g, ''))}
              />
              {coverage && coverage.boxes > 0 ? (
                <p className="bse-coverage__result" aria-live="polite">
                  {coverage.boxes} {coverage.boxes === 1 ? 'box' : 'boxes'} cover{' '}
                  {coverage.coveredSqft} sq ft (with {DEFAULT_WASTE_PERCENT}% for waste):{' '}
                  {formatUsd(coverage.priceCents)}.{' '}
                  <button
                    type="button"
                    className="bse-button"
                    onClick={() => {
                      const boxes = Math.max(product.min_unit, coverage.boxes);
                      setQtyText(String(boxes));
                    }}
                  >
                    Use {coverage.boxes} {coverage.boxes === 1 ? 'box' : 'boxes'}
                  </button>
                </p>
              ) : null}
            </fieldset>
          ) : null}

          <div className="bse-field">
            <label htmlFor={qtyId} className="bse-label">
              Quantity
            </label>
            <input
              id={qtyId}
              className="bse-input bse-input--qty"
              inputMode="numeric"
              value={qtyText}
              onChange={(event) => setQtyText(event.target.value.replace(/\D/g, ''))}
              onBlur={() => {
                const value = clampQuantity(qtyText, product.min_unit);
                setQtyText(String(value));
              }}
            />
          </div>
          <p className="bse-total bui-tabular">
            Total {formatUsd(unitCents * clampQuantity(qtyText, product.min_unit))}
          </p>
          <button
            type="button"
            className="bse-button bse-button--primary"
            disabled={busy}
            onClick={() => {
              const value = clampQuantity(qtyText, product.min_unit);
              setQtyText(String(value));
              void add(value);
            }}
          >
            Add to cart
          </button>
          {surface ? (
            <button
              ref={photoButton}
              type="button"
              className="bse-button"
              onClick={() => setPhotoMode(true)}
            >
              See it in my room
            </button>
          ) : null}
        </div>
      </div>
    </EmbedDialog>
  );
}
