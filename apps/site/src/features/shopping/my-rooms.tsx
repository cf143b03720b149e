import type { CustomRoom } from '@brand/core/contract';
import { Button, buttonVariants, useAction, useBrandStores } from '@brand/ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { ConfirmDeleteLazy } from '../../shell/confirm-delete-lazy.tsx';
import { ChoiceGrid } from './choice-grid.tsx';

/**
 * "My rooms" on /visualize (issue 15 item 5): each own room is chosen like a plan, edited in
 * the editor (`/visualize/rooms/:id/edit`) or deleted after a confirmation (DELETE
 * /api/my_rooms/:id); the list then drops it and, when it was the chosen plan, the choice is
 * cleared.
 */
export function MyRoomsList({
  rooms,
  selected,
  onSelect,
  onDeleted,
}: {
  rooms: readonly CustomRoom[];
  selected: number | null;
  onSelect: (room: CustomRoom) => void;
  onDeleted: (id: number) => void;
}) {
  const client = useClient();
  const { showroom } = useBrandStores();
  const [confirming, setConfirming] = useState<CustomRoom | null>(null);
  // After a delete the "Delete" button is gone: focus goes to the message saying so.
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const remove = useAction({
    perform: (room: CustomRoom) => client.visualizer.deleteMyRoom({ params: { id: room.id } }),
    onSuccess: (_answer, room) => {
      const item = showroom.getState().item;
      if (item && Number(item.floorplan) === room.id) {
        showroom.getState().updateItem({ floorplan: null, floorTemplate: null });
      }
      setNotice(`${room.name} was deleted.`);
      setConfirming(null);
      onDeleted(room.id);
    },
  });
  const error =
    remove.status === 'error'
      ? (Object.values(remove.fieldErrors)[0] ?? 'The room could not be deleted. Please try again.')
      : null;

  return (
    <>
      <p role="status" ref={noticeRef} tabIndex={-1}>
        {notice}
      </p>
      {rooms.length ? (
        <ChoiceGrid
          items={rooms}
          selected={selected}
          onSelect={onSelect}
          describe={(room) => `${room.room_type}, ${room.sqft} sq ft`}
          actions={(room) => (
            <span className="shop-room-actions">
              <Link
                to={`/visualize/rooms/${room.id}/edit`}
                aria-label={`Edit ${room.name}`}
                className={buttonVariants({ variant: 'secondary' })}
              >
                Edit
              </Link>{' '}
              <Button
                type="button"
                variant="secondary"
                aria-label={`Delete ${room.name}`}
                onClick={() => {
                  remove.reset();
                  setConfirming(room);
                }}
              >
                Delete
              </Button>
            </span>
          )}
        />
      ) : null}
      {confirming ? (
        <ConfirmDeleteLazy
          title={`Delete ${confirming.name}?`}
          description="The room and its design template are deleted for good. Projects that used it keep their products."
          confirmLabel="Delete room"
          busy={remove.isPending}
          error={error}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void remove.run(confirming)}
          afterDelete={noticeRef}
        />
      ) : null}
    </>
  );
}
