'use client';
import type { PlanePoint, Quad } from '@brand/core/rules';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { paint } from './photo-file';
import type { PixelImage } from './photo-render';

/** Arrow keys move a corner this many photo pixels; with Shift, ten times as many. */
const STEP_PX = 2;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The photo (after, with the product) over the original (before, revealed from the left by
 * the "Before and after" slider), its outline and its four corner handles: buttons named
 * "Corner 1" to "Corner 4", dragged by a pointer or moved by the arrow keys (Shift: larger
 * steps).
 */
export function PhotoStage({
  photo,
  result,
  corners,
  onCorners,
}: {
  photo: PixelImage;
  result: PixelImage | null;
  corners: Quad;
  onCorners: (next: Quad) => void;
}) {
  const before = useRef<HTMLCanvasElement>(null);
  const after = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [reveal, setReveal] = useState(0);
  const sliderId = useId();
  const hintId = useId();
  const { width, height } = photo;

  useEffect(() => {
    if (before.current) paint(before.current, photo);
  }, [photo]);
  useEffect(() => {
    if (after.current) paint(after.current, result ?? photo);
  }, [photo, result]);

  const clamp = (p: PlanePoint): PlanePoint => ({
    x: Math.min(width - 1, Math.max(0, Math.round(p.x))),
    y: Math.min(height - 1, Math.max(0, Math.round(p.y))),
  });
  const move = (index: number, p: PlanePoint) =>
    onCorners(corners.map((c, i) => (i === index ? clamp(p) : c)) as unknown as Quad);

  const onKey = (event: KeyboardEvent, index: number) => {
    const by = ARROWS[event.key];
    if (!by) return;
    event.preventDefault();
    const step = event.shiftKey ? STEP_PX * 10 : STEP_PX;
    const c = corners[index] as PlanePoint;
    move(index, { x: c.x + by[0] * step, y: c.y + by[1] * step });
  };
  const onDrag = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    move(index, {
      x: ((event.clientX - box.left) / box.width) * width,
      y: ((event.clientY - box.top) / box.height) * height,
    });
  };

  const points = corners.map((c) => `${c.x},${c.y}`).join(' ');
  return (
    <div className="bui-photo-stage">
      <p id={hintId} className="bui-photo-hint">
        Drag the corners onto the surface's corners, or focus one and use the arrow keys (Shift for
        larger steps). Corner 1 to Corner 2 is the edge you measured.
      </p>
      <div ref={frame} className="bui-photo-frame" style={{ aspectRatio: `${width} / ${height}` }}>
        <canvas
          ref={after}
          className="bui-photo-canvas"
          data-testid="photo-result"
          role="img"
          aria-label="Your room with the chosen product"
        />
        <canvas
          ref={before}
          className="bui-photo-canvas bui-photo-before"
          style={{ clipPath: `inset(0 ${100 - reveal}% 0 0)` }}
        />
        {reveal > 0 && reveal < 100 ? (
          <span className="bui-photo-divider" style={{ left: `${reveal}%` }} />
        ) : null}
        <svg
          className="bui-photo-outline"
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <polygon points={points} />
        </svg>
        {corners.map((c, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the four corners never reorder
            key={index}
            type="button"
            className="bui-photo-corner"
            aria-label={`Corner ${index + 1}`}
            aria-describedby={hintId}
            style={{ left: `${(c.x / width) * 100}%`, top: `${(c.y / height) * 100}%` }}
            onKeyDown={(event) => onKey(event, index)}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              event.currentTarget.focus();
            }}
            onPointerMove={(event) => onDrag(event, index)}
            onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
          >
            {index + 1}
          </button>
        ))}
      </div>
      <p className="bui-photo-slider">
        <label htmlFor={sliderId}>Before and after</label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={reveal}
          aria-valuetext={`${reveal}% of the original shown, from the left`}
          onChange={(e) => setReveal(Number(e.target.value))}
        />
      </p>
    </div>
  );
}
