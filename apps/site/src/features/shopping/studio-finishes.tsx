import {
  CABINET_COLOURS,
  CABINET_DOOR_STYLES,
  CABINET_ROOMS,
  type Finishes,
  type FinishLine,
  PAINT_COLOURS,
} from '@brand/core/rules';
import { useId } from 'react';

type FinishKey = keyof Finishes;
type Option = { key: string; name: string; hex?: string };

/** One finish as a radio group: "Not chosen" (the room's default look) and the palette. */
function FinishGroup({
  legend,
  name,
  options,
  value,
  onChange,
  note,
}: {
  note?: string | undefined;
  legend: string;
  name: FinishKey;
  options: readonly Option[];
  value: string | null | undefined;
  onChange: (value: string | null) => void;
}) {
  const group = useId();
  return (
    <fieldset className="viz-finish">
      <legend>{legend}</legend>
      {note ? <p className="viz-finish-note">{note}</p> : null}
      {[{ key: '', name: 'Not chosen' } as Option, ...options].map((o) => (
        <label key={o.key} className="viz-swatch-option">
          <input
            type="radio"
            name={`${group}-${name}`}
            value={o.key}
            checked={(value ?? '') === o.key}
            onChange={() => onChange(o.key || null)}
          />
          {o.hex ? (
            <span className="viz-swatch" style={{ background: o.hex }} aria-hidden="true" />
          ) : null}
          <span>{o.name}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The finishes the showroom does not sell (issue 29 item 3; core's palettes): wall paint in any
 * room, and a kitchen's cabinet door style and colour. Radio groups (arrow keys move within a
 * group); the swatch is decoration, the colour's name is the label.
 */
export function StudioFinishes({
  roomType,
  finishes,
  onFinish,
  tiledWalls,
}: {
  /** The walls carry a wall product (tile, stone): it covers them, not the paint. */
  tiledWalls: boolean;
  roomType: string;
  finishes: Finishes | undefined;
  onFinish: <K extends FinishKey>(key: K, value: Finishes[K]) => void;
}) {
  const cabinets = CABINET_ROOMS.includes(roomType);
  return (
    <>
      <FinishGroup
        legend="Wall paint (not sold here)"
        name="paint"
        options={PAINT_COLOURS}
        value={finishes?.paint}
        onChange={(v) => onFinish('paint', v)}
        note={
          tiledWalls
            ? 'The product chosen for Walls covers the walls, so the paint does not show.'
            : undefined
        }
      />
      {cabinets ? (
        <>
          <FinishGroup
            legend="Cabinet door style (not sold here)"
            name="cabinetStyle"
            options={CABINET_DOOR_STYLES}
            value={finishes?.cabinetStyle}
            onChange={(v) => onFinish('cabinetStyle', v as Finishes['cabinetStyle'])}
          />
          <FinishGroup
            legend="Cabinet colour (not sold here)"
            name="cabinetColour"
            options={CABINET_COLOURS}
            value={finishes?.cabinetColour}
            onChange={(v) => onFinish('cabinetColour', v)}
          />
        </>
      ) : null}
    </>
  );
}

/** The estimate's finish lines: what and how much, "Not sold in this showroom", no price. */
export function FinishNotes({ lines }: { lines: readonly FinishLine[] }) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id} className="viz-finish-notes" data-testid="estimate-finishes">
      <h4 id={id}>Finishes</h4>
      <ul>
        {lines.map((line) => (
          <li key={line.finish} data-testid="estimate-finish">
            <strong>{line.label}</strong>: {line.quantity}. <em>{line.note}.</em>
            <span className="viz-basis">Counted: {line.basis}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
