import { toFormData } from '@brand/core/client';
import { TRACE_IMAGE_MIN_PX, TRACE_IMAGE_TYPES, traceImageProblem } from '@brand/core/rules';
import { Button, useAction } from '@brand/ui';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { num } from './outline-editor.ts';
import { newTrace, scaleText, type TraceState, traceScale } from './trace.ts';

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
export function TracePanel({
  trace,
  onChange,
}: {
  trace: TraceState | null;
  onChange: (next: TraceState | null) => void;
}) {
  const client = useClient();
  const titleId = useId();
  // The type and size checked here; the pixel size is read by the server from the file itself.
  const [problem, setProblem] = useState<string | null>(null);
  const [next, setNext] = useState<'a' | 'b'>('a');
  const fileRef = useRef<HTMLInputElement>(null);
  const scale = trace ? traceScale(trace) : null;
  const upload = useAction({
    perform: (file: File) =>
      client.visualizer.uploadTraceImage({ body: toFormData({ image: file }), quiet: true }),
    onSuccess: (answer) => {
      onChange(newTrace(answer.data));
      setNext('a');
    },
    onSettled: () => {
      if (fileRef.current) fileRef.current.value = '';
    },
  });
  const busy = upload.isPending;
  const error =
    problem ??
    (upload.status === 'error'
      ? (upload.fieldErrors.image ?? 'The image could not be uploaded. Please try again.')
      : null);

  function choose(file: File | undefined) {
    if (!file) return;
    const found = traceImageProblem({
      name: file.name,
      type: file.type,
      size: file.size,
      width: TRACE_IMAGE_MIN_PX,
      height: TRACE_IMAGE_MIN_PX,
    });
    setProblem(found);
    if (found) {
      upload.reset();
      return;
    }
    void upload.run(file);
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
          onChange={(e) => choose(e.target.files?.[0])}
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
