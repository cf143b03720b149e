import {
  type Finishes,
  priceLineText,
  type roomSurfaces,
  type SurfaceKey,
  toCents,
} from '@brand/core/rules';
import { useId } from 'react';
import type { LoadResult } from '../../lib/use-load.ts';
import type { Design } from './design-editor.ts';
import { StudioFinishes } from './studio-finishes.tsx';
import type { StudioProduct } from './studio-products.ts';

type Surface = ReturnType<typeof roomSurfaces>[number];

/**
 * The design studio's choices (issue 15 item 1): the room's surfaces and fixtures as a radio
 * group (each with the product on it), and the showroom's products for the chosen surface with
 * their price lines; choosing one is a command to the studio's editor (undoable, autosaved).
 */
export function StudioChoices({
  surfaces,
  selected,
  onSelect,
  surface,
  design,
  choices,
  known,
  productName,
  onChoose,
  roomType,
  onFinish,
}: {
  surfaces: readonly Surface[];
  selected: SurfaceKey;
  onSelect: (surface: SurfaceKey) => void;
  /** The chosen surface. */
  surface: Surface | null;
  design: Design;
  /** The ids of the products offered for the chosen surface. */
  choices: LoadResult<number[]>;
  known: ReadonlyMap<number, StudioProduct>;
  productName: (id: number | undefined) => string;
  onChoose: (surface: SurfaceKey, productId: number) => void;
  roomType: string;
  onFinish: <K extends keyof Finishes>(key: K, value: Finishes[K]) => void;
}) {
  const ids = { surfaces: useId(), products: useId() };
  return (
    <div className="viz-forms">
      <fieldset>
        <legend id={ids.surfaces}>Surfaces and fixtures</legend>
        {surfaces.map((s) => (
          <label key={s.key} className="viz-option">
            <input
              type="radio"
              name={ids.surfaces}
              value={s.key}
              checked={selected === s.key}
              onChange={() => onSelect(s.key)}
            />{' '}
            <span>
              {s.label}: {productName(design[s.key])}
            </span>
          </label>
        ))}
      </fieldset>
      <StudioFinishes
        roomType={roomType}
        finishes={design.finishes}
        onFinish={onFinish}
        tiledWalls={design.walls !== undefined && surfaces.some((s) => s.key === 'walls')}
      />
      <fieldset aria-busy={choices.status === 'loading'}>
        <legend id={ids.products}>Products for {surface?.label ?? ''}</legend>
        {choices.status === 'error' ? (
          <p role="alert">{choices.error}</p>
        ) : !choices.data ? (
          <p role="status">Loading products…</p>
        ) : choices.data.length === 0 ? (
          <p>This showroom has no products for this surface.</p>
        ) : (
          choices.data.map((id) => {
            const p = known.get(id);
            if (!p || !surface) return null;
            return (
              <label key={id} className="viz-option">
                <input
                  type="radio"
                  name={ids.products}
                  value={id}
                  checked={design[surface.key] === id}
                  onChange={() => onChoose(surface.key, id)}
                />{' '}
                <span>
                  {p.name}{' '}
                  <span className="viz-price">
                    {priceLineText({
                      unitPriceCents: toCents(p.customer_price),
                      categoryUnit: p.unit,
                      boxSqft: p.box_sqft,
                      uom: p.uom,
                    })}
                  </span>
                </span>
              </label>
            );
          })
        )}
      </fieldset>
    </div>
  );
}
