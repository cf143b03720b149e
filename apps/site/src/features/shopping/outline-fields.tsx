import { wallLength } from '@brand/core/rules';
import { Button } from '@brand/ui';
import { useId } from 'react';
import type { Corner, Opening, OutlineEditor } from './outline-editor.ts';

/**
 * The outline as numbers (issue 15 item 5): the corners in order around the room with each
 * wall's length, and the doors and windows on their walls. Every change is a command of the
 * editor (./outline-editor.ts).
 */
export function OutlineFields({
  editor,
  corners,
  openings,
  points,
  numeric,
}: {
  editor: OutlineEditor;
  corners: readonly Corner[];
  openings: readonly Opening[];
  /** The corners as numbers (NaN where not typed). */
  points: readonly { x: number; y: number }[];
  /** Every corner is a number: the walls' lengths show. */
  numeric: boolean;
}) {
  const cornersId = useId();
  const openingsId = useId();
  return (
    <>
      <fieldset aria-labelledby={cornersId}>
        <legend id={cornersId}>Corners (feet, in order around the room)</legend>
        <ol>
          {corners.map((c, i) => (
            <li key={c.key}>
              <label htmlFor={`corner-${c.key}-x`}>Corner {i + 1} x</label>
              <input
                className="bui-input"
                id={`corner-${c.key}-x`}
                type="number"
                inputMode="decimal"
                step={0.5}
                value={c.x}
                onChange={(e) => editor.setCorner(c.key, 'x', e.target.value)}
              />
              <label htmlFor={`corner-${c.key}-y`}>Corner {i + 1} y</label>
              <input
                className="bui-input"
                id={`corner-${c.key}-y`}
                type="number"
                inputMode="decimal"
                step={0.5}
                value={c.y}
                onChange={(e) => editor.setCorner(c.key, 'y', e.target.value)}
              />
              {numeric && corners.length >= 2 ? (
                <span>
                  Wall {i + 1}: {wallLength([...points], i).toFixed(1)} ft
                </span>
              ) : null}
              <Button
                type="button"
                variant="secondary"
                disabled={corners.length <= 3}
                aria-label={`Remove corner ${i + 1}`}
                onClick={() => editor.removeCorner(c.key)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        <Button type="button" variant="secondary" onClick={editor.appendCorner}>
          Add corner
        </Button>
      </fieldset>
      <fieldset aria-labelledby={openingsId}>
        <legend id={openingsId}>Doors and windows</legend>
        <ol>
          {openings.map((o, i) => (
            <li key={o.key}>
              <label htmlFor={`opening-${o.key}-kind`}>Opening {i + 1}</label>
              <select
                className="bui-input"
                id={`opening-${o.key}-kind`}
                value={o.kind}
                onChange={(e) =>
                  editor.setOpening(o.key, { kind: e.target.value as Opening['kind'] })
                }
              >
                <option value="door">Door</option>
                <option value="window">Window</option>
              </select>
              <label htmlFor={`opening-${o.key}-wall`}>On wall</label>
              <select
                className="bui-input"
                id={`opening-${o.key}-wall`}
                value={o.wall}
                onChange={(e) => editor.setOpening(o.key, { wall: e.target.value })}
              >
                {corners.map((c, w) => (
                  <option key={c.key} value={String(w)}>
                    Wall {w + 1}
                  </option>
                ))}
              </select>
              <label htmlFor={`opening-${o.key}-offset`}>From the wall's start (ft)</label>
              <input
                className="bui-input"
                id={`opening-${o.key}-offset`}
                type="number"
                inputMode="decimal"
                step={0.5}
                value={o.offset}
                onChange={(e) => editor.setOpening(o.key, { offset: e.target.value })}
              />
              <label htmlFor={`opening-${o.key}-width`}>Width (ft)</label>
              <input
                className="bui-input"
                id={`opening-${o.key}-width`}
                type="number"
                inputMode="decimal"
                step={0.5}
                value={o.width}
                onChange={(e) => editor.setOpening(o.key, { width: e.target.value })}
              />
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove opening ${i + 1}`}
                onClick={() => editor.removeOpening(o.key)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        <Button type="button" variant="secondary" onClick={() => editor.addOpening('door')}>
          Add door
        </Button>
        <Button type="button" variant="secondary" onClick={() => editor.addOpening('window')}>
          Add window
        </Button>
      </fieldset>
    </>
  );
}
