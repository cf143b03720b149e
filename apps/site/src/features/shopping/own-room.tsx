import { ApiError } from '@brand/core/client';
import { type CustomRoom, ROOM_TYPES, type RoomType } from '@brand/core/contract';
import { planSvg } from '@brand/core/drawing';
import { normaliseOutline, openingSize } from '@brand/core/rules';
import { Button, SelectField, TextField, useAction, useBrandStores } from '@brand/ui';
import { type FormEvent, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import '../../styles/shop.css';
import {
  createOutlineEditor,
  NEW_ROOM,
  outlineView,
  roomBody,
  saveProblems,
} from './outline-editor.ts';
import { OutlineFields } from './outline-fields.tsx';
import { OutlineGrid } from './outline-grid.tsx';
import { editorRoom } from './trace.ts';
import { TracePanel } from './trace-panel.tsx';

/**
 * The own-room editor (issue 15 item 5): a customer types their room's corners (feet, x east
 * and y south), its wall height and its doors and windows on a chosen wall, or traces them on a
 * floor-plan image under the grid; a live 2-D preview with dimensions and the outline's
 * problems (core `outlineProblems`). Save stores a new room (POST /api/my_rooms, then chooses
 * it) or changes this one (PUT /api/my_rooms/:id), and opens /visualize. The outline's state
 * and commands are a framework-free editor (./outline-editor.ts) this screen subscribes to.
 */
function RoomEditor({ room }: { room: CustomRoom | null }) {
  const client = useClient();
  const navigate = useNavigate();
  const { showroom } = useBrandStores();
  const [editor] = useState(() => createOutlineEditor(room ? editorRoom(room) : NEW_ROOM));
  const state = useSyncExternalStore(editor.subscribe, editor.getState, editor.getState);
  const { name, roomType, height, corners, openings, trace } = state;
  const { points, numeric, openings: openingInput, scale, problems, area } = outlineView(state);
  const [nameError, setNameError] = useState<string | null>(null);
  const previewId = useId();

  const save = useAction({
    perform: async (body: ReturnType<typeof roomBody>) => {
      if (room) {
        await client.visualizer.updateMyRoom({ params: { id: room.id }, body });
        return;
      }
      const saved = (await client.visualizer.createMyRoom({ body })).data;
      const store = showroom.getState();
      const choice = {
        floorplan: saved.id,
        floorTemplate: saved.template.id,
        is_3d: saved.has_3d,
      };
      if (store.item) store.updateItem(choice);
      else store.setItem({ showroom: null, vsd_id: null, ...choice });
    },
    onSuccess: () => navigate('/visualize'),
  });
  // The server's 422 messages: the name's and height's beside them, the others in the preview.
  const errors: Record<string, string> = {
    ...save.fieldErrors,
    ...(nameError ? { name: nameError } : {}),
  };

  const preview = useMemo(() => {
    if (!numeric || points.length < 3) return null;
    const normal = normaliseOutline(
      points,
      openingInput
        .filter((o) => Number.isFinite(o.offset) && Number.isFinite(o.width))
        .filter((o) => o.wall >= 0 && o.wall < points.length)
        .map((o) => ({
          ...o,
          ...openingSize(o),
        })),
    );
    const svg = planSvg(
      { walls: normal.walls, height: 9, openings: normal.openings, run: null, rooms: [] },
      { width: 480, height: 360, title: name || 'My room' },
    );
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [numeric, points, openingInput, name]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = saveProblems(state);
    if (found.outline || found.name) {
      save.reset();
      setNameError(found.name ?? null);
      return;
    }
    setNameError(null);
    void save.run(roomBody(state));
  }

  return (
    <Page
      title={room ? `Edit ${room.name}` : 'Use my own room'}
      lead="Give your room's corners in feet, or trace them on a floor-plan image, then save it to design in."
    >
      <form onSubmit={submit} noValidate className="shop-own-room">
        <TextField
          label="Room name"
          id="room-name"
          maxLength={80}
          value={name}
          error={errors.name}
          onChange={(e) => editor.setName(e.target.value)}
        />
        <SelectField
          label="Room type"
          id="room-type"
          value={roomType}
          onChange={(e) => editor.setRoomType(e.target.value as RoomType)}
        >
          {ROOM_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </SelectField>
        <TextField
          label="Wall height (ft)"
          id="room-height"
          type="number"
          inputMode="decimal"
          min={3}
          max={20}
          step={0.5}
          value={height}
          error={errors.height}
          onChange={(e) => editor.setHeight(e.target.value)}
        />
        <TracePanel trace={trace} onChange={editor.setTrace} />
        <OutlineGrid
          corners={corners}
          trace={trace && scale?.scale ? { ...trace, scale: scale.scale } : null}
          onAdd={editor.addCornerAt}
          onMove={editor.moveCorner}
          onNudge={editor.nudgeCorner}
          onRemove={editor.removeCorner}
        />
        <OutlineFields
          editor={editor}
          corners={corners}
          openings={openings}
          points={points}
          numeric={numeric}
        />
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
          {/* Saving until the next page shows: a saved room leaves for /visualize. */}
          <Button type="submit" disabled={save.status === 'pending' || save.status === 'success'}>
            {save.status === 'pending' || save.status === 'success' ? 'Saving…' : 'Save room'}
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
