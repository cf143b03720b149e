import type { CustomRoomBody, RoomType } from '@brand/core/contract';
import { planSvg } from '@brand/core/drawing';
import {
  normaliseOutline,
  outlineProblems,
  polygonArea,
  snapFeet,
  wallLength,
} from '@brand/core/rules';
import { Button, useBrandStores } from '@brand/ui';
import {
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { serverErrors } from '../../lib/form-fields.tsx';
import { Page } from '../../shell/page.tsx';
import '../../styles/shop.css';

const ROOM_TYPES: RoomType[] = ['Kitchen', 'Bathroom', 'Living Room', 'Outdoor'];

type Corner = { key: number; x: string; y: string };
type Opening = {
  key: number;
  kind: 'door' | 'window';
  wall: string;
  offset: string;
  width: string;
};

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

let nextKey = 1;
const corner = (x: number, y: number): Corner => ({ key: nextKey++, x: String(x), y: String(y) });
/** A 12 x 10 ft rectangle to start from. */
const START = () => [corner(0, 0), corner(12, 0), corner(12, 10), corner(0, 10)];

/** Ours: the drawing grid is 40 ft square (more when the room is bigger), 12 px a foot. */
const GRID_FT = 40;
const PX_PER_FT = 12;

/**
 * The outline on a grid (issue 15 item 5): click or tap to add a corner (snapped to the half
 * foot), drag a corner to move it, and on a focused corner the arrow keys move it by half a
 * foot and Delete removes it. The form below is the same outline as numbers.
 */
function OutlineGrid({
  corners,
  onChange,
}: {
  corners: Corner[];
  onChange: (next: Corner[]) => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const points = corners.map((c) => ({ key: c.key, x: num(c.x), y: num(c.y) }));
  const shown = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const span = Math.max(GRID_FT, ...shown.map((p) => Math.ceil(Math.max(p.x, p.y)) + 5));
  const size = span * PX_PER_FT;
  const lines = Array.from({ length: span + 1 }, (_, i) => i * PX_PER_FT);

  const feetAt = (event: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    const x = ((event.clientX - box.left) / box.width) * span;
    const y = ((event.clientY - box.top) / box.height) * span;
    return { x: Math.max(0, snapFeet(x)), y: Math.max(0, snapFeet(y)) };
  };
  const move = (key: number, x: number, y: number) =>
    onChange(corners.map((c) => (c.key === key ? { ...c, x: String(x), y: String(y) } : c)));

  const onKey = (event: KeyboardEvent, key: number, i: number) => {
    const p = points[i];
    if (!p) return;
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-0.5, 0],
      ArrowRight: [0.5, 0],
      ArrowUp: [0, -0.5],
      ArrowDown: [0, 0.5],
    };
    const by = step[event.key];
    if (by && Number.isFinite(p.x) && Number.isFinite(p.y)) {
      event.preventDefault();
      move(key, Math.max(0, p.x + by[0]), Math.max(0, p.y + by[1]));
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && corners.length > 3) {
      event.preventDefault();
      onChange(corners.filter((c) => c.key !== key));
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the grid is an SVG, not a form's fieldset
    <svg
      ref={svg}
      role="group"
      aria-label="Drawing grid: click to add a corner"
      viewBox={`0 0 ${size} ${size}`}
      width={Math.min(size, 480)}
      height={Math.min(size, 480)}
      className="shop-outline-grid"
      onPointerDown={(event) => {
        if (event.target !== event.currentTarget && !(event.target instanceof SVGRectElement))
          return;
        const at = feetAt(event);
        if (at) onChange([...corners, corner(at.x, at.y)]);
      }}
      onPointerMove={(event) => {
        if (dragging === null) return;
        const at = feetAt(event);
        if (at) move(dragging, at.x, at.y);
      }}
      onPointerUp={() => setDragging(null)}
      onPointerLeave={() => setDragging(null)}
    >
      <rect width={size} height={size} fill="#fff" />
      {lines.map((at) => (
        <g
          key={at}
          pointerEvents="none"
          stroke="#dde3ea"
          strokeWidth={at % (5 * PX_PER_FT) === 0 ? 1.5 : 0.5}
        >
          <line x1={at} y1={0} x2={at} y2={size} />
          <line x1={0} y1={at} x2={size} y2={at} />
        </g>
      ))}
      {shown.length >= 2 ? (
        <polygon
          points={shown.map((p) => `${p.x * PX_PER_FT},${p.y * PX_PER_FT}`).join(' ')}
          fill="rgba(30, 90, 160, 0.12)"
          stroke="#1e5aa0"
          strokeWidth={2}
          pointerEvents="none"
        />
      ) : null}
      {points.map((p, i) =>
        Number.isFinite(p.x) && Number.isFinite(p.y) ? (
          // biome-ignore lint/a11y/useSemanticElements: an SVG corner handle has no HTML button
          <circle
            key={p.key}
            role="button"
            tabIndex={0}
            aria-label={`Corner ${i + 1} at ${p.x}, ${p.y} ft: arrow keys move it, Delete removes it`}
            cx={p.x * PX_PER_FT}
            cy={p.y * PX_PER_FT}
            r={7}
            fill="#1e5aa0"
            stroke="#fff"
            strokeWidth={2}
            style={{ cursor: 'move', touchAction: 'none' }}
            onPointerDown={(event) => {
              event.stopPropagation();
              (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
              setDragging(p.key);
            }}
            onPointerMove={(event) => {
              if (dragging !== p.key) return;
              const at = feetAt(event);
              if (at) move(p.key, at.x, at.y);
            }}
            onPointerUp={() => setDragging(null)}
            onKeyDown={(event) => onKey(event, p.key, i)}
          />
        ) : null,
      )}
    </svg>
  );
}

/**
 * /visualize/rooms/new (issue 15 item 5): a customer types their room's corners (feet, x east
 * and y south), its wall height and its doors and windows on a chosen wall; a live 2-D preview
 * with dimensions and the outline's problems (core `outlineProblems`); Save stores it
 * (POST /api/my_rooms) and opens it in /visualize.
 */
export function OwnRoomPage() {
  const client = useClient();
  const navigate = useNavigate();
  const { showroom } = useBrandStores();
  const [name, setName] = useState('');
  const [roomType, setRoomType] = useState<RoomType>('Living Room');
  const [height, setHeight] = useState('9');
  const [corners, setCorners] = useState<Corner[]>(START);
  const [openings, setOpenings] = useState<Opening[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const cornersId = useId();
  const openingsId = useId();
  const previewId = useId();

  const points = corners.map((c) => ({ x: num(c.x), y: num(c.y) }));
  const numeric = points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const openingInput = openings.map((o) => ({
    kind: o.kind,
    wall: Number(o.wall),
    offset: num(o.offset),
    width: num(o.width),
  }));
  const problems = numeric
    ? outlineProblems(points, openingInput).map((p) => p.message)
    : ['Type every corner in feet.'];
  const area = numeric && points.length >= 3 ? polygonArea(points) : 0;

  const preview = useMemo(() => {
    if (!numeric || points.length < 3) return null;
    const normal = normaliseOutline(
      points,
      openingInput
        .filter((o) => Number.isFinite(o.offset) && Number.isFinite(o.width))
        .filter((o) => o.wall >= 0 && o.wall < points.length)
        .map((o) => ({
          ...o,
          height: o.kind === 'door' ? 7 : 4,
          sill: o.kind === 'door' ? 0 : 3,
        })),
    );
    const svg = planSvg(
      { walls: normal.walls, height: 9, openings: normal.openings, run: null, rooms: [] },
      { width: 480, height: 360, title: name || 'My room' },
    );
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [numeric, points, openingInput, name]);

  const setCorner = (key: number, field: 'x' | 'y', value: string) =>
    setCorners((list) => list.map((c) => (c.key === key ? { ...c, [field]: value } : c)));
  const setOpening = (key: number, patch: Partial<Opening>) =>
    setOpenings((list) => list.map((o) => (o.key === key ? { ...o, ...patch } : o)));

  async function save(event: FormEvent) {
    event.preventDefault();
    if (problems.length || !name.trim()) {
      setErrors(name.trim() ? {} : { name: 'Name your room.' });
      return;
    }
    const body: CustomRoomBody = {
      name: name.trim(),
      room_type: roomType,
      walls: points,
      height: num(height),
      openings: openings.map((o) => ({
        kind: o.kind,
        wall: Number(o.wall),
        offset: num(o.offset),
        width: num(o.width),
      })),
    };
    setSaving(true);
    try {
      const room = (await client.visualizer.createMyRoom({ body })).data;
      const store = showroom.getState();
      const choice = { floorplan: room.id, floorTemplate: room.template.id, is_3d: room.has_3d };
      if (store.item) store.updateItem(choice);
      else store.setItem({ showroom: null, vsd_id: null, ...choice });
      navigate('/visualize');
    } catch (error) {
      setErrors(serverErrors(error));
      setSaving(false);
    }
  }

  return (
    <Page
      title="Use my own room"
      lead="Give your room's corners in feet, then save it to design in."
    >
      <form onSubmit={save} noValidate className="shop-own-room">
        <p>
          <label htmlFor="room-name">Room name</label>
          <input
            id="room-name"
            value={name}
            maxLength={80}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'room-name-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {errors.name ? <span id="room-name-error">{errors.name}</span> : null}
        </p>
        <p>
          <label htmlFor="room-type">Room type</label>
          <select
            id="room-type"
            value={roomType}
            onChange={(e) => setRoomType(e.target.value as RoomType)}
          >
            {ROOM_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor="room-height">Wall height (ft)</label>
          <input
            id="room-height"
            type="number"
            inputMode="decimal"
            min={3}
            max={20}
            step={0.5}
            value={height}
            onChange={(e) => setHeight(e.target.value)}
          />
          {errors.height ? <span>{errors.height}</span> : null}
        </p>
        <OutlineGrid corners={corners} onChange={setCorners} />
        <fieldset aria-labelledby={cornersId}>
          <legend id={cornersId}>Corners (feet, in order around the room)</legend>
          <ol>
            {corners.map((c, i) => (
              <li key={c.key}>
                <label htmlFor={`corner-${c.key}-x`}>Corner {i + 1} x</label>
                <input
                  id={`corner-${c.key}-x`}
                  type="number"
                  inputMode="decimal"
                  step={0.5}
                  value={c.x}
                  onChange={(e) => setCorner(c.key, 'x', e.target.value)}
                />
                <label htmlFor={`corner-${c.key}-y`}>Corner {i + 1} y</label>
                <input
                  id={`corner-${c.key}-y`}
                  type="number"
                  inputMode="decimal"
                  step={0.5}
                  value={c.y}
                  onChange={(e) => setCorner(c.key, 'y', e.target.value)}
                />
                {numeric && corners.length >= 2 ? (
                  <span>
                    Wall {i + 1}: {wallLength(points, i).toFixed(1)} ft
                  </span>
                ) : null}
                <Button
                  type="button"
                  variant="secondary"
                  disabled={corners.length <= 3}
                  aria-label={`Remove corner ${i + 1}`}
                  onClick={() => setCorners((list) => list.filter((x) => x.key !== c.key))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              const last = points[points.length - 1];
              setCorners((list) => [
                ...list,
                corner(Number.isFinite(last?.x) ? (last?.x ?? 0) : 0, 0),
              ]);
            }}
          >
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
                  id={`opening-${o.key}-kind`}
                  value={o.kind}
                  onChange={(e) => setOpening(o.key, { kind: e.target.value as Opening['kind'] })}
                >
                  <option value="door">Door</option>
                  <option value="window">Window</option>
                </select>
                <label htmlFor={`opening-${o.key}-wall`}>On wall</label>
                <select
                  id={`opening-${o.key}-wall`}
                  value={o.wall}
                  onChange={(e) => setOpening(o.key, { wall: e.target.value })}
                >
                  {corners.map((c, w) => (
                    <option key={c.key} value={String(w)}>
                      Wall {w + 1}
                    </option>
                  ))}
                </select>
                <label htmlFor={`opening-${o.key}-offset`}>From the wall's start (ft)</label>
                <input
                  id={`opening-${o.key}-offset`}
                  type="number"
                  inputMode="decimal"
                  step={0.5}
                  value={o.offset}
                  onChange={(e) => setOpening(o.key, { offset: e.target.value })}
                />
                <label htmlFor={`opening-${o.key}-width`}>Width (ft)</label>
                <input
                  id={`opening-${o.key}-width`}
                  type="number"
                  inputMode="decimal"
                  step={0.5}
                  value={o.width}
                  onChange={(e) => setOpening(o.key, { width: e.target.value })}
                />
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={`Remove opening ${i + 1}`}
                  onClick={() => setOpenings((list) => list.filter((x) => x.key !== o.key))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setOpenings((list) => [
                ...list,
                { key: nextKey++, kind: 'door', wall: '0', offset: '1', width: '3' },
              ])
            }
          >
            Add door
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setOpenings((list) => [
                ...list,
                { key: nextKey++, kind: 'window', wall: '0', offset: '1', width: '3' },
              ])
            }
          >
            Add window
          </Button>
        </fieldset>
        <section aria-labelledby={previewId}>
          <h2 id={previewId}>Preview</h2>
          <p role="status">{area > 0 ? `Floor area: ${area} sq ft` : 'No floor area yet.'}</p>
          {preview ? (
            <img
              src={preview}
              alt={`Your room's outline, ${area} sq ft`}
              width={480}
              height={360}
            />
          ) : null}
          {problems.length ? (
            <ul aria-live="polite" className="shop-problems">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
          {Object.entries(errors)
            .filter(([field]) => field !== 'name' && field !== 'height')
            .map(([field, message]) => (
              <p key={field} role="alert">
                {message}
              </p>
            ))}
        </section>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save room'}
        </Button>{' '}
        <Link to="/visualize">Back to the floor plans</Link>
      </form>
    </Page>
  );
}
