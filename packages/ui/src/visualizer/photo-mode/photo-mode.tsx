'use client';
import { planeSize, productLook, type Quad, TRACE_IMAGE_MAX_BYTES } from '@brand/core/rules';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, buttonVariants } from '../../primitives/button/button';
import { readPhoto, startCorners } from './photo-file';
import { type PixelImage, renderPhoto } from './photo-render';
import { type PhotoModeSave, useSave } from './photo-save';
import { PhotoStage } from './photo-stage';
import type { PhotoSurfaceKind } from './photo-surfaces';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Draws the result to a PNG blob and its URL for the download link and the save (the URL
 * revoked when replaced).
 */
function useDownload(image: PixelImage | null) {
  const [png, setPng] = useState<{ url: string; blob: Blob } | null>(null);
  useEffect(() => {
    if (!image) {
      setPng(null);
      return;
    }
    let live = true;
    let made: string | null = null;
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    canvas
      .getContext('2d')
      ?.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width), 0, 0);
    const timer = setTimeout(() => {
      canvas.toBlob((blob) => {
        if (!live || !blob) return;
        made = URL.createObjectURL(blob);
        setPng({ url: made, blob });
      }, 'image/png');
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
      if (made) URL.revokeObjectURL(made);
    };
  }, [image]);
  return png;
}

/** A product photo mode can lay: its category picks its pattern (core `productLook`). */
export interface PhotoModeProduct {
  id: number;
  name: string;
  category: string;
  boxSqft?: number | null;
}

export type { PhotoModeSave };

export interface PhotoModeProps {
  /** The surface the outline marks: a floor, or a wall (a backsplash is a wall). */
  kind: PhotoSurfaceKind;
  /**
   * Given: a "Surface" select offers floor and wall, and the host loads the products of the one
   * chosen. Left out: the surface stays `kind` (the embed's one product).
   */
  onKindChange?: (kind: PhotoSurfaceKind) => void;
  /** The products to choose from for `kind`; null while the host loads them. */
  products: readonly PhotoModeProduct[] | null;
  /** Says why there are no products (no showroom chosen, a failed load); replaces the hint. */
  productsNote?: string | null;
  /** The product chosen on opening (the embed's product). */
  defaultProductId?: number | null;
  /** Moves focus to the heading on opening (a dialog's content swapped for photo mode). */
  focusOnOpen?: boolean;
  /**
   * Given: a "Save to project" button hands the result to the host, which stores it and
   * answers the message to show (a rejection's message is shown as the error). Left out: no
   * button (the embed, a visitor not signed in, no project).
   */
  onSave?: (photo: PhotoModeSave) => Promise<string>;
  onClose: () => void;
}

/**
 * Photo mode (issue 29 items 6 and 7): "Use a photo of my room". The customer picks a photo
 * (read and drawn in this browser only; nothing is uploaded or stored), marks the floor's or a
 * wall's four corners and the real length of the edge from Corner 1 to Corner 2, and picks one
 * of the products given: it is drawn on the outline in perspective at real scale, with the
 * photo's light kept. A slider compares it with the original; Download saves it as a PNG. No
 * API call here: the host (the site's studio, the Pro's embed) passes the products in.
 */
