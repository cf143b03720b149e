import { ApiError, toFormData } from '@brand/core/client';
import type { CustomRoom, CustomRoomBody, RoomType } from '@brand/core/contract';
import { planSvg } from '@brand/core/drawing';
import {
  normaliseOutline,
  outlineProblems,
  polygonArea,
  snapFeet,
  TRACE_IMAGE_MIN_PX,
  TRACE_IMAGE_TYPES,
  traceImageProblem,
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
import { Link, useNavigate, useParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { serverErrors } from '../../lib/form-fields.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import '../../styles/shop.css';
import {
  editorRoom,
  newTrace,
  scaleText,
  type TraceState,
  traceBody,
  traceScale,
} from './trace.ts';

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
/** Ours: the grid grows to show a traced image up to this many feet. */
const MAX_TRACE_FT = 200;

/**
 * The outline on a grid (issue 15 item 5): click or tap to add a corner (snapped to the half
 * foot), drag a corner to move it, and on a focused corner the arrow keys move it by half a
 * foot and Delete removes it. The form below is the same outline as numbers.
 */
function OutlineGrid({
  corners,
  onChange,
  trace,
}: {
  corners: Corner[];
  onChange: (next: Corner[]) => void;
  /** The floor-plan image under the grid, at real size from the grid's origin. */
  trace: { image: string; width: number; height: number; scale: number } | null;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const points = corners.map((c) => ({ key: c.key, x: num(c.x), y: num(c.y) }));
  const shown = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const traceFt = trace
    ? Math.min(MAX_TRACE_FT, Math.ceil(Math.max(trace.width, trace.height) * trace.scale))
    : 0;
  const span = Math.max(GRID_FT, traceFt, ...shown.map((p) => Math.ceil(Math.max(p.x, p.y)) + 5));
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
      {trace ? (
        <image
          href={trace.image}
          x={0}
          y={0}
          width={trace.width * trace.scale * PX_PER_FT}
          height={trace.height * trace.scale * PX_PER_FT}
          preserveAspectRatio="none"
          opacity={0.55}
          pointerEvents="none"
          data-testid="trace-under-grid"
        />
      ) : null}
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
 * Where a click on the floor-plan image lands, in the image's pixels (whole pixels): the
 * SVG's own screen transform maps the pointer into its viewBox (the image's pixels), whatever
 * the border, the scaling or the page's zoom.
 */
function pixelAt(event: PointerEvent<SVGSVGElement>, width: number, height: number) {
  const ctm = event.currentTarget.getScreenCTM();
  if (!ctm) return null;
  const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(ctm.inverse());
  const x = Math.round(at.x);
  const y = Math.round(at.y);
  return { x: Math.min(width, Math.max(0, x)), y: Math.min(height, Math.max(0, y)) };
}

/**
 * "Trace a floor-plan image" (issue 15 item 5): upload a PNG, JPEG or WebP (POST
 * /api/my_rooms/trace_image), mark two points on it (a click sets point A, the next point B;
 * a focused marker moves a pixel with the arrow keys, ten with Shift; or type their pixels)
 * and type their real distance: core `scaleFromPoints` draws the image at real size under
 * the grid.
 */
function TracePanel({
  trace,
  onChange,
}: {
  trace: TraceState | null;
  onChange: (next: TraceState | null) => void;
}) {
  const client = useClient();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [next, setNext] = useState<'a' | 'b'>('a');
  const fileRef = useRef<HTMLInputElement>(null);
  const scale = trace ? traceScale(trace) : null;

  async function choose(file: File | undefined) {
    if (!file) return;
    // The pixel size is read by the server from the file itself; here the type and bytes.
    const problem = traceImageProblem({
      name: file.name,
      type: file.type,
      size: file.size,
      width: TRACE_IMAGE_MIN_PX,
      height: TRACE_IMAGE_MIN_PX,
    });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await client.visualizer.uploadTraceImage({
        body: toFormData({ image: file }),
        quiet: true,
      });
      onChange(newTrace(answer.data));
      setNext('a');
    } catch (caught) {
      setError(serverErrors(caught).image ?? 'The image could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const setPoint = (which: 'a' | 'b', at: { x: string; y: string }) =>
    trace && onChange({ ...trace, [which]: at });
  const onMarkerKey = (event: KeyboardEvent, which: 'a' | 'b') => {
    if (!trace) return;
    const step = event.shiftKey ? 10 : 1;
    const by: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = by[event.key];
    const p = trace[which];
    if (!move || !Number.isFinite(num(p.x)) || !Number.isFinite(num(p.y))) return;
    event.preventDefault();
    const x = Math.min(trace.width, Math.max(0, num(p.x) + move[0]));
    const y = Math.min(trace.height, Math.max(0, num(p.y) + move[1]));
    setPoint(which, { x: String(x), y: String(y) });
  };
  const shownWidth = trace ? Math.min(480, trace.width) : 0;

  return (
    <fieldset aria-labelledby={titleId} className="shop-trace">
      <legend id={titleId}>Trace a floor-plan image</legend>
      <p>
        <label htmlFor="trace-file">
          Floor-plan image ({TRACE_IMAGE_TYPES.join(', ')}; at most 4 MB)
        </label>
        <input
          id="trace-file"
          ref={fileRef}
          type="file"
          accept={TRACE_IMAGE_TYPES.map((t) => `.${t}`).join(',')}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'trace-file-error' : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {busy ? <span role="status">Uploading…</span> : null}
        {error ? (
          <span id="trace-file-error" role="alert">
            {error}
          </span>
        ) : null}
      </p>
      {trace ? (
        <>
          <p>
            Click the image to mark point {next === 'a' ? 'A' : 'B'}, or type the points below. Then
            type the real distance between them.
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: the image and its markers are an SVG */}
          <svg
            role="group"
            aria-label="Floor-plan image: click to mark the measured points"
            viewBox={`0 0 ${trace.width} ${trace.height}`}
            width={shownWidth}
            height={(shownWidth / trace.width) * trace.height}
            className="shop-trace-image"
            style={{ overflow: 'visible' }}
            onPointerDown={(event) => {
              if (
                event.target !== event.currentTarget &&
                !(event.target instanceof SVGImageElement)
              )
                return;
              const at = pixelAt(event, trace.width, trace.height);
              if (!at) return;
              setPoint(next, { x: String(at.x), y: String(at.y) });
              setNext(next === 'a' ? 'b' : 'a');
            }}
          >
            <image href={trace.image} width={trace.width} height={trace.height} />
            {(['a', 'b'] as const).map((which) => {
              const p = trace[which];
              const x = num(p.x);
              const y = num(p.y);
              if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
              const r = Math.max(4, trace.width / 80);
              return (
                // biome-ignore lint/a11y/useSemanticElements: an SVG marker has no HTML button
                <circle
                  key={which}
                  role="button"
                  tabIndex={0}
                  aria-label={`Point ${which.toUpperCase()} at ${x}, ${y} px: arrow keys move it`}
                  cx={x}
                  cy={y}
                  r={r}
                  fill={which === 'a' ? '#b42318' : '#1e5aa0'}
                  stroke="#fff"
                  strokeWidth={r / 3}
                  onKeyDown={(event) => onMarkerKey(event, which)}
                />
              );
            })}
          </svg>
          <p>
            {(['a', 'b'] as const).map((which) => (
              <span key={which}>
                {(['x', 'y'] as const).map((axis) => (
                  <span key={axis}>
                    <label htmlFor={`trace-${which}-${axis}`}>
                      Point {which.toUpperCase()} {axis} (px)
                    </label>
                    <input
                      className="bui-input"
                      id={`trace-${which}-${axis}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={trace[which][axis]}
                      onChange={(e) => setPoint(which, { ...trace[which], [axis]: e.target.value })}
                    />
                  </span>
                ))}
              </span>
            ))}
          </p>
          <p>
            <label htmlFor="trace-feet">Real distance from A to B (ft)</label>
            <input
              className="bui-input"
              id="trace-feet"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.5}
              value={trace.feet}
              onChange={(e) => onChange({ ...trace, feet: e.target.value })}
            />
          </p>
          <p role="status" data-testid="trace-scale">
            {scale?.scale ? `Scale: ${scaleText(trace, scale.scale)}.` : scale?.problem}
          </p>
          <Button type="button" variant="secondary" onClick={() => onChange(null)}>
            Remove the image
          </Button>
        </>
      ) : null}
    </fieldset>
  );
}

/**
 * The own-room editor (issue 15 item 5): a customer types their room's corners (feet, x east
 * and y south), its wall height and its doors and windows on a chosen wall, or traces them on a
 * floor-plan image under the grid; a live 2-D preview with dimensions and the outline's
 * problems (core `outlineProblems`). Save stores a new room (POST /api/my_rooms, then chooses
 * it) or changes this one (PUT /api/my_rooms/:id), and opens /visualize.
 */
function RoomEditor({ room }: { room: CustomRoom | null }) {
  const client = useClient();
  const navigate = useNavigate();
  const { showroom } = useBrandStores();
  const start = useMemo(() => (room ? editorRoom(room) : null), [room]);
  const [name, setName] = useState(start?.name ?? '');
  const [roomType, setRoomType] = useState<RoomType>(start?.roomType ?? 'Living Room');
  const [height, setHeight] = useState(start?.height ?? '9');
  const [corners, setCorners] = useState<Corner[]>(() =>
    start ? start.corners.map((c) => corner(c.x, c.y)) : START(),
  );
  const [openings, setOpenings] = useState<Opening[]>(() =>
    (start?.openings ?? []).map((o) => ({ ...o, key: nextKey++ })),
  );
  const [trace, setTrace] = useState<TraceState | null>(start?.trace ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const cornersId = useId();
  const openingsId = useId();
  const previewId = useId();
  const scale = trace ? traceScale(trace) : null;

  const points = corners.map((c) => ({ x: num(c.x), y: num(c.y) }));
  const numeric = points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  const openingInput = openings.map((o) => ({
    kind: o.kind,
    wall: Number(o.wall),
    offset: num(o.offset),
    width: num(o.width),
  }));
  const problems = [
    ...(numeric
      ? outlineProblems(points, openingInput).map((p) => p.message)
      : ['Type every corner in feet.']),
    ...(scale?.problem ? [`Floor-plan image: ${scale.problem}`] : []),
  ];
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
      trace: trace && scale?.scale ? traceBody(trace, scale.scale) : null,
    };
    setSaving(true);
    try {
      if (room) {
        await client.visualizer.updateMyRoom({ params: { id: room.id }, body });
      } else {
        const saved = (await client.visualizer.createMyRoom({ body })).data;
        const store = showroom.getState();
        const choice = {
          floorplan: saved.id,
          floorTemplate: saved.template.id,
          is_3d: saved.has_3d,
        };
        if (store.item) store.updateItem(choice);
        else store.setItem({ showroom: null, vsd_id: null, ...choice });
      }
      navigate('/visualize');
    } catch (error) {
      setErrors(serverErrors(error));
      setSaving(false);
    }
  }

  return (
    <Page
      title={room ? `Edit ${room.name}` : 'Use my own room'}
      lead="Give your room's corners in feet, or trace them on a floor-plan image, then save it to design in."
    >
      <form onSubmit={save} noValidate className="shop-own-room">
        <p>
          <label htmlFor="room-name">Room name</label>
          <input
            className="bui-input"
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
            className="bui-input"
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
            className="bui-input"
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
        <TracePanel trace={trace} onChange={setTrace} />
        <OutlineGrid
          corners={corners}
          onChange={setCorners}
          trace={trace && scale?.scale ? { ...trace, scale: scale.scale } : null}
        />
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
                  onChange={(e) => setCorner(c.key, 'x', e.target.value)}
                />
                <label htmlFor={`corner-${c.key}-y`}>Corner {i + 1} y</label>
                <input
                  className="bui-input"
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
                  className="bui-input"
                  id={`opening-${o.key}-kind`}
                  value={o.kind}
                  onChange={(e) => setOpening(o.key, { kind: e.target.value as Opening['kind'] })}
                >
                  <option value="door">Door</option>
                  <option value="window">Window</option>
                </select>
                <label htmlFor={`opening-${o.key}-wall`}>On wall</label>
                <select
                  className="bui-input"
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
                  className="bui-input"
                  id={`opening-${o.key}-offset`}
                  type="number"
                  inputMode="decimal"
                  step={0.5}
                  value={o.offset}
                  onChange={(e) => setOpening(o.key, { offset: e.target.value })}
                />
                <label htmlFor={`opening-${o.key}-width`}>Width (ft)</label>
                <input
                  className="bui-input"
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
        <p className="shop-own-room__actions">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save room'}
          </Button>
          <Link to="/visualize">Back to the floor plans</Link>
        </p>
      </form>
    </Page>
  );
}

/** /visualize/rooms/new: a new own room. */
export function OwnRoomPage() {
  return <RoomEditor room={null} />;
}

/**
 * /visualize/rooms/:id/edit: the same editor with the saved room (GET /api/my_rooms/:id);
 * another user's room, or one deleted, is a 404: "Room not found".
 */
export function EditOwnRoomPage() {
  const client = useClient();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const room = useLoad(valid ? `my-room:${id}` : null, async () => {
    try {
      return (await client.visualizer.myRoom({ params: { id }, quiet: true })).data;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });
  if (valid && room.status === 'loading') {
    return (
      <Page title="Edit my room">
        <p role="status">Loading your room…</p>
      </Page>
    );
  }
  if (valid && room.status === 'error') {
    return (
      <Page title="Edit my room">
        <div role="alert" className="shop-state">
          <p>{room.error}</p>
          <Button variant="secondary" onClick={room.reload}>
            Try again
          </Button>
        </div>
      </Page>
    );
  }
  if (!valid || !room.data) {
    return (
      <Page title="Room not found" lead="This room does not exist, or it is not yours.">
        <Link to="/visualize">Back to the floor plans</Link>
      </Page>
    );
  }
  return <RoomEditor key={room.data.id} room={room.data} />;
}
