import { snapFeet } from '@brand/core/rules';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { type Corner, num } from './outline-editor.ts';

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
export function OutlineGrid({
  corners,
  trace,
  onAdd,
  onMove,
  onNudge,
  onRemove,
}: {
  corners: readonly Corner[];
  /** The floor-plan image under the grid, at real size from the grid's origin. */
  trace: { image: string; width: number; height: number; scale: number } | null;
  /** The editor's commands (./outline-editor.ts). */
  onAdd: (x: number, y: number) => void;
  onMove: (key: number, x: number, y: number) => void;
  onNudge: (key: number, dx: number, dy: number) => void;
  onRemove: (key: number) => void;
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

  const onKey = (event: KeyboardEvent, key: number) => {
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-0.5, 0],
      ArrowRight: [0.5, 0],
      ArrowUp: [0, -0.5],
      ArrowDown: [0, 0.5],
    };
    const by = step[event.key];
    if (by) {
      event.preventDefault();
      onNudge(key, by[0], by[1]);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(key);
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
        if (at) onAdd(at.x, at.y);
      }}
      onPointerMove={(event) => {
        if (dragging === null) return;
        const at = feetAt(event);
        if (at) onMove(dragging, at.x, at.y);
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
              if (at) onMove(p.key, at.x, at.y);
            }}
            onPointerUp={() => setDragging(null)}
            onKeyDown={(event) => onKey(event, p.key)}
          />
        ) : null,
      )}
    </svg>
  );
}