export function PhotoMode({
  kind,
  onKindChange,
  products,
  productsNote,
  defaultProductId = null,
  focusOnOpen = false,
  onSave,
  onClose,
}: PhotoModeProps) {
  const titleId = useId();
  const fileId = useId();
  const errorId = useId();
  const surfaceId = useId();
  const lengthId = useId();
  const productsId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [photo, setPhoto] = useState<PixelImage | null>(null);
  const [name, setName] = useState('room');
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [corners, setCorners] = useState<Quad | null>(null);
  const [feet, setFeet] = useState('10');
  const [productId, setProductId] = useState<number | null>(defaultProductId);
  const product = products?.find((p) => p.id === productId) ?? null;
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus();
  }, [focusOnOpen]);
  const look = useMemo(
    () =>
      product
        ? productLook({
            id: product.id,
            name: product.name,
            category: product.category,
            boxSqft: product.boxSqft ?? null,
          })
        : null,
    [product],
  );
  const size = useMemo(
    () =>
      photo && corners
        ? planeSize(corners, Number(feet), {
            center: { x: photo.width / 2, y: photo.height / 2 },
            fallbackFocal: Math.max(photo.width, photo.height),
          })
        : null,
    [photo, corners, feet],
  );

  // The drawing runs a moment after the last change (dragging stays smooth).
  const [result, setResult] = useState<PixelImage | null>(null);
  const [outlineBad, setOutlineBad] = useState(false);
  useEffect(() => {
    if (!photo || !corners || !look || !size) {
      setResult(null);
      setOutlineBad(false);
      return;
    }
    const timer = setTimeout(() => {
      const drawn = renderPhoto(photo, { quad: corners, size, look });
      setOutlineBad(drawn === null);
      setResult(drawn);
    }, 40);
    return () => clearTimeout(timer);
  }, [photo, corners, look, size]);
  const download = useDownload(result);
  const saving = useSave(onSave);

  async function choose(file: File | undefined) {
    if (!file) return;
    setReading(true);
    const read = await readPhoto(file);
    setReading(false);
    if (fileRef.current) fileRef.current.value = '';
    setProblem(read.problem);
    if (!read.photo) return;
    setPhoto(read.photo);
    setName(file.name.replace(/\.[^.]*$/, '') || 'room');
    setCorners(startCorners(kind, read.photo.width, read.photo.height));
  }
  const chooseKind = (next: PhotoSurfaceKind) => {
    onKindChange?.(next);
    setProductId(null);
    if (photo) setCorners(startCorners(next, photo.width, photo.height));
  };
  const feetProblem = Number(feet) > 0 ? null : 'Please enter a length above 0 ft.';

  return (
    <section aria-labelledby={titleId} className="bui-photo">
      <div className="bui-photo-head">
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          Your room in a photo
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close photo mode
        </Button>
      </div>
      <p className="bui-photo-help">
        {onSave
          ? 'Your photo stays in this browser. Only when you choose Save to project is the result (not your photo) stored with your project.'
          : 'Your photo stays in this browser: it is not uploaded or stored.'}
      </p>
      <p className="bui-photo-field">
        <label htmlFor={fileId}>
          Photo of your room (JPEG, PNG or WebP; at most {TRACE_IMAGE_MAX_BYTES / 1024 / 1024} MB)
        </label>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          accept={ACCEPT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {reading ? <span role="status">Reading the photo…</span> : null}
        {problem ? (
          <span id={errorId} role="alert" className="bui-photo-error">
            {problem}
          </span>
        ) : null}
      </p>
      {photo && corners ? (
        <div className="bui-photo-work">
          <PhotoStage photo={photo} result={result} corners={corners} onCorners={setCorners} />
          <div className="bui-photo-controls">
            {onKindChange ? (
              <p className="bui-photo-field">
                <label htmlFor={surfaceId}>Surface</label>
                <select
                  id={surfaceId}
                  className="bui-input"
                  value={kind}
                  onChange={(e) => chooseKind(e.target.value as PhotoSurfaceKind)}
                >
                  <option value="floor">Floor</option>
                  <option value="wall">Wall</option>
                </select>
              </p>
            ) : null}
            <p className="bui-photo-field">
              <label htmlFor={lengthId}>Known length (ft)</label>
              <input
                id={lengthId}
                className="bui-input"
                type="number"
                inputMode="decimal"
                min={0.5}
                step={0.5}
                value={feet}
                aria-describedby={`${lengthId}-help`}
                aria-invalid={feetProblem ? true : undefined}
                onChange={(e) => setFeet(e.target.value)}
              />
              <span id={`${lengthId}-help`} className="bui-photo-help">
                {feetProblem ??
                  `From Corner 1 to Corner 2.${size ? ` The ${kind} measures about ${size.width.toFixed(1)} x ${size.depth.toFixed(1)} ft.` : ''}`}
              </span>
            </p>
            {outlineBad ? (
              <p role="alert" className="bui-photo-error">
                The corners must make a four-sided outline: move them so no edges cross.
              </p>
            ) : null}
            <fieldset className="bui-photo-products" aria-describedby={productsId}>
              <legend>{kind === 'floor' ? 'Floor product' : 'Wall product'}</legend>
              <p id={productsId} className="bui-photo-help">
                {productsNote
                  ? productsNote
                  : !products
                    ? 'Loading products…'
                    : products.length === 0
                      ? 'This showroom has no products for this surface yet.'
                      : 'Choose a product to see it in your room.'}
              </p>
              <div className="bui-photo-list">
                {products?.map((p) => {
                  const swatch = productLook({ id: p.id, name: p.name, category: p.category });
                  return (
                    <label key={p.id} className="bui-photo-product">
                      <input
                        type="radio"
                        name={`${titleId}-product`}
                        value={p.id}
                        checked={productId === p.id}
                        onChange={() => setProductId(p.id)}
                      />
                      <span
                        className="bui-photo-swatch"
                        aria-hidden="true"
                        style={{ background: swatch.color }}
                      />
                      {p.name}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {download && product ? (
              <div className="bui-photo-actions">
                <a
                  className={`${buttonVariants({ variant: 'primary' })} bui-photo-download`}
                  href={download.url}
                  download={`${name}-${product.name.replace(/[^\w-]+/g, '-').toLowerCase()}.png`}
                >
                  Download
                </a>
                {onSave ? (
                  <Button
                    variant="secondary"
                    loading={saving.busy}
                    onClick={() =>
                      saving.save({ image: download.blob, productId: product.id, surface: kind })
                    }
                  >
                    Save to project
                  </Button>
                ) : null}
              </div>
            ) : null}
            {saving.note ? (
              <p
                role={saving.note.error ? 'alert' : 'status'}
                className={saving.note.error ? 'bui-photo-error' : 'bui-photo-help'}
              >
                {saving.note.text}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
